import type { FlatNamespace, i18n as I18n, TFunction } from "i18next";
import { useContext, useSyncExternalStore } from "react";
import { getI18n, I18nContext } from "react-i18next";

/**
 * The app's translation hook: `const { t, i18n } = useTranslation("catalogue")`, as react-i18next's, without
 * its per-call cost. react-i18next's hook copies every property of the i18n instance into a new wrapper object
 * for each component that calls it, on every server render: with a dozen trip cards (each with its rating and
 * wishlist heart) that was the largest single cost of rendering /viajes (issue 17's profile). Here `t` is
 * i18next's own fixed-language function, made once per instance, language and namespaces, and a component
 * re-renders when the language changes (the header's toggle).
 *
 * Every translation the app uses is bundled per language (the server has both, the browser fetches its
 * language before hydrating and the other one before switching), so there is no "not ready" state to handle.
 */
type Namespaces = FlatNamespace | readonly FlatNamespace[];

const fixedTs = new WeakMap<I18n, Map<string, unknown>>();

function fixedT<const Ns extends Namespaces>(i18n: I18n, language: string, ns: Ns): TFunction<Ns> {
  let byKey = fixedTs.get(i18n);
  if (!byKey) {
    byKey = new Map();
    fixedTs.set(i18n, byKey);
  }
  const key = `${language}|${typeof ns === "string" ? ns : ns.join(",")}`;
  let t = byKey.get(key) as TFunction<Ns> | undefined;
  if (!t) {
    t = i18n.getFixedT(language, ns as never) as unknown as TFunction<Ns>;
    byKey.set(key, t);
  }
  return t;
}

const subscriptions = new WeakMap<I18n, (onChange: () => void) => () => void>();

function subscribeTo(i18n: I18n) {
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
): { t: TFunction<Ns>; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const language = useSyncExternalStore(
    subscribeTo(i18n),
    () => i18n.language,
    () => i18n.language,
  );
  return { t: fixedT(i18n, language, (ns ?? "common") as Ns), i18n };
}
