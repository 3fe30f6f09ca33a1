import { useSyncExternalStore } from "react";
import type { Locale } from "#core/constants/locales";
import type { TFunction, Translator } from "#core/i18n/translator";
import { useTranslator } from "./i18n-context.tsx";

/**
 * The app's translation hook: `const { t, i18n } = useTranslation("catalogue")`. `t` is the translator's
 * fixed-language function, made once per language and namespaces, and a component re-renders when the
 * language changes (the header's toggle).
 *
 * Every translation the app uses is bundled per language (the server has both, the browser fetches its
 * language before hydrating and the other one before switching), so there is no "not ready" state to handle.
 */
type Namespaces = string | readonly string[];

const subscriptions = new WeakMap<Translator, (onChange: () => void) => () => void>();

function subscribeTo(i18n: Translator) {
  let subscribe = subscriptions.get(i18n);
  if (!subscribe) {
    subscribe = (onChange: () => void) => {
      i18n.on("languageChanged", onChange);
      return () => i18n.off("languageChanged", onChange);
    };
    subscriptions.set(i18n, subscribe);
  }
  return subscribe;
}

export function useTranslation<const Ns extends Namespaces = "common">(
  ns?: Ns,
): { t: TFunction<Ns>; i18n: Translator } {
  const i18n = useTranslator();
  const language: Locale = useSyncExternalStore(
    subscribeTo(i18n),
    () => i18n.language,
    () => i18n.language,
  );
  return { t: i18n.getFixedT(language, ns ?? "common"), i18n };
}
