import type { ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { ContentLocale } from "#core/content/content-locales";
import { type TripTranslationContent, translationCompleteness } from "#core/content/trip-text";
import { hrefForLanguage, languageFrom } from "../../lib/content-language-param.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { TranslationForm, type TranslationFormProps } from "./translation-form.tsx";
import { englishFormValues, TEXT_STEPS } from "./translation-values.ts";

/**
 * A text step in both languages: the Spanish form (the step as it always was) and the English one under
 * 'Español | English', with how much of the English version is written. The selection lives in the address,
 * so the switch works before the scripts load.
 */
export function TextStepLanguages({
  spanishForm,
  english,
  ...form
}: Omit<TranslationFormProps, "defaults"> & { spanishForm: ReactNode; english: TripTranslationContent }) {
  const { step, spanish } = form;
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
      english={<TranslationForm key={step} {...form} defaults={englishFormValues(step, spanish, english)} />}
    />
  );
}
