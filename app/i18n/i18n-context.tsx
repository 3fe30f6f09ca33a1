import { createContext, type ReactNode, useContext } from "react";
import type { Translator } from "#core/i18n/translator";

const I18nContext = createContext<Translator | null>(null);

/** Makes the page's translator available to useTranslation (entry.server.tsx, entry.client.tsx, tests). */
export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useTranslator(): Translator {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation outside an I18nProvider");
  return i18n;
}
