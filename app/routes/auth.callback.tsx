import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, redirect, useActionData, useFetcher, useNavigate } from "react-router";
import { DELAYS_MS } from "#core/constants/limits";
import { homeAfterConfirmation } from "#core/rules/post-login-redirect";
import { isAppError } from "#server/lib/app-error";
import { confirmEmail } from "#server/services/auth/confirm-email";
import { Button } from "../components/ui/button.tsx";
import { Spinner } from "../components/ui/spinner.tsx";
import { AuthShell } from "../features/auth/auth-shell.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import type { Route } from "./+types/auth.callback";

type Outcome =
  | { state: "success"; to: string }
  | { state: "error"; reason: "confirmation_failed" | "callback_error"; message?: string }
  | { state: "no_session" };

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, "auth");
  // The address carries a token: it must not leak to other sites through the Referer header.
  return [
    ...pageMeta(t("meta.callback")),
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const token = query.get("token") ?? "";
  if (query.get("type") === "recovery") {
    return { mode: "recovery" as const, next: `/reset-password?token=${encodeURIComponent(token)}` };
  }
  if (query.get("error")) return { mode: "failed" as const };
  if (token) return { mode: "confirm" as const, token };
  // No link to confirm: someone signed in goes on by role; anyone else has no usable session.
  if (context.user) return { mode: "signed_in" as const, next: homeAfterConfirmation(context.user) };
  throw redirect("/login?error=no_confirmation");
}

/** Confirming is a POST from this page, so a mail scanner that opens the link confirms nothing. */
export async function action({
  context,
  request,
}: Route.ActionArgs): Promise<Outcome | ReturnType<typeof data>> {
  const form = await request.formData();
  try {
    const result = await confirmEmail(context.deps, String(form.get("token") ?? ""), {
      headers: request.headers,
      clientIp: context.clientIp,
    });
    if (result.outcome === "no_session") return { state: "no_session" };
    const headers = new Headers();
    for (const cookie of result.setCookie) headers.append("Set-Cookie", cookie);
    return data<Outcome>({ state: "success", to: homeAfterConfirmation(result.user) }, { headers });
  } catch (e) {
    if (isAppError(e) && e.code === "rate_limited") {
      return { state: "error", reason: "confirmation_failed", message: e.messageKey } satisfies Outcome;
    }
    if (isAppError(e)) return { state: "error", reason: "confirmation_failed" } satisfies Outcome;
    context.deps.logger.error("email confirmation failed", { requestId: context.requestId, error: e });
    return { state: "error", reason: "callback_error" } satisfies Outcome;
  }
}

function useRedirectAfter(to: string | null, delayMs: number) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!to) return;
    const timer = window.setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [to, delayMs, navigate]);
}

export default function AuthCallback({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const fetcher = useFetcher<Outcome>();
  const started = useRef(false);
  const token = loaderData.mode === "confirm" ? loaderData.token : null;

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void fetcher.submit({ token }, { method: "post" });
  }, [token, fetcher]);

  // fetcher.data after the automatic POST; action data after the no-JavaScript button.
  const actionData = useActionData<Outcome>();
  const result = fetcher.data ?? actionData;
  const state: Outcome | undefined =
    loaderData.mode === "failed"
      ? { state: "error", reason: "confirmation_failed" }
      : loaderData.mode === "signed_in"
        ? { state: "success", to: loaderData.next }
        : result;

  // doc 1 §2 / §9: 1.5 s after a confirmation, 2 s after an error, 1 s for a recovery link.
  useRedirectAfter(state?.state === "success" ? state.to : null, DELAYS_MS.afterConfirmation);
  useRedirectAfter(
    state?.state === "error" && state.reason === "confirmation_failed"
      ? "/login?error=confirmation_failed"
      : null,
    DELAYS_MS.confirmationError,
  );
  useRedirectAfter(
    state?.state === "error" && state.reason === "callback_error" ? "/login?error=callback_error" : null,
    0,
  );
  useRedirectAfter(state?.state === "no_session" ? "/login?error=no_confirmation" : null, 0);
  useRedirectAfter(loaderData.mode === "recovery" ? loaderData.next : null, DELAYS_MS.recovery);

  if (loaderData.mode === "recovery") {
    return (
      <CallbackCard tone="success" title={t("callback.recoveryTitle")}>
        {t("callback.recovery")}
      </CallbackCard>
    );
  }
  if (state?.state === "success") {
    return (
      <CallbackCard tone="success" title={t("callback.successTitle")}>
        {t("callback.success")}
      </CallbackCard>
    );
  }
  if (state?.state === "error") {
    return (
      <CallbackCard tone="error" title={t("callback.errorTitle")}>
        {state.message ? t(state.message) : t(`callback.errors.${state.reason}`)}
      </CallbackCard>
    );
  }
  if (state?.state === "no_session") {
    return (
      <CallbackCard tone="error" title={t("callback.errorTitle")}>
        {t("callback.errors.no_confirmation")}
      </CallbackCard>
    );
  }
  return (
    <CallbackCard tone="progress" title={t("callback.progress")}>
      {/* Without JavaScript the confirmation still works with one click. */}
      <noscript>
        <form method="post">
          <input type="hidden" name="token" value={token ?? ""} />
          <Button type="submit" variant="dark" fullWidth>
            {t("callback.confirmButton")}
          </Button>
        </form>
      </noscript>
    </CallbackCard>
  );
}

function CallbackCard({
  tone,
  title,
  children,
}: {
  tone: "progress" | "success" | "error";
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <AuthShell title={title}>
      <div
        className="flex flex-col items-center gap-4 text-center"
        data-testid="callback-state"
        data-state={tone}
      >
        {tone === "progress" ? (
          <Spinner className="size-10 text-brand-600" />
        ) : tone === "success" ? (
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <CircleCheck aria-hidden="true" className="size-8" />
          </span>
        ) : (
          <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
            <CircleAlert aria-hidden="true" className="size-8" />
          </span>
        )}
        <div className="w-full text-base text-gray-700" role={tone === "error" ? "alert" : "status"}>
          {children}
        </div>
      </div>
    </AuthShell>
  );
}
