import type { UseFormReturn } from "react-hook-form";
import { CATEGORIES } from "#core/constants/catalogue";
import { languageName, SPOKEN_LANGUAGES } from "#core/constants/languages";
import type { RegisterFormValues, RegisterInput } from "#core/schemas/auth";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { ChoiceChips } from "../../components/ui/choice-chips.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { TextareaField } from "../../components/ui/textarea.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

type Form = UseFormReturn<RegisterFormValues, unknown, RegisterInput>;

/**
 * The tropleader application of doc 1 §3, shown when the applicant picks the tropleader role. `defaults` are the
 * fields' values in the page's HTML (what was typed before a refusal), so a form posted without JavaScript comes
 * back filled in; the form library starts from the same values.
 */
export function TropleaderApplicationFields({
  form,
  defaults,
}: {
  form: Form;
  defaults: RegisterFormValues["application"];
}) {
  const { t, i18n } = useTranslation("auth");
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const e = errors.application;
  const message = (key?: string) => (key ? t(key) : null);
  const optional = t("register.application.optional");
  const hasLicense = watch("application.hasAgencyLicense");

  return (
    <section className="space-y-5 rounded-xl border border-brand-300 bg-brand-50/60 p-4 sm:p-5">
      <div>
        <h2 className="text-base font-semibold text-ink">{t("register.application.title")}</h2>
        <p className="mt-1 text-sm text-gray-600">{t("register.application.intro")}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t("register.application.location")}
          placeholder={t("register.application.locationPlaceholder")}
          autoComplete="address-level2"
          required
          error={message(e?.location?.message)}
          defaultValue={defaults.location}
          {...register("application.location")}
        />
        <TextField
          label={t("register.application.experienceYears")}
          type="number"
          inputMode="numeric"
          min={0}
          max={70}
          required
          error={message(e?.experienceYears?.message)}
          defaultValue={defaults.experienceYears}
          {...register("application.experienceYears")}
        />
      </div>
      <ChoiceChips
        legend={t("register.application.specialties")}
        // Stored by the category's Spanish name (as trips and profiles show it), labelled in the reader's language.
        options={CATEGORIES.map((c) => ({ value: c.name, label: t(`catalogue:categories.${c.slug}`) }))}
        error={message(e?.specialties?.message)}
        inputProps={register("application.specialties")}
        selected={defaults.specialties}
      />
      <ChoiceChips
        legend={t("register.application.languages")}
        options={SPOKEN_LANGUAGES.map((code) => ({ value: code, label: languageName(code, i18n.language) }))}
        error={message(e?.languages?.message)}
        inputProps={register("application.languages")}
        selected={defaults.languages}
      />
      <TextareaField
        label={t("register.application.motivation")}
        hint={t("register.application.motivationHint")}
        rows={3}
        required
        error={message(e?.motivation?.message)}
        defaultValue={defaults.motivation}
        {...register("application.motivation")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t("register.application.travelSpecialty")}
          optionalLabel={optional}
          placeholder={t("register.application.travelSpecialtyPlaceholder")}
          error={message(e?.travelSpecialty?.message)}
          defaultValue={defaults.travelSpecialty}
          {...register("application.travelSpecialty")}
        />
        <TextField
          label={t("register.application.expectedAnnualTrips")}
          optionalLabel={optional}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          error={message(e?.expectedAnnualTrips?.message)}
          defaultValue={defaults.expectedAnnualTrips}
          {...register("application.expectedAnnualTrips")}
        />
        <TextField
          label={t("register.application.websiteUrl")}
          optionalLabel={optional}
          type="url"
          placeholder={t("register.application.urlPlaceholder")}
          error={message(e?.websiteUrl?.message)}
          defaultValue={defaults.websiteUrl}
          {...register("application.websiteUrl")}
        />
        <TextField
          label={t("register.application.socialMediaUrl")}
          optionalLabel={optional}
          type="url"
          placeholder={t("register.application.urlPlaceholder")}
          error={message(e?.socialMediaUrl?.message)}
          defaultValue={defaults.socialMediaUrl}
          {...register("application.socialMediaUrl")}
        />
      </div>
      <TextareaField
        label={t("register.application.previousExperience")}
        optionalLabel={optional}
        placeholder={t("register.application.previousExperiencePlaceholder")}
        rows={3}
        error={message(e?.previousExperience?.message)}
        defaultValue={defaults.previousExperience}
        {...register("application.previousExperience")}
      />
      <TextareaField
        label={t("register.application.tropleaderPresentation")}
        optionalLabel={optional}
        placeholder={t("register.application.tropleaderPresentationPlaceholder")}
        rows={3}
        error={message(e?.tropleaderPresentation?.message)}
        defaultValue={defaults.tropleaderPresentation}
        {...register("application.tropleaderPresentation")}
      />
      <Checkbox
        label={t("register.application.hasAgencyLicense")}
        defaultChecked={defaults.hasAgencyLicense}
        {...register("application.hasAgencyLicense")}
      />
      {hasLicense ? (
        <TextField
          label={t("register.application.agencyLicenseDetails")}
          placeholder={t("register.application.agencyLicenseDetailsPlaceholder")}
          required
          error={message(e?.agencyLicenseDetails?.message)}
          defaultValue={defaults.agencyLicenseDetails}
          {...register("application.agencyLicenseDetails")}
        />
      ) : null}
    </section>
  );
}
