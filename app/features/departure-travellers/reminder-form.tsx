import { Form } from "react-router";
import {
  type DepartureReminderInput,
  departureReminderSchema,
  REMINDER_MESSAGE_MAX,
  REMINDER_SUGGESTED_DAYS,
} from "#core/schemas/departure-reminder";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { SelectField } from "../../components/ui/select.tsx";
import { TextareaField } from "../../components/ui/textarea.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useValidatedForm } from "../../lib/use-validated-form.ts";

/**
 * A reminder: how many days before (the suggested moments, or the departure day), the guide's text and,
 * optionally, the same text in English for travellers whose account is in English (issue 34).
 */
export function ReminderForm({ serverError, daysLeft }: { serverError: string | null; daysLeft: number }) {
  const { t } = useTranslation("workspace");
  const {
    register,
    formState: { errors },
    submitting,
    postForm,
  } = useValidatedForm(departureReminderSchema, {
    defaultValues: { daysBefore: "7", message: "", messageEn: "" } as unknown as DepartureReminderInput,
  });
  const choices = [...REMINDER_SUGGESTED_DAYS, 0].filter((d) => d < daysLeft || d === 0);
  const error = (field: keyof DepartureReminderInput) => {
    const key = errors[field]?.message;
    return key ? t(key) : null;
  };
  return (
    <Form method="post" noValidate onSubmit={postForm} className="space-y-4" data-testid="reminder-form">
      <input type="hidden" name="intent" value="schedule" />
      <SelectField
        label={t("reminders.days")}
        error={error("daysBefore")}
        options={choices.map((d) => ({
          value: String(d),
          label: d === 0 ? t("reminders.dayOf") : t("reminders.daysOption", { count: d }),
        }))}
        {...register("daysBefore")}
      />
      <TextareaField
        label={t("reminders.message")}
        hint={t("reminders.messageHint")}
        rows={4}
        maxLength={REMINDER_MESSAGE_MAX}
        required
        error={error("message")}
        {...register("message")}
      />
      <TextareaField
        label={t("reminders.messageEn")}
        optionalLabel={t("profileEdit.optional")}
        hint={t("reminders.messageEnHint")}
        rows={4}
        lang="en"
        maxLength={REMINDER_MESSAGE_MAX}
        error={error("messageEn")}
        {...register("messageEn")}
      />
      {serverError ? <Alert tone="error">{t(serverError)}</Alert> : null}
      <Button type="submit" variant="dark" loading={submitting}>
        {t("reminders.schedule")}
      </Button>
    </Form>
  );
}
