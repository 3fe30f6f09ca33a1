/**
 * Languages a person can say they speak (profile, tropleader application, "who's going"), as ISO 639-1
 * codes; display names come from Intl.DisplayNames in the reader's language, so no list needs translating.
 */
export const SPOKEN_LANGUAGES = [
  "es",
  "en",
  "fr",
  "de",
  "it",
  "pt",
  "ca",
  "eu",
  "gl",
  "nl",
  "ar",
  "zh",
  "ja",
  "ru",
] as const;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];

// One Intl.DisplayNames per reader's language: building one loads its name tables (a few ms each on a phone,
// and the trip page names each of its tropleader's languages while it hydrates).
const displayNames = new Map<string, Intl.DisplayNames>();

/** "es" → "español" (es) / "Spanish" (en), capitalised for lists. */
export function languageName(code: string, locale: string): string {
  let name = code;
  try {
    let names = displayNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: "language" });
      displayNames.set(locale, names);
    }
    name = names.of(code) ?? code;
  } catch {
    // An unknown code shows as itself.
  }
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
