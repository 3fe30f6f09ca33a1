import { data } from "react-router";
import { httpStatusFor, isAppError } from "#server/lib/app-error";

/**
 * The one shape of an action's refusal (issue 36): `ok: false`, the i18n key of the message and its parameters,
 * the field it concerns when the service named one, plus what the route adds (`values`/`typed`: what a form
 * posted without JavaScript held, so the page comes back filled in; never a password).
 */
export type ActionFailure<Extra extends object = Record<never, never>> = {
  ok: false;
  error: string;
  params: Record<string, string | number>;
  field?: string;
} & Extra;

/**
 * A service's AppError as the action's answer, with its HTTP status (429 for rate limits…); anything else is
 * rethrown (a 500). `fieldFromDetail`: the account services name the refused field in the error's detail (the
 * forms focus it); elsewhere the detail is internal and never leaves the server.
 */
export function actionFailure<Extra extends object = Record<never, never>>(
  e: unknown,
  extra?: Extra,
  options: { fieldFromDetail?: boolean } = {},
) {
  if (!isAppError(e)) throw e;
  const body = {
    ok: false as const,
    error: e.messageKey,
    params: e.params,
    ...(options.fieldFromDetail && e.detail !== undefined ? { field: e.detail } : {}),
    ...extra,
  } as ActionFailure<Extra>;
  return data(body, { status: httpStatusFor(e.code) });
}
