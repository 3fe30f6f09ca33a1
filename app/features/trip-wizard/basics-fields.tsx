import { useId } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { DIFFICULTIES, TRIP_TAGS } from "#core/constants/catalogue";
import { TRIP_LIMITS } from "#core/schemas/trip-wizard";
import { FieldError } from "../../components/ui/field.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { Radio, RadioGroup } from "../../components/ui/radio.tsx";
import { SelectField } from "../../components/ui/select.tsx";
import { TextareaField } from "../../components/ui/textarea.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cn } from "../../lib/cn.ts";
import type { FieldErrorOf } from "./step-form.tsx";
import type { WizardOptions } from "./wizard-types.ts";

/** Step 1, Información básica (doc 2 §2): every field of the trip's card and page header. */
export function BasicsFields({
  form,
  fieldError,
  options,
}: {
  form: UseFormReturn<FieldValues>;
  fieldError: FieldErrorOf;
  options: WizardOptions;
}) {
  const { t } = useTranslation("trips");
  const { t: tc } = useTranslation("catalogue");
  const { register, watch } = form;
  const ids = useId();
  const country = String(watch("country") ?? "")
    .trim()
    .toLowerCase();
  const cities = options.destinations.filter((d) => !country || d.country.toLowerCase() === country);
  const lengthOf = (name: string) => String(watch(name) ?? "").trim().length;
  const counter = (name: string, min: number) => (
    <span className={cn("text-xs", lengthOf(name) >= min ? "text-gray-500" : "text-amber-700")}>
      {t("wizard.fields.characters", { count: lengthOf(name) })}
    </span>
  );
  const tagsError = fieldError("tags");
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t("wizard.fields.title")}
        placeholder={t("wizard.fields.titlePlaceholder")}
        required
        maxLength={TRIP_LIMITS.titleMax}
        error={fieldError("title")}
        fieldClassName="sm:col-span-2"
        aside={counter("title", TRIP_LIMITS.titleMin)}
        {...register("title")}
      />
      <TextareaField
        label={t("wizard.fields.shortDescription")}
        hint={t("wizard.fields.shortDescriptionHint")}
        required
        rows={2}
        maxLength={TRIP_LIMITS.shortDescriptionMax}
        error={fieldError("shortDescription")}
        fieldClassName="sm:col-span-2"
        aside={counter("shortDescription", TRIP_LIMITS.shortDescriptionMin)}
        {...register("shortDescription")}
      />
      <TextareaField
        label={t("wizard.fields.description")}
        hint={t("wizard.fields.descriptionHint")}
        required
        rows={7}
        maxLength={TRIP_LIMITS.descriptionMax}
        error={fieldError("description")}
        fieldClassName="sm:col-span-2"
        aside={counter("description", TRIP_LIMITS.descriptionMin)}
        {...register("description")}
      />
      <TextField
        label={t("wizard.fields.country")}
        hint={t("wizard.fields.countryHint")}
        required
        autoComplete="off"
        list={`${ids}-countries`}
        maxLength={TRIP_LIMITS.placeMax}
        error={fieldError("country")}
        {...register("country")}
      />
      <datalist id={`${ids}-countries`}>
        {options.countries.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <TextField
        label={t("wizard.fields.city")}
        hint={t("wizard.fields.cityHint")}
        required
        autoComplete="off"
        list={`${ids}-cities`}
        maxLength={TRIP_LIMITS.placeMax}
        error={fieldError("city")}
        {...register("city")}
      />
      <datalist id={`${ids}-cities`}>
        {cities.map((d) => (
          <option key={`${d.country}-${d.city}`} value={d.city}>
            {country ? d.region || d.country : `${d.country}${d.region ? ` · ${d.region}` : ""}`}
          </option>
        ))}
      </datalist>
      <TextField
        label={t("wizard.fields.region")}
        optionalLabel={t("wizard.fields.optional")}
        autoComplete="off"
        maxLength={TRIP_LIMITS.placeMax}
        error={fieldError("region")}
        {...register("region")}
      />
      <SelectField
        label={t("wizard.fields.category")}
        required
        placeholder={t("wizard.fields.categoryPlaceholder")}
        options={options.categories.map((slug) => ({ value: slug, label: tc(`categories.${slug}`) }))}
        error={fieldError("category")}
        {...register("category")}
      />
      <RadioGroup
        legend={t("wizard.fields.difficulty")}
        required
        error={fieldError("difficulty")}
        className="sm:col-span-2"
      >
        {DIFFICULTIES.map((level) => (
          <Radio
            key={level}
            value={level}
            label={tc(`difficulty.${level}`)}
            description={t(`wizard.difficulty.${level}`)}
            {...register("difficulty")}
          />
        ))}
      </RadioGroup>
      <TextField
        label={t("wizard.fields.durationDays")}
        type="number"
        inputMode="numeric"
        min={TRIP_LIMITS.durationMin}
        max={TRIP_LIMITS.durationMax}
        required
        error={fieldError("durationDays")}
        {...register("durationDays")}
      />
      <TextField
        label={t("wizard.fields.basePrice")}
        hint={t("wizard.fields.basePriceHint")}
        type="number"
        inputMode="decimal"
        min={TRIP_LIMITS.basePriceMin}
        step="0.01"
        required
        error={fieldError("basePrice")}
        {...register("basePrice")}
      />
      <TextField
        label={t("wizard.fields.maxParticipants")}
        type="number"
        inputMode="numeric"
        min={TRIP_LIMITS.participantsMin}
        max={TRIP_LIMITS.participantsMax}
        required
        error={fieldError("maxParticipants")}
        {...register("maxParticipants")}
      />
      <fieldset
        className="sm:col-span-2"
        aria-describedby={`${ids}-tags-hint${tagsError ? ` ${ids}-tags-error` : ""}`}
        aria-invalid={tagsError ? true : undefined}
      >
        <legend className="text-sm font-medium text-ink">
          {t("wizard.fields.tags")}
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        </legend>
        <p id={`${ids}-tags-hint`} className="mt-1 text-sm text-gray-500">
          {t("wizard.fields.tagsHint")}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {TRIP_TAGS.map((tag) => (
            <label key={tag} className="cursor-pointer">
              <input type="checkbox" value={tag} className="peer sr-only" {...register("tags")} />
              <span className="inline-flex items-center rounded-full border border-gray-300 bg-white px-3 py-1.5 text-sm text-ink transition peer-checked:border-ink peer-checked:bg-ink peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 hover:border-ink">
                {t(`tags.${tag}`)}
              </span>
            </label>
          ))}
        </div>
        <FieldError id={`${ids}-tags-error`} message={tagsError} />
      </fieldset>
    </div>
  );
}
