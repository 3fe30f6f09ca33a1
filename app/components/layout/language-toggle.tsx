import { useLocation, useRevalidator } from "react-router";
import { LOCALES, type Locale } from "#core/constants/locales";
import { persistLocale } from "../../i18n/locale-preference.ts";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cn } from "../../lib/cn.ts";

const NATIVE_NAMES: Record<Locale, string> = { es: "Español", en: "English" };

type LanguageToggleProps = {
  /** light: on the transparent header over the hero and on the dark footer. */
  tone?: "default" | "light";
  className?: string;
};

/**
 * ES | EN switch, as links to the same page with ?lang= (the server renders that language and keeps it in a
 * cookie), so it works before the scripts load. Once hydrated, a click switches in place: the choice goes to
 * local storage and to the cookie the server reads, and loaders re-run so server-provided texts follow.
 */
export function LanguageToggle({ tone = "default", className }: LanguageToggleProps) {
  const { t, i18n } = useTranslation("common");
  const revalidator = useRevalidator();
  const location = useLocation();
  const hrefFor = (locale: Locale) => {
    const params = new URLSearchParams(location.search);
    params.set("lang", locale);
    return `${location.pathname}?${params}${location.hash}`;
  };
  const current = (i18n.resolvedLanguage ?? i18n.language) as Locale;

  async function choose(locale: Locale) {
    if (locale === current) return;
    persistLocale(locale);
    // The other language's texts are fetched first (create-client-i18n.ts); page titles follow the reload.
    // If they cannot be fetched, the link does what it does before the scripts run: the server renders the page.
    try {
      await i18n.changeLanguage(locale);
    } catch {
      window.location.assign(hrefFor(locale));
      return;
    }
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
          <a
            key={locale}
            href={hrefFor(locale)}
            hrefLang={locale}
            lang={locale}
            aria-current={active ? "true" : undefined}
            data-locale={locale}
            onClick={(event) => {
              // Hydrated: switch in place. Before the scripts run, the link itself asks the server (?lang=).
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
                return;
              event.preventDefault();
              void choose(locale);
            }}
            className={cn(
              "min-w-9 rounded-full px-2.5 py-1 text-center uppercase transition-colors",
              active
                ? tone === "light"
                  ? "bg-white text-ink"
                  : "bg-white text-ink shadow-sm"
                : tone === "light"
                  ? "text-white hover:bg-white/10"
                  : "text-gray-700 hover:text-ink",
            )}
          >
            {/* The code the eye reads starts the name (WCAG 2.5.3); the language's own name follows for ears. */}
            {locale}
            <span className="sr-only">, {NATIVE_NAMES[locale]}</span>
          </a>
        );
      })}
    </fieldset>
  );
}
