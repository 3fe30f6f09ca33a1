import { CircleCheck, Mail, User } from "lucide-react";
import { useEffect } from "react";
import { Link, redirect, useActionData, useNavigate, useSubmit } from "react-router";
import { DELAYS_MS } from "#core/constants/limits";
import { platformToday } from "#core/rules/platform-calendar";
import { policyFigures } from "#core/rules/policy-figures";
import { postLoginRedirect } from "#core/rules/post-login-redirect";
import {
  emptyApplication,
  REGISTRATION_ROLES,
  type RegisterFormValues,
  type RegistrationRole,
  registerSchema,
} from "#core/schemas/auth";
import { registerUser } from "#server/services/auth/register-user";
import { Alert } from "../components/ui/alert.tsx";
import { Button, buttonClasses } from "../components/ui/button.tsx";
import { Checkbox } from "../components/ui/checkbox.tsx";
import { TextField } from "../components/ui/input.tsx";
import { AuthShell } from "../features/auth/auth-shell.tsx";
import { PasswordField } from "../features/auth/password-field.tsx";
import { registerValuesFromForm, typedRegisterValues } from "../features/auth/register-form-data.ts";
import { RoleChoice } from "../features/auth/role-choice.tsx";
import { TropleaderApplicationFields } from "../features/auth/tropleader-application-fields.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionFailure } from "../lib/action-failure.server.ts";
import { useValidatedForm } from "../lib/use-validated-form.ts";
import type { Route } from "./+types/register";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, "auth");
  return pageMeta(t("meta.register"), t("meta.registerDescription"));
}

export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.user) throw redirect(postLoginRedirect(context.user));
  const query = new URL(request.url).searchParams;
  const role = query.get("role");
  // A password in the URL is a demo convenience only: it ends up in histories and logs elsewhere.
  const { demoMode, isProduction } = context.deps.config;
  const password = demoMode && !isProduction ? (query.get("password") ?? "") : "";
  const prefill = {
    email: query.get("email") ?? "",
    role: REGISTRATION_ROLES.find((r) => r === role) ?? null,
    password,
  };
  return { prefill, isTestAccount: Boolean(prefill.email || prefill.role || prefill.password) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const isJson = request.headers.get("content-type")?.includes("application/json");
  const body: unknown = isJson
    ? await request.json().catch(() => null)
    : registerValuesFromForm(await request.formData());
  try {
    const result = await registerUser(context.deps, body, {
      clientIp: context.clientIp,
      locale: context.locale,
    });
    return { ok: true as const, role: result.role };
  } catch (e) {
    // What was typed (not the passwords) comes back: a form posted without JavaScript is shown filled in,
    // the tropleader application included.
    return actionFailure(e, { values: typedRegisterValues(body) }, { fieldFromDetail: true });
  }
}

