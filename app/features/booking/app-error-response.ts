import { data } from "react-router";
import { httpStatusFor, isAppError } from "#server/lib/app-error";

/**
 * What a booking action answers when a service refuses: the i18n key, its parameters and the HTTP status, and
 * what a form posted without JavaScript held (`typed`), so the page comes back filled in.
 */
export type BookingActionFailure<T = never> = {
  ok: false;
  error: string;
  params: Record<string, string | number>;
  typed?: T;
};

export function bookingActionFailure<T = never>(e: unknown, typed?: T) {
  if (!isAppError(e)) throw e;
  const body: BookingActionFailure<T> = {
    ok: false,
    error: e.messageKey,
    params: e.params,
    ...(typed === undefined ? {} : { typed }),
  };
  return data(body, { status: httpStatusFor(e.code) });
}
