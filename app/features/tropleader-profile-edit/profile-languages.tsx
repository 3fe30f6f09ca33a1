import type { ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { ContentLocale } from "#core/content/content-locales";
import { Tabs } from "../../components/ui/tabs.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { hrefForLanguage, languageFrom } from "../../lib/content-language-param.ts";

/**
 * 'Español | English' over the profile's texts, as on the trip editor (issue 34): WAI-ARIA tabs that are links
 * (`?idioma=en`), so they work before the scripts load. Español is the profile form as it always was; English is
 * the bio and presentation in English, saved on their own.
 */
export function ProfileLanguages({ spanish, english }: { spanish: ReactNode; english: ReactNode }) {
  const { t } = useTranslation("workspace");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hrefFor = (next: ContentLocale) => hrefForLanguage(params, next);
  const toLocale = (id: string): ContentLocale => (id === "en" ? "en" : "es");
  return (
    <Tabs
      label={t("profileEdit.english.switchLabel")}
      value={languageFrom(params)}
      onValueChange={(id) => navigate(hrefFor(toLocale(id)), { preventScrollReset: true, replace: true })}
      hrefFor={(id) => hrefFor(toLocale(id))}
      items={[
        {
          id: "es",
          label: <span lang="es">{t("profileEdit.english.languages.es")}</span>,
          content: spanish,
        },
        {
          id: "en",
          label: <span lang="en">{t("profileEdit.english.languages.en")}</span>,
          content: english,
        },
      ]}
    />
  );
}