export default function Register({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  if (actionData?.ok) return <RegisterSuccess role={actionData.role} />;
  const typed = actionData?.ok === false ? actionData.values : undefined;
  const prefill = typed
    ? {
        ...loaderData.prefill,
        name: typed.name,
        email: typed.email,
        birthDate: typed.birthDate,
        role: REGISTRATION_ROLES.find((r) => r === typed.role) ?? loaderData.prefill.role,
        acceptTerms: typed.acceptTerms,
        application: typed.application,
      }
    : loaderData.prefill;
  return (
    <RegisterForm
      prefill={prefill}
      isTestAccount={loaderData.isTestAccount}
      error={actionData?.ok === false ? actionData.error : undefined}
    />
  );
}

function RegisterForm({
  prefill,
  isTestAccount,
  error,
}: {
  prefill: {
    name?: string;
    email: string;
    birthDate?: string;
    role: RegistrationRole | null;
    password: string;
    acceptTerms?: boolean;
    /** The application as typed before a refusal (the fields render it, and the form library starts from it). */
    application?: RegisterFormValues["application"];
  };
  isTestAccount: boolean;
  error?: string;
}) {
  const { t } = useTranslation("auth");
  const submit = useSubmit();
  const form = useValidatedForm(registerSchema, {
    // Typed fields take their first value from the page as hydrated (prefill included), so nothing typed
    // before the JavaScript loads is wiped.
    defaultValues: { role: prefill.role ?? "viajero", application: prefill.application ?? emptyApplication },
  });
  const {
    register,
    handleSubmit,
    getValues,
    watch,
    formState: { errors },
    submitting,
  } = form;
  const role = watch("role");
  const message = (key?: string) => (key ? t(key) : null);

  return (
    <AuthShell
      wide
      title={t("register.title")}
      subtitle={t("register.subtitle")}
      footer={
        <>
          {t("register.haveAccount")}{" "}
          <Link to="/login" className="font-semibold text-ink underline-offset-4 hover:underline">
            {t("register.loginLink")}
          </Link>
        </>
      }
    >
      <form
        method="post"
        noValidate
        className="space-y-5"
        onSubmit={handleSubmit(() => {
          // The raw form values: the server validates them with the same schema.
          submit(getValues(), { method: "post", encType: "application/json" });
        })}
      >
        {isTestAccount ? <Alert tone="info">{t("register.testAccount")}</Alert> : null}
        {error ? (
          <Alert tone="error">{t(error, { defaultValue: t("register.errors.unexpected") })}</Alert>
        ) : null}
        <TextField
          label={t("fields.name")}
          autoComplete="name"
          placeholder={t("fields.namePlaceholder")}
          defaultValue={prefill.name}
          leading={<User aria-hidden="true" className="size-4" />}
          error={message(errors.name?.message)}
          {...register("name")}
        />
        <TextField
          label={t("fields.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t("fields.emailPlaceholder")}
          defaultValue={prefill.email}
          leading={<Mail aria-hidden="true" className="size-4" />}
          error={message(errors.email?.message)}
          {...register("email")}
        />
        <TextField
          label={t("fields.birthDate")}
          hint={t("fields.birthDateHint", policyFigures())}
          type="date"
          autoComplete="bday"
          max={platformToday()}
          defaultValue={prefill.birthDate}
          error={message(errors.birthDate?.message)}
          data-testid="register-birth-date"
          {...register("birthDate")}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordField
            label={t("fields.password")}
            autoComplete="new-password"
            placeholder={t("fields.passwordPlaceholder")}
            defaultValue={prefill.password}
            error={message(errors.password?.message)}
            {...register("password")}
          />
          <PasswordField
            label={t("fields.confirmPassword")}
            autoComplete="new-password"
            placeholder={t("fields.confirmPasswordPlaceholder")}
            defaultValue={prefill.password}
            error={message(errors.confirmPassword?.message)}
            {...register("confirmPassword")}
          />
        </div>
        <RoleChoice
          register={register("role")}
          defaultValue={prefill.role ?? "viajero"}
          error={message(errors.role?.message)}
        />
        {role === "tropleader" ? (
          <TropleaderApplicationFields form={form} defaults={prefill.application ?? emptyApplication} />
        ) : null}
        <Checkbox
          label={
            <>
              {t("register.acceptTermsPrefix")}{" "}
              <Link to="/terminos" target="_blank" className="underline underline-offset-2">
                {t("register.terms")}
              </Link>{" "}
              {t("register.and")}{" "}
              <Link to="/privacidad" target="_blank" className="underline underline-offset-2">
                {t("register.privacy")}
              </Link>
            </>
          }
          description={t("register.termsHint", policyFigures())}
          defaultChecked={prefill.acceptTerms}
          error={message(errors.acceptTerms?.message)}
          {...register("acceptTerms")}
        />
        <Button type="submit" variant="dark" size="lg" fullWidth loading={submitting}>
          {submitting
            ? t("register.submitting")
            : role === "tropleader"
              ? t("register.submitTropleader")
              : t("register.submit")}
        </Button>
      </form>
    </AuthShell>
  );
}

/** doc 1 §2: the success screen, then /login after 3 s, with a button to go at once. */
function RegisterSuccess({ role }: { role: RegistrationRole }) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate("/login"), DELAYS_MS.afterRegister);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  const isTropleader = role === "tropleader";
  return (
    <AuthShell
      title={isTropleader ? t("register.success.tropleaderTitle") : t("register.success.viajeroTitle")}
    >
      <div className="flex flex-col items-center text-center" data-testid="register-success">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <CircleCheck aria-hidden="true" className="size-8" />
        </span>
        <p className="mt-4 text-base text-ink" role="status">
          {isTropleader ? t("register.success.tropleader") : t("register.success.viajero")}
        </p>
        <p className="mt-3 text-sm text-gray-500">{t("register.success.redirecting")}</p>
        <Link
          to="/login"
          className={buttonClasses({ variant: "dark", size: "lg", fullWidth: true, className: "mt-6" })}
        >
          {t("register.success.goToLogin")}
        </Link>
      </div>
    </AuthShell>
  );
}
