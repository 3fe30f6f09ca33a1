import { Mail } from "lucide-react";
import { Form, Link, redirect, useActionData } from "react-router";
import { postLoginRedirect, safeRedirectPath } from "#core/rules/post-login-redirect";
import { loginSchema } from "#core/schemas/login";
import { signIn } from "#server/services/auth/sign-in";
import { toggleWishlist } from "#server/services/catalogue/toggle-wishlist";
import { Alert } from "../components/ui/alert.tsx";
import { Button } from "../components/ui/button.tsx";
import { Checkbox } from "../components/ui/checkbox.tsx";
import { TextField } from "../components/ui/input.tsx";
import { AuthShell } from "../features/auth/auth-shell.tsx";
import { PasswordField } from "../features/auth/password-field.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionFailure } from "../lib/action-failure.server.ts";
import { useSchemaForm } from "../lib/use-schema-form.ts";
import type { Route } from "./+types/login";

/** A trip id as the heart sends it (a UUID). */
const TRIP_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const WARNINGS = ["confirmation_failed", "no_confirmation", "callback_error", "create_trip"] as const;

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, "auth");
  return [...pageMeta(t("meta.login"), t("meta.loginDescription")), { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirect"));
  // Someone already signed in does not need this page (doc 1 §2): off to where they belong.
  if (context.user) throw redirect(postLoginRedirect(context.user, redirectTo));
  const error = url.searchParams.get("error");
  return {
    warning: WARNINGS.find((w) => w === error) ?? null,
    passwordChanged: url.searchParams.get("reset") === "done",
    email: url.searchParams.get("email") ?? "",
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const input = {
    email: String(form.get("email") ?? ""),
    password: String(form.get("password") ?? ""),
    rememberMe: form.get("rememberMe") === "on" || form.get("rememberMe") === "true",
  };
  try {
    const { user, setCookie } = await signIn(context.deps, input, {
      headers: request.headers,
      clientIp: context.clientIp,
    });
    const headers = new Headers();
    for (const cookie of setCookie) headers.append("Set-Cookie", cookie);
    const params = new URL(request.url).searchParams;
    // A wishlist heart pressed while signed out led here (?wish=<trip>): saved now, so it also works before the
    // page's scripts have loaded and without them. An unknown or hidden trip is simply not saved.
    const wish = params.get("wish");
    if (wish && TRIP_ID.test(wish)) {
      await toggleWishlist(context.deps.db, user, { tripId: wish, wishlisted: true }).catch(
        (error: unknown) =>
          context.deps.logger.warn("wish after sign-in not saved", { requestId: context.requestId, error }),
      );
    }
    const target = params.get("redirect");
    return redirect(postLoginRedirect(user, target), { headers });
  } catch (e) {
    return actionFailure(e, { values: { email: input.email } }, { fieldFromDetail: true });
  }
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const actionData = useActionData<typeof action>();
  // doc 1 §5: login fields are checked on blur, then again as they change. The fields are uncontrolled: nothing
  // typed before the page hydrates is wiped.
  const { field, errors, submitting, postForm } = useSchemaForm(loginSchema);
  const fieldError = (key?: string) => (key ? t(key) : null);

  return (
    <AuthShell
      title={t("login.title")}
      subtitle={t("login.subtitle")}
      footer={
        <>
          {t("login.noAccount")}{" "}
          <Link to="/register" className="font-semibold text-ink underline-offset-4 hover:underline">
            {t("login.registerLink")}
          </Link>
        </>
      }
    >
      <Form method="post" noValidate className="space-y-5" onSubmit={postForm}>
        {loaderData.warning ? <Alert tone="warning">{t(`loginWarnings.${loaderData.warning}`)}</Alert> : null}
        {loaderData.passwordChanged ? <Alert tone="success">{t("login.passwordChanged")}</Alert> : null}
        {actionData && !actionData.ok ? (
          <Alert tone="error">{t(actionData.error, { defaultValue: t("login.errors.unexpected") })}</Alert>
        ) : null}
        <TextField
          label={t("fields.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t("fields.emailPlaceholder")}
          defaultValue={(actionData && !actionData.ok ? actionData.values?.email : null) ?? loaderData.email}
          leading={<Mail aria-hidden="true" className="size-4" />}
          error={fieldError(errors.email)}
          {...field("email")}
        />
        <PasswordField
          label={t("fields.password")}
          autoComplete="current-password"
          error={fieldError(errors.password)}
          aside={
            <Link to="/forgot-password" className="text-sm font-medium text-brand-800 hover:underline">
              {t("login.forgotPassword")}
            </Link>
          }
          {...field("password")}
        />
        <Checkbox label={t("login.rememberMe")} {...field("rememberMe")} />
        <Button type="submit" variant="dark" size="lg" fullWidth loading={submitting}>
          {submitting ? t("login.submitting") : t("login.submit")}
        </Button>
      </Form>
    </AuthShell>
  );
}
