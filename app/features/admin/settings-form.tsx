import { useEffect, useRef, useState } from "react";
import { Form, useActionData } from "react-router";
import {
  ADMIN_CURRENCIES,
  type AdminSettingsForm,
  adminSettingsFormSchema,
  SITE_NAME_MAX,
} from "#core/schemas/admin-settings";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { SelectField } from "../../components/ui/select.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useValidatedForm } from "../../lib/use-validated-form.ts";

export type SettingsActionResult = { ok: true; settings: AdminSettingsForm } | { ok: false; error: string };

const SWITCHES = [
  "tropleader_approval_required",
  "trip_approval_required",
  "auto_approve_verified_tropleaders",
] as const;

/**
 * Configuración (doc 2 §2, §3): the eight platform settings in one form. 'Guardar Cambios' is enabled only
 * once something changed (doc 2 §4 dirty flag; before the scripts load it always posts). The outcome is the
 * spec's toast, or an alert on the page without scripts.
 */
export function SettingsForm({ settings }: { settings: AdminSettingsForm }) {
  const { t } = useTranslation("admin");
  const toast = useToast();
  const result = useActionData<SettingsActionResult>();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const {
    register,
    reset,
    formState: { errors, isDirty },
    submitting,
    postForm,
  } = useValidatedForm(adminSettingsFormSchema, { defaultValues: settings });

  const seen = useRef(result);
  useEffect(() => {
    if (!result || result === seen.current) return;
    seen.current = result;
    if (result.ok) {
      reset(result.settings);
      toast.success(t("settings.success"));
    } else {
      toast.error(`${t("settings.error")}: ${t(result.error)}`);
    }
  }, [result, reset, toast, t]);

  const error = (key: keyof AdminSettingsForm) => {
    const message = errors[key]?.message;
    return message ? t(message) : null;
  };

  return (
    <Form
      method="post"
      noValidate
      onSubmit={postForm}
      className="flex flex-col gap-6"
      data-testid="admin-settings-form"
    >
      {!hydrated && result ? (
        <Alert tone={result.ok ? "success" : "error"}>
          {result.ok ? t("settings.success") : `${t("settings.error")}: ${t(result.error)}`}
        </Alert>
      ) : null}
      <Card className="grid gap-5 sm:grid-cols-2">
        <h3 className="text-base font-semibold sm:col-span-2">{t("settings.sections.site")}</h3>
        <TextField
          label={t("settings.fields.site_name")}
          maxLength={SITE_NAME_MAX}
          error={error("site_name")}
          {...register("site_name")}
        />
        <TextField
          label={t("settings.fields.contact_email")}
          type="email"
          inputMode="email"
          error={error("contact_email")}
          {...register("contact_email")}
        />
        <TextField
          label={t("settings.fields.contact_phone")}
          type="tel"
          inputMode="tel"
          error={error("contact_phone")}
          {...register("contact_phone")}
        />
      </Card>
      <Card className="grid gap-5 sm:grid-cols-2">
        <h3 className="text-base font-semibold sm:col-span-2">{t("settings.sections.money")}</h3>
        <TextField
          label={t("settings.fields.commission_percent")}
          hint={t("settings.hints.commission_percent")}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.1}
          error={error("commission_percent")}
          {...register("commission_percent")}
        />
        <SelectField
          label={t("settings.fields.currency")}
          hint={t("settings.hints.currency")}
          options={ADMIN_CURRENCIES.map((c) => ({ value: c, label: t(`settings.currencies.${c}`) }))}
          error={error("currency")}
          {...register("currency")}
        />
      </Card>
      <Card className="flex flex-col gap-4">
        <h3 className="text-base font-semibold">{t("settings.sections.moderation")}</h3>
        {SWITCHES.map((key) => (
          <Checkbox
            key={key}
            label={t(`settings.fields.${key}`)}
            description={t(`settings.hints.${key}`)}
            {...register(key)}
          />
        ))}
      </Card>
      <div>
        <Button type="submit" variant="dark" size="lg" disabled={hydrated && !isDirty} loading={submitting}>
          {t("settings.save")}
        </Button>
      </div>
    </Form>
  );
}
