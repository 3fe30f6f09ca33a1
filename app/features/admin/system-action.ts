import type { FetcherWithComponents } from "react-router";

export type SystemIntent = "job-retry" | "job-discard" | "email-resend";

/** What Sistema's action answers: done (or already done by someone else), refused, or "confirm first". */
export type SystemActionResult =
  | { ok: true; intent: SystemIntent; changed: boolean }
  | { ok: false; intent: string; error: string }
  /** Posted before the scripts load without the confirmation: nothing changed, the page asks first. */
  | { ok: false; intent: SystemIntent; needsConfirmation: true; id: string };

export type SystemFetcher = FetcherWithComponents<SystemActionResult>;

const TEXTS: Record<SystemIntent, { success: string; error: string; handled: string }> = {
  "job-retry": { success: "jobs.retrySuccess", error: "jobs.retryError", handled: "jobs.alreadyHandled" },
  "job-discard": {
    success: "jobs.discardSuccess",
    error: "jobs.discardError",
    handled: "jobs.alreadyHandled",
  },
  "email-resend": {
    success: "emails.resendSuccess",
    error: "emails.resendError",
    handled: "emails.alreadyHandled",
  },
};

/** The outcome as the admin reads it (a toast, or an alert when the form was posted before the scripts load). */
export function systemOutcomeText(result: SystemActionResult, t: (key: string) => string): string {
  const texts = TEXTS[result.intent as SystemIntent] ?? TEXTS["job-retry"];
  if (result.ok) return t(result.changed ? texts.success : texts.handled);
  if ("needsConfirmation" in result) return "";
  return `${t(texts.error)}: ${t(result.error)}`;
}
