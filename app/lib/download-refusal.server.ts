import type { Locale } from "#core/constants/locales";
import { httpStatusFor, isAppError } from "#server/lib/app-error";
import { createI18n } from "../i18n/create-i18n.ts";

/**
 * In a download's loader (CSV, PDF): a service's refusal (a limit reached, 429; no such receipt, 404…) answered
 * as a short text in the reader's language with its status, since the browser shows a download's answer as is.
 * Anything that is not a business failure is rethrown (logged once, error page).
 */
export async function orDownloadRefusal<T>(promise: Promise<T>, locale: Locale): Promise<T | Response> {
  try {
    return await promise;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return new Response(createI18n(locale).t(error.messageKey, error.params), {
      status: httpStatusFor(error.code),
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
}
