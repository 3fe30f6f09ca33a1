import { Mail, MailCheck } from "lucide-react";
import { Form, Link, redirect, useActionData } from "react-router";
import { postLoginRedirect } from "#core/rules/post-login-redirect";
import { forgotPasswordSchema } from "#core/schemas/login";
import { requestPasswordReset } from "#server/services/auth/request-password-reset";
import { Alert } from "../components/ui/alert.tsx";
import { Button, buttonClasses } from "../components/ui/button.tsx";
import { TextField } from "../components/ui/input.tsx";
import { AuthShell } from "../features/auth/auth-shell.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionFailure } from "../lib/action-failure.server.ts";
import { useSchemaForm } from "../lib/use-schema-form.ts";
import type { Route } from "./+types/forgot-password";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, "auth");
  return [...pageMeta(t("meta.forgot")), { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  if (context.user) throw redirect(postLoginRedirect(context.user));
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  try {
    await requestPasswordReset(
      context.deps,
      { email },
      { headers: request.headers, clientIp: context.clientIp },
    );
    // The same answer whether or not the address has an account.
    return { ok: true as const, email: email.trim() };
  } catch (e) {
    return actionFailure(e, { values: { email } }, { fieldFromDetail: true });
  }
}

export default function ForgotPassword() {
  const { t } = useTranslation("auth");
  const actionData = useActionData<typeof action>();
  const { field, errors, submitting, postForm } = useSchemaForm(forgotPasswordSchema);

  const back = (
    <Link to="/login" className="font-semibold text-ink underline-offset-4 hover:underline">
      {t("forgot.backToLogin")}
    </Link>
  );

  if (actionData?.ok) {
    return (
      <AuthShell title={t("forgot.sentTitle")} footer={back}>
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <MailCheck aria-hidden="true" className="size-7" />
          </span>
          <p className="text-base text-gray-700" role="status">
            {t("forgot.sent", { email: actionData.email })}
          </p>
          <Link to="/login" className={buttonClasses({ variant: "dark", fullWidth: true })}>
            {t("forgot.backToLogin")}
          </Link>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t("forgot.title")} subtitle={t("forgot.subtitle")} footer={back}>
      <Form method="post" noValidate className="space-y-5" onSubmit={postForm}>
        {actionData && !actionData.ok ? <Alert tone="error">{t(actionData.error)}</Alert> : null}
        <TextField
          label={t("fields.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t("fields.emailPlaceholder")}
          defaultValue={actionData && !actionData.ok ? actionData.values?.email : undefined}
          leading={<Mail aria-hidden="true" className="size-4" />}
          error={errors.email ? t(errors.email) : null}
          {...field("email")}
        />
        <Button type="submit" variant="dark" size="lg" fullWidth loading={submitting}>
          {submitting ? t("forgot.submitting") : t("forgot.submit")}
        </Button>
      </Form>
    </AuthShell>
  );
}
