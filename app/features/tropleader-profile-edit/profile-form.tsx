import { useEffect, useRef } from "react";
import { Form, useActionData } from "react-router";
import { CATEGORIES } from "#core/constants/catalogue";
import { languageName, SPOKEN_LANGUAGES } from "#core/constants/languages";
import { APPLICATION_SHORT_MAX, EXPERIENCE_YEARS_MAX } from "#core/schemas/auth";
import { PROFILE_BIO_MAX, PROFILE_NAME_MAX } from "#core/schemas/profile";
import {
  PRESENTATION_MAX,
  SOCIAL_URL_MAX,
  type TropleaderProfileInput,
  tropleaderProfileSchema,
} from "#core/schemas/tropleader-profile";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { ChoiceChips } from "../../components/ui/choice-chips.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { TextareaField } from "../../components/ui/textarea.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useValidatedForm } from "../../lib/use-validated-form.ts";
import { CertificationRows } from "./certification-rows.tsx";
import { StatusMessage } from "./status-message.tsx";
import { useTimedMessage } from "./use-timed-message.ts";

type ActionResult = { intent: string; ok: boolean; error?: string } | undefined;

/**
 * Every field also gets its value as `defaultValue`: the form library fills fields only once the scripts run,
 * and the page must post what the guide has before that (docs/decisions/0025-forms-before-hydration.md).
 *
 * Basic information, experience (location, years, specialties and languages: the application's choices),
 * certifications and social media (doc 2 §2, §3 profile edit form): checked in the browser with the server's
 * schema; 'Perfil actualizado correctamente' clears after 3 s, an error after 5 s.
 */
export function ProfileForm({ defaults }: { defaults: TropleaderProfileInput }) {
  const { t, i18n } = useTranslation("workspace");
  const result = useActionData() as ActionResult;
  const [message, show] = useTimedMessage();
  const seen = useRef(result);
  const form = useValidatedForm(tropleaderProfileSchema, { defaultValues: defaults });
  const {
    register,
    formState: { errors },
    submitting,
    postForm,
  } = form;
  useEffect(() => {
    if (!result || result === seen.current || result.intent !== "profile") return;
    seen.current = result;
    if (result.ok) show("success", t("profileEdit.messages.success"));
    else
      show(
        "error",
        t("profileEdit.messages.error", { message: t(result.error ?? "profileEdit.errors.invalid") }),
      );
  }, [result, show, t]);
  const error = (field: Exclude<keyof TropleaderProfileInput, "certifications">) => {
    const key = errors[field]?.message;
    return key ? t(key) : null;
  };
  return (
    <Form method="post" noValidate onSubmit={postForm} className="space-y-6" data-testid="profile-form">
      <input type="hidden" name="intent" value="profile" />
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold">{t("profileEdit.basic")}</h2>
        <TextField
          label={t("profileEdit.name")}
          required
          maxLength={PROFILE_NAME_MAX}
          autoComplete="name"
          error={error("name")}
          defaultValue={defaults.name}
          {...register("name")}
        />
        <TextareaField
          label={t("profileEdit.bio")}
          hint={t("profileEdit.bioHint")}
          rows={4}
          maxLength={PROFILE_BIO_MAX}
          error={error("bio")}
          defaultValue={defaults.bio}
          {...register("bio")}
        />
        <TextareaField
          label={t("profileEdit.presentation")}
          hint={t("profileEdit.presentationHint")}
          rows={6}
          maxLength={PRESENTATION_MAX}
          error={error("tropleaderPresentation")}
          defaultValue={defaults.tropleaderPresentation}
          {...register("tropleaderPresentation")}
        />
      </Card>
      <Card className="space-y-5">
        <h2 className="text-lg font-semibold">{t("profileEdit.experience")}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("profileEdit.location")}
            placeholder={t("profileEdit.locationPlaceholder")}
            required
            maxLength={APPLICATION_SHORT_MAX}
            autoComplete="address-level2"
            error={error("location")}
            defaultValue={defaults.location}
            {...register("location")}
          />
          <TextField
            label={t("profileEdit.experienceYears")}
            type="number"
            inputMode="numeric"
            min={0}
            max={EXPERIENCE_YEARS_MAX}
            required
            error={error("experienceYears")}
            defaultValue={defaults.experienceYears}
            {...register("experienceYears")}
          />
        </div>
        <ChoiceChips
          legend={t("profileEdit.specialties")}
          // Stored by the category's Spanish name (as the application does), labelled in the reader's language.
          options={CATEGORIES.map((c) => ({ value: c.name, label: t(`catalogue:categories.${c.slug}`) }))}
          error={error("specialties")}
          inputProps={register("specialties")}
          selected={defaults.specialties}
          testId="profile-specialties"
        />
        <ChoiceChips
          legend={t("profileEdit.languages")}
          options={SPOKEN_LANGUAGES.map((code) => ({
            value: code,
            label: languageName(code, i18n.language),
          }))}
          error={error("languages")}
          inputProps={register("languages")}
          selected={defaults.languages}
          testId="profile-languages"
        />
      </Card>
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold">{t("profileEdit.certifications")}</h2>
        <CertificationRows form={form} />
      </Card>
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold">{t("profileEdit.social")}</h2>
        <TextField
          label={t("profileEdit.socialMedia")}
          hint={t("profileEdit.socialHint")}
          type="url"
          inputMode="url"
          maxLength={SOCIAL_URL_MAX}
          placeholder="https://"
          error={error("socialMedia")}
          defaultValue={defaults.socialMedia}
          {...register("socialMedia")}
        />
      </Card>
      <div className="space-y-3">
        <StatusMessage message={message} testId="profile-message" />
        <Button type="submit" variant="dark" loading={submitting}>
          {submitting ? t("profileEdit.saving") : t("profileEdit.save")}
        </Button>
      </div>
    </Form>
  );
}
