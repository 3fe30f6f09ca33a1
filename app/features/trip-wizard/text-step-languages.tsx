import type { ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { ContentLocale } from "#core/content/content-locales";
import {
  type TripPrimaryText,
  type TripTranslationContent,
  translationCompleteness,
} from "#core/content/trip-text";
import { hrefForLanguage, languageFrom } from "../../lib/content-language-param.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { TranslationForm } from "./translation-form.tsx";
import { englishFormValues, TEXT_STEPS, type TextStep } from "./translation-values.ts";
import type { TranslationResult } from "./wizard-types.ts";

/**
 * A text step in both languages: the Spanish form (the step as it always was) and the English one under
 * 'Español | English', with how much of the English version is written. The selection lives in the address,
 * so the switch works before the scripts load.
 */
export function TextStepLanguages({
  step,
  stepNumber,
  spanishForm,
  spanish,
  english,
  result,
  canTranslate,
  tripId,
  draftId,
  submitLabel,
}: {
  step: TextStep;
  stepNumber: number;
  spanishForm: ReactNode;
  spanish: Pick<TripPrimaryText, TextStep>;
  english: TripTranslationContent;
  result: TranslationResult | undefined;
  canTranslate: boolean;
  tripId?: string;
  draftId?: string | null;
  submitLabel: string;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const language = languageFrom(params);
  const hrefFor = (next: ContentLocale) => hrefForLanguage(params, next);
  const completeness = translationCompleteness(english, { ...spanish, documents: { titles: {} } });
  const done = TEXT_STEPS.filter((s) => completeness[s] === "complete").length;
  return (
    <LanguageSwitch
      language={language}
      hrefFor={hrefFor}
      onChange={(next) => navigate(hrefFor(next), { preventScrollReset: true, replace: true })}
      done={done}
      total={TEXT_STEPS.length}
      state={completeness[step]}
      spanish={spanishForm}
      english={
        <TranslationForm
          key={step}
          step={step}
          stepNumber={stepNumber}
          spanish={spanish}
          defaults={englishFormValues(step, spanish, english)}
          result={result}
          canTranslate={canTranslate}
          tripId={tripId}
          draftId={draftId}
          submitLabel={submitLabel}
        />
      }
    />
  );
}
