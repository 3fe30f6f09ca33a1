import type { ReactNode } from "react";
import { type FieldValues, get, type UseFormReturn } from "react-hook-form";
import type { TripPrimaryText } from "#core/content/trip-text";
import { TRIP_LIMITS } from "#core/schemas/trip-wizard";
import { TextField } from "../../components/ui/input.tsx";
import { TextareaField } from "../../components/ui/textarea.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { FieldErrorOf } from "./step-form.tsx";
import type { TextStep } from "./translation-values.ts";

type Form = UseFormReturn<FieldValues>;
/** A field's registration with its starting value in the server's HTML (the form works before the scripts). */
type FieldOf = (name: string) => ReturnType<Form["register"]> & { defaultValue: string };

function fieldsOf(form: Form, initial: Record<string, unknown>): FieldOf {
  return (name) => {
    const value: unknown = get(initial, name);
    return { ...form.register(name), defaultValue: typeof value === "string" ? value : String(value ?? "") };
  };
}

/** The Spanish text a field translates, under it (marked as Spanish for screen readers). */
function Original({ text }: { text: string }) {
  const { t } = useTranslation("trips");
  if (!text.trim()) return null;
  return (
    <>
      <span className="font-medium">{t("translationEditor.original")}</span>{" "}
      <span lang="es" className="whitespace-pre-line">
        {text}
      </span>
    </>
  );
}

/**
 * The English fields of one text step, laid out over the Spanish one: the same fields, one day card per
 * Spanish day and one row per Spanish item and FAQ (rows are not added or removed here: the English version
 * follows the Spanish one), each with the Spanish text it translates.
 */
export function TranslationFields({
  step,
  form,
  initial,
  fieldError,
  spanish,
}: {
  step: TextStep;
  form: Form;
  /** The values the form starts from (saved, or what was typed when a post came back refused). */
  initial: Record<string, unknown>;
  fieldError: FieldErrorOf;
  spanish: Pick<TripPrimaryText, TextStep>;
}) {
  const field = fieldsOf(form, initial);
  switch (step) {
    case "basics":
      return <BasicsText field={field} fieldError={fieldError} spanish={spanish.basics} />;
    case "itinerary":
      return <ItineraryText field={field} fieldError={fieldError} spanish={spanish.itinerary} />;
    case "inclusions":
      return (
        <InclusionsText
          field={field}
          initial={initial}
          fieldError={fieldError}
          spanish={spanish.inclusions}
        />
      );
  }
}

function BasicsText({
  field,
  fieldError,
  spanish,
}: {
  field: FieldOf;
  fieldError: FieldErrorOf;
  spanish: TripPrimaryText["basics"];
}) {
  const { t } = useTranslation("trips");
  return (
    <div className="grid gap-5">
      <TextField
        label={t("translationEditor.fields.title")}
        required
        lang="en"
        maxLength={TRIP_LIMITS.titleMax}
        error={fieldError("title")}
        hint={<Original text={spanish.title} />}
        {...field("title")}
      />
      <TextareaField
        label={t("translationEditor.fields.shortDescription")}
        required
        lang="en"
        rows={2}
        maxLength={TRIP_LIMITS.shortDescriptionMax}
        error={fieldError("shortDescription")}
        hint={<Original text={spanish.shortDescription} />}
        {...field("shortDescription")}
      />
      <TextareaField
        label={t("translationEditor.fields.description")}
        required
        lang="en"
        rows={7}
        maxLength={TRIP_LIMITS.descriptionMax}
        error={fieldError("description")}
        hint={<Original text={spanish.description} />}
        {...field("description")}
      />
    </div>
  );
}

