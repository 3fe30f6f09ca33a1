import { data } from "react-router";
import { type AppError, httpStatusFor, isAppError } from "#server/lib/app-error";

/**
 * The one shape of an action's refusal (issue 36): `ok: false`, the i18n key of the message and its parameters,
 * the field it concerns when the service named one, plus what the route adds (`intent`, `values`/`typed`: what a
 * form posted without JavaScript held, so the page comes back filled in; never a password).
 */
export type ActionFailure<Extra extends object = Record<never, never>> = {
  ok: false;
  error: string;
  params: Record<string, string | number>;
  field?: string;
} & Extra;

type FailureOptions = {
  /** The account services name the refused field in the error's detail (the forms focus it). */
  fieldFromDetail?: boolean;
  /** The message to show instead of the service's, for some errors (e.g. a generic one when it is internal). */
  error?: (e: AppError) => string | undefined;
  /** A status other than the error code's (kept where a route answered one before issue 36). */
  status?: (e: AppError) => number;
  /** Headers of the answer (a resource route's Cache-Control). */
  headers?: HeadersInit;
};

/**
 * A service's AppError as the action's answer, with its HTTP status (429 for rate limits…); anything else is
 * rethrown (a 500). Elsewhere than `fieldFromDetail` the error's detail is internal and never leaves the server.
 */
export function actionFailure<Extra extends object = Record<never, never>>(
  e: unknown,
  extra?: Extra,
  options: FailureOptions = {},
) {
  if (!isAppError(e)) throw e;
  const body = {
    ok: false as const,
    error: options.error?.(e) ?? e.messageKey,
    params: e.params,
    ...(options.fieldFromDetail && e.detail !== undefined ? { field: e.detail } : {}),
    ...extra,
  } as ActionFailure<Extra>;
  return data(body, { status: options.status?.(e) ?? httpStatusFor(e.code), headers: options.headers });
}

/**
 * A decision that changes something for good, posted before the scripts load without its confirmation:
 * nothing changed, and the page asks first (`needsConfirmation`, with what the question names).
 */
export function confirmationNeeded<Extra extends object>(extra: Extra) {
  return data({ ok: false as const, needsConfirmation: true as const, ...extra });
}

/**
 * A refusal the route decides itself, before any service (a post it cannot read, an unknown intent), in the
 * same shape: the message's i18n key, its parameters, and the HTTP status (400 unless said). Resource routes
 * return both as they are (React Router answers them as JSON with that status).
 */
export function actionRefusal<Extra extends object = Record<never, never>>(
  error: string,
  extra?: Extra,
  init: { status?: number; params?: Record<string, string | number>; headers?: HeadersInit } = {},
) {
  const body = { ok: false as const, error, params: init.params ?? {}, ...extra } as ActionFailure<Extra>;
  return data(body, { status: init.status ?? 400, headers: init.headers });
}
