import { data } from "react-router";
import { httpStatusFor, isAppError } from "#server/lib/app-error";

/** What a booking action answers when a service refuses: the i18n key, its parameters and the HTTP status. */
export type BookingActionFailure = { ok: false; error: string; params: Record<string, string | number> };

export function bookingActionFailure(e: unknown) {
  if (!isAppError(e)) throw e;
  const body: BookingActionFailure = { ok: false, error: e.messageKey, params: e.params };
  return data(body, { status: httpStatusFor(e.code) });
}
