import { isAppError } from "../lib/app-error.ts";

/** What a service call ended with: "ok", the AppError's code, or the text of any other error. */
export function codeOf(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => "ok",
    (e: unknown) => (isAppError(e) ? e.code : String(e)),
  );
}

/** The error a service call threw, or null when it succeeded (to assert on the error itself). */
export function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (e: unknown) => e,
  );
}

/** The messageKey of the error a service call threw, or "resolved" when it succeeded. */
export function messageKeyOf(promise: Promise<unknown>): Promise<string | undefined> {
  return promise.then(
    () => "resolved",
    (e: { messageKey?: string }) => e.messageKey,
  );
}
