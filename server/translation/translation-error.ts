import { AppError } from "../lib/app-error.ts";
import { TRANSLATION_ERROR_MESSAGES, type TranslationErrorCode } from "./translation-provider.ts";

/** The AppError a provider throws: the code, its translated message, and an internal detail never shown. */
export function translationError(code: TranslationErrorCode, detail?: string): AppError {
  return new AppError(code, TRANSLATION_ERROR_MESSAGES[code], {}, detail);
}
