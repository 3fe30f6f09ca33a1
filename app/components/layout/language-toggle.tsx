import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { LOCALES, type Locale } from "#core/constants/locales";
import { persistLocale } from "../../i18n/locale-preference.ts";
import { cn } from "../../lib/cn.ts";

const NATIVE_NAMES: Record<Locale, string> = { es: "Español", en: "English" };

type LanguageToggleProps = {
  /** light: on the transparent header over the hero and on the dark footer. */
  tone?: "default" | "light";
  className?: string;
};

/**
 * ES | EN switch. The choice goes to local storage and to the cookie the server reads, so a reload renders
 * the same language; loaders re-run so server-provided texts (titles) follow once the texts are there.
 */
export function LanguageToggle({ tone = "default", className }: LanguageToggleProps) {
  const { t, i18n } = useTranslation("common");
  const revalidator = useRevalidator();
  const current = (i18n.resolvedLanguage ?? i18n.language) as Locale;

  async function choose(locale: Locale) {
    if (locale === current) return;
    persistLocale(locale);
    // The other language's texts are fetched first (create-client-i18n.ts); page titles follow the reload.
    await i18n.changeLanguage(locale);
    await revalidator.revalidate();
  }

  return (
    <fieldset
      className={cn(
        "inline-flex items-center rounded-full p-0.5 text-xs font-semibold",
        tone === "light" ? "bg-white/15 ring-1 ring-white/30" : "bg-gray-100 ring-1 ring-gray-200",
        className,
      )}
    >
      <legend className="sr-only">{t("language.label")}</legend>
      {LOCALES.map((locale) => {
        const active = locale === current;
        return (
          <button
            key={locale}
            type="button"
            lang={locale}
            aria-pressed={active}
            title={NATIVE_NAMES[locale]}
            data-locale={locale}
            onClick={() => void choose(locale)}
            className={cn(
              "min-w-9 rounded-full px-2.5 py-1 uppercase transition-colors",
              active
                ? tone === "light"
                  ? "bg-white text-ink"
                  : "bg-white text-ink shadow-sm"
                : tone === "light"
                  ? "text-white/85 hover:text-white"
                  : "text-gray-600 hover:text-ink",
            )}
          >
            {/* The name read out is the language's own ("Español"); the short code is what the eye needs. */}
            <span aria-hidden="true">{locale}</span>
            <span className="sr-only">{NATIVE_NAMES[locale]}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
