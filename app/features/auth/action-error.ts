import { data } from "react-router";
import { httpStatusFor, isAppError } from "#server/lib/app-error";

/**
 * What an account action answers on failure: the i18n key of the message, with the right HTTP status, and
 * what was typed (never a password), so a form posted without JavaScript comes back filled in.
 */
export type ActionFailure<V = Record<string, string>> = {
  ok: false;
  error: string;
  field?: string;
  values?: V;
};

/** Turns a service's AppError into the action's answer (429 for rate limits…); anything else is a 500. */
export function actionFailure<V = Record<string, string>>(e: unknown, values?: V) {
  if (!isAppError(e)) throw e;
  const body: ActionFailure<V> = {
    ok: false,
    error: e.messageKey,
    field: e.detail,
    ...(values ? { values } : {}),
  };
  return data(body, { status: httpStatusFor(e.code) });
}
