import type { ContentLocale } from "#core/content/content-locales";

/**
 * A machine translator behind one small seam (like the payment and mail adapters): DeepL today
 * (deepl-provider.ts), another provider or a self-hosted LibreTranslate is one more file implementing this
 * (docs/decisions/0033-translation-provider.md). `deps.translation` is null when none is configured, and then the
 * wizard and the edit screen do not offer 'Traducir al inglés'.
 *
 * `translate` answers one text per text given, in the same order. Placeholders ({name}, {{count}}) and
 * HTML-like text (<b>, &amp;) come back exactly as sent (protect-spans.ts). Failures are AppErrors whose
 * codes are TRANSLATION_ERROR_CODES; the caller shows their translated message and changes nothing.
 * Never called from a visitor's request: only draftTripTranslation, for a guide or an admin.
 */
export interface TranslationProvider {
  name: string;
  translate(texts: string[], o: { from: ContentLocale; to: ContentLocale }): Promise<string[]>;
}

export const TRANSLATION_ERROR_CODES = [
  "translation.unavailable",
  "translation.quota",
  "translation.timeout",
  "translation.failed",
] as const;

export type TranslationErrorCode = (typeof TRANSLATION_ERROR_CODES)[number];

/** The message each failure shows the guide (trips namespace, both languages). */
export const TRANSLATION_ERROR_MESSAGES: Record<TranslationErrorCode, string> = {
  "translation.unavailable": "trips:translationDraft.errors.unavailable",
  "translation.quota": "trips:translationDraft.errors.quota",
  "translation.timeout": "trips:translationDraft.errors.timeout",
  "translation.failed": "trips:translationDraft.errors.failed",
};
