import { useFetcher } from "react-router";
import type { z } from "zod";
import { PROFILE_COUNTRIES } from "#core/constants/catalogue";
import { languageName, SPOKEN_LANGUAGES } from "#core/constants/languages";
import { platformToday } from "#core/rules/platform-calendar";
import { PROFILE_BIO_MAX, PROFILE_NAME_MAX, PROFILE_PHONE_MAX, profileSchema } from "#core/schemas/profile";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { SelectField } from "../../components/ui/select.tsx";
import { TextareaField } from "../../components/ui/textarea.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cn } from "../../lib/cn.ts";
import { useFetcherResult } from "../../lib/use-fetcher-result.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { useCheckedForm } from "../../lib/use-validated-form.ts";
import type { DashboardActionResult } from "./dashboard-types.ts";

type ProfileValues = z.input<typeof profileSchema>;

export type ProfileFormData = ProfileValues & { email: string };

/** Mi Perfil (doc 1 §2): name, phone, birth date, country, languages and bio, validated like the server. */
export function ProfileForm({ profile }: { profile: ProfileFormData }) {
  const { t } = useTranslation("profile");
  const locale = useLocale();
  const toast = useToast();
  const fetcher = useFetcher<DashboardActionResult>({ key: "profile" });
  const { email, ...defaults } = profile;
  // values: a change saved elsewhere (the birth date of the identity form) shows up without losing edits.
  const form = useCheckedForm(profileSchema, {
    values: defaults,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const bio = form.watch("bio") ?? "";
  const today = platformToday();

  useFetcherResult(fetcher, (result) => {
    if (result.ok) {
      toast.success(t("success"));
      form.reset(form.getValues());
    } else {
      toast.error(t("error", { reason: t(result.error) }));
    }
  });

  const onSubmit = form.handleSubmit((values) => {
    fetcher.submit({ intent: "profile", ...values }, { method: "post", encType: "application/json" });
  });
  const err = (message?: string) => (message ? t(message) : null);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" data-testid="profile-form">
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          label={t("fields.name")}
          autoComplete="name"
          required
          maxLength={PROFILE_NAME_MAX}
          error={err(errors.name?.message)}
          {...form.register("name")}
        />
        <TextField
          label={t("fields.email")}
          value={email}
          readOnly
          disabled
          hint={t("fields.emailHint")}
          name="email"
        />
        <TextField
          label={t("fields.phone")}
          type="tel"
          autoComplete="tel"
          optionalLabel={t("fields.optional")}
          placeholder={t("fields.phonePlaceholder")}
          maxLength={PROFILE_PHONE_MAX}
          error={err(errors.phone?.message)}
          {...form.register("phone")}
        />
        <TextField
          label={t("fields.birthDate")}
          type="date"
          autoComplete="bday"
          max={today}
          min="1900-01-01"
          optionalLabel={t("fields.optional")}
          error={err(errors.birthDate?.message)}
          {...form.register("birthDate")}
        />
        <SelectField
          label={t("fields.country")}
          optionalLabel={t("fields.optional")}
          placeholder={t("fields.countryPlaceholder")}
          options={PROFILE_COUNTRIES.map((c) => ({ value: c, label: t(`countries.${c}`) }))}
          error={err(errors.country?.message)}
          {...form.register("country")}
        />
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-ink">
          {t("fields.languages")} <span className="font-normal text-gray-500">{t("fields.optional")}</span>
        </legend>
        <p className="text-xs text-gray-500">{t("fields.languagesHint")}</p>
        <div className="mt-1 flex flex-wrap gap-2">
          {SPOKEN_LANGUAGES.map((code) => (
            <label key={code} className="cursor-pointer">
              <input type="checkbox" value={code} className="peer sr-only" {...form.register("languages")} />
              <span
                className={cn(
                  "inline-flex items-center rounded-full border px-3 py-1.5 text-sm transition-colors",
                  "border-gray-300 bg-white text-gray-700 hover:border-ink",
                  "peer-checked:border-ink peer-checked:bg-ink peer-checked:text-white",
                  "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ink",
                )}
              >
                {languageName(code, locale)}
              </span>
            </label>
          ))}
        </div>
        {errors.languages?.message ? (
          <p className="text-sm text-red-600">{t(errors.languages.message)}</p>
        ) : null}
      </fieldset>

      <TextareaField
        label={t("fields.bio")}
        optionalLabel={t("fields.optional")}
        placeholder={t("fields.bioPlaceholder")}
        rows={4}
        maxLength={PROFILE_BIO_MAX}
        error={err(errors.bio?.message)}
        aside={
          <span className="text-xs text-gray-500 tabular-nums">
            {t("fields.bioCounter", { count: bio.length, max: PROFILE_BIO_MAX })}
          </span>
        }
        {...form.register("bio")}
      />

      <div className="flex justify-end border-t border-gray-100 pt-4">
        <Button type="submit" variant="dark" loading={fetcher.state !== "idle"}>
          {t("save")}
        </Button>
      </div>
    </form>
  );
}
