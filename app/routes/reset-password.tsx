import { Form, Link, redirect, useActionData } from "react-router";
import { resetPasswordSchema } from "#core/schemas/login";
import { isResetTokenUsable, resetPassword } from "#server/services/auth/reset-password";
import { Alert } from "../components/ui/alert.tsx";
import { Button, buttonClasses } from "../components/ui/button.tsx";
import { AuthShell } from "../features/auth/auth-shell.tsx";
import { PasswordField } from "../features/auth/password-field.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionFailure } from "../lib/action-failure.server.ts";
import { useSchemaForm } from "../lib/use-schema-form.ts";
import type { Route } from "./+types/reset-password";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, "auth");
  return [
    ...pageMeta(t("meta.reset")),
    { name: "robots", content: "noindex" },
    // The address carries the reset token: never send it to another site as a Referer.
    { name: "referrer", content: "no-referrer" },
  ];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, usable: await isResetTokenUsable(context.deps, token) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const input = {
    token: String(form.get("token") ?? ""),
    password: String(form.get("password") ?? ""),
    confirmPassword: String(form.get("confirmPassword") ?? ""),
  };
  try {
    await resetPassword(context.deps, input, { clientIp: context.clientIp });
  } catch (e) {
    return actionFailure(e, {}, { fieldFromDetail: true });
  }
  // Every session ended with the reset, this browser's included: sign in again with the new password.
  return redirect("/login?reset=done");
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const actionData = useActionData<typeof action>();
  const { field, errors, submitting, postForm } = useSchemaForm(resetPasswordSchema);
  const invalid = !loaderData.usable || actionData?.error === "auth:reset.invalidLink";

  if (invalid) {
    return (
      <AuthShell title={t("reset.invalidTitle")}>
        <div className="space-y-5">
          <Alert tone="warning">{t("reset.invalidLink")}</Alert>
          <Link to="/forgot-password" className={buttonClasses({ variant: "dark", fullWidth: true })}>
            {t("reset.requestNew")}
          </Link>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t("reset.title")} subtitle={t("reset.subtitle")}>
      <Form method="post" noValidate className="space-y-5" onSubmit={postForm}>
        {actionData?.error ? <Alert tone="error">{t(actionData.error)}</Alert> : null}
        <input type="hidden" defaultValue={loaderData.token} {...field("token")} />
        <PasswordField
          label={t("fields.newPassword")}
          autoComplete="new-password"
          placeholder={t("fields.passwordPlaceholder")}
          error={errors.password ? t(errors.password) : null}
          {...field("password")}
        />
        <PasswordField
          label={t("fields.confirmPassword")}
          autoComplete="new-password"
          error={errors.confirmPassword ? t(errors.confirmPassword) : null}
          {...field("confirmPassword")}
        />
        <Button type="submit" variant="dark" size="lg" fullWidth loading={submitting}>
          {submitting ? t("reset.submitting") : t("reset.submit")}
        </Button>
      </Form>
    </AuthShell>
  );
}
