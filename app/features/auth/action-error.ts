import { data } from "react-router";
import { httpStatusFor, isAppError } from "#server/lib/app-error";

/** What an account action answers on failure: the i18n key of the message, with the right HTTP status. */
export type ActionFailure = { ok: false; error: string; field?: string };

/** Turns a service's AppError into the action's answer (429 for rate limits…); anything else is a 500. */
export function actionFailure(e: unknown) {
  if (!isAppError(e)) throw e;
  const body: ActionFailure = { ok: false, error: e.messageKey, field: e.detail };
  return data(body, { status: httpStatusFor(e.code) });
}
