import { isAppError } from "../lib/app-error.ts";

/** What a service call ended with: "ok", the AppError's code, or the text of any other error. */
export function codeOf(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => "ok",
    (e: unknown) => (isAppError(e) ? e.code : String(e)),
  );
}
