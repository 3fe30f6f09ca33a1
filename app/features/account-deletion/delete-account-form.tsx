import { Lock } from "lucide-react";
import { Form, Link } from "react-router";
import { type DeleteAccountInput, deleteAccountSchema } from "#core/schemas/privacy";
import { Alert } from "../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useValidatedForm } from "../../lib/use-validated-form.ts";

/**
 * The password and the confirmation box, checked in the browser with the server's own schema; a plain form
 * post before the scripts load. `error` is the server's answer (an i18n key).
 */
export function DeleteAccountForm({ error }: { error: string | null }) {
  const { t } = useTranslation("privacy");
  const {
    register,
    formState: { errors },
    submitting,
    postForm,
  } = useValidatedForm<{ password: string; confirm: unknown }, DeleteAccountInput>(deleteAccountSchema, {
    defaultValues: { password: "", confirm: false },
  });
  return (
    <Form method="post" noValidate className="flex flex-col gap-5" onSubmit={postForm}>
      {error ? <Alert tone="error">{t(error)}</Alert> : null}
      <TextField
        label={t("delete.password")}
        hint={t("delete.passwordHint")}
        type="password"
        autoComplete="current-password"
        leading={<Lock aria-hidden="true" className="size-4" />}
        error={errors.password?.message ? t(errors.password.message) : null}
        {...register("password")}
      />
      <Checkbox
        label={t("delete.confirm")}
        value="on"
        error={errors.confirm?.message ? t(errors.confirm.message) : null}
        {...register("confirm")}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/viajero/dashboard?tab=perfil#datos" className={buttonClasses({ variant: "outline" })}>
          {t("delete.cancel")}
        </Link>
        <Button type="submit" variant="danger" loading={submitting}>
          {submitting ? t("delete.submitting") : t("delete.submit")}
        </Button>
      </div>
    </Form>
  );
}
