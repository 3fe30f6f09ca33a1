import type { ReactNode } from "react";
import type { ContentLocale } from "#core/content/content-locales";
import type { SectionCompleteness } from "#core/content/trip-text";
import { Badge, type BadgeTone } from "../../components/ui/badge.tsx";
import { Tabs } from "../../components/ui/tabs.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

const STATE_TONE: Record<SectionCompleteness, BadgeTone> = {
  complete: "success",
  partial: "warning",
  missing: "neutral",
};

/**
 * 'Español | English' over a text step (basics, itinerary, inclusions): WAI-ARIA tabs that are links
 * (`?…&idioma=en`), so they work before the scripts load; the English tab says how much of the English version
 * is written ('2/3') and the panel opens with the state of this step's English text.
 */
export function LanguageSwitch({
  language,
  hrefFor,
  onChange,
  done,
  total,
  state,
  spanish,
  english,
}: {
  language: ContentLocale;
  hrefFor: (language: ContentLocale) => string;
  onChange: (language: ContentLocale) => void;
  /** English steps complete, out of `total` text steps. */
  done: number;
  total: number;
  /** This step's English text. */
  state: SectionCompleteness;
  spanish: ReactNode;
  english: ReactNode;
}) {
  const { t } = useTranslation("trips");
  return (
    <Tabs
      label={t("translationEditor.switchLabel")}
      value={language}
      onValueChange={(id) => onChange(id === "en" ? "en" : "es")}
      hrefFor={(id) => hrefFor(id === "en" ? "en" : "es")}
      items={[
        {
          id: "es",
          label: <span lang="es">{t("translationEditor.languages.es")}</span>,
          content: spanish,
        },
        {
          id: "en",
          heading: t("translationEditor.languages.en"),
          label: (
            <>
              <span lang="en">{t("translationEditor.languages.en")}</span>
              <span className="sr-only">: </span>
              <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
                {t("translationEditor.progressShort", { current: done, total })}
              </span>
            </>
          ),
          content: (
            <>
              <div className="mb-5 flex flex-wrap items-center gap-2 text-sm text-gray-700">
                <span data-testid="translation-progress">
                  {t("translationEditor.progress", { current: done, count: total })}
                </span>
                <Badge tone={STATE_TONE[state]} data-testid="translation-step-state">
                  {t(`translationEditor.state.${state}`)}
                </Badge>
              </div>
              {english}
            </>
          ),
        },
      ]}
    />
  );
}
