import type { Locale } from "../constants/locales.ts";

/**
 * The languages trip and profile content can be written in (issue 34). Spanish is the language a trip is
 * created in (doc 2) and lives in the trip's own columns; every other one is a row of `trip_translations`, so a
 * third language is a new entry here and new rows, not a schema change.
 */
export const CONTENT_LOCALES = ["es", "en"] as const satisfies readonly Locale[];
export type ContentLocale = (typeof CONTENT_LOCALES)[number];
export const PRIMARY_CONTENT_LOCALE = "es" satisfies ContentLocale;
export const SECONDARY_CONTENT_LOCALES = ["en"] as const satisfies readonly ContentLocale[];
export type SecondaryContentLocale = (typeof SECONDARY_CONTENT_LOCALES)[number];

export function isContentLocale(value: unknown): value is ContentLocale {
  return (CONTENT_LOCALES as readonly unknown[]).includes(value);
}

export function isSecondaryContentLocale(value: unknown): value is SecondaryContentLocale {
  return (SECONDARY_CONTENT_LOCALES as readonly unknown[]).includes(value);
}