function ItineraryText({
  field,
  fieldError,
  spanish,
}: {
  field: FieldOf;
  fieldError: FieldErrorOf;
  spanish: TripPrimaryText["itinerary"];
}) {
  const { t } = useTranslation("trips");
  const listError = fieldError("days");
  return (
    <div className="flex flex-col gap-4">
      {listError ? <p className="text-sm text-red-600">{listError}</p> : null}
      <ol className="flex flex-col gap-4">
        {spanish.days.map((day, i) => (
          <li key={day.dayNumber} className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-5">
            <h3 className="mb-3 font-semibold">{t("wizard.itinerary.day", { n: day.dayNumber })}</h3>
            <input type="hidden" {...field(`days.${i}.dayNumber`)} />
            <div className="grid gap-4">
              <TextField
                label={t("translationEditor.fields.dayTitle")}
                required
                lang="en"
                maxLength={TRIP_LIMITS.dayTitleMax}
                error={fieldError(`days.${i}.title`)}
                hint={<Original text={day.title} />}
                {...field(`days.${i}.title`)}
              />
              <TextareaField
                label={t("translationEditor.fields.dayDescription")}
                required
                lang="en"
                rows={3}
                maxLength={TRIP_LIMITS.dayDescriptionMax}
                error={fieldError(`days.${i}.description`)}
                hint={<Original text={day.description} />}
                {...field(`days.${i}.description`)}
              />
              {day.activities.map((activity, j) => (
                <TextField
                  key={`${day.dayNumber}-${j}`}
                  label={t("translationEditor.fields.activity", { n: j + 1 })}
                  lang="en"
                  maxLength={TRIP_LIMITS.itemMax}
                  error={fieldError(`days.${i}.activities.${j}`)}
                  hint={<Original text={activity} />}
                  {...field(`days.${i}.activities.${j}`)}
                />
              ))}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

function InclusionsText({
  field,
  initial,
  fieldError,
  spanish,
}: {
  field: FieldOf;
  initial: Record<string, unknown>;
  fieldError: FieldErrorOf;
  spanish: TripPrimaryText["inclusions"];
}) {
  const { t } = useTranslation("trips");
  const rows = (name: "included" | "excluded") => {
    const values = initial[name];
    return Array.isArray(values) ? Math.max(values.length, 1) : 1;
  };
  const list = (name: "included" | "excluded", legend: string, itemLabel: string): ReactNode => {
    const listError = fieldError(name);
    return (
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">{legend}</legend>
        {listError ? <p className="text-sm text-red-600">{listError}</p> : null}
        {Array.from({ length: rows(name) }, (_, i) => (
          <TextField
            key={i}
            label={t(itemLabel, { n: i + 1 })}
            lang="en"
            maxLength={TRIP_LIMITS.itemMax}
            error={fieldError(`${name}.${i}`)}
            hint={<Original text={spanish[name][i] ?? ""} />}
            {...field(`${name}.${i}`)}
          />
        ))}
      </fieldset>
    );
  };
  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-6 md:grid-cols-2">
        {list("included", t("wizard.inclusions.included"), "wizard.inclusions.includedItem")}
        {list("excluded", t("wizard.inclusions.excluded"), "wizard.inclusions.excludedItem")}
      </div>
      {spanish.faqs.length > 0 ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="font-semibold">{t("wizard.inclusions.faqs")}</legend>
          <ol className="flex flex-col gap-4">
            {spanish.faqs.map((faq, i) => (
              <li key={i} className="rounded-2xl border border-gray-200 bg-white p-4">
                <div className="grid gap-3">
                  <TextField
                    label={t("wizard.inclusions.question", { n: i + 1 })}
                    lang="en"
                    maxLength={TRIP_LIMITS.faqQuestionMax}
                    error={fieldError(`faqs.${i}.question`)}
                    hint={<Original text={faq.question} />}
                    {...field(`faqs.${i}.question`)}
                  />
                  <TextareaField
                    label={t("wizard.inclusions.answer", { n: i + 1 })}
                    lang="en"
                    rows={2}
                    maxLength={TRIP_LIMITS.faqAnswerMax}
                    error={fieldError(`faqs.${i}.answer`)}
                    hint={<Original text={faq.answer} />}
                    {...field(`faqs.${i}.answer`)}
                  />
                </div>
              </li>
            ))}
          </ol>
        </fieldset>
      ) : null}
    </div>
  );
}
