import worldCountries from "world-countries";
import type { ContinentKey } from "#core/constants/catalogue";
import type { Locale } from "#core/constants/locales";
import { normalizeSearchText } from "#core/rules/text";

/** One country a trip can go to: ISO 3166-1 alpha-2 code, its names, and the continent it belongs to. */
export type Country = { code: string; es: string; en: string; continent: ContinentKey };

/** The dataset's regions onto the spec's five continents; Antarctic territories take no trips. */
const CONTINENT_OF_REGION: Record<string, ContinentKey | undefined> = {
  Americas: "america",
  Europe: "europa",
  Asia: "asia",
  Africa: "africa",
  Oceania: "oceania",
};

/**
 * Every country from the maintained `world-countries` dataset (ISO codes, CLDR-style names in Spanish and
 * English, region). The continent is derived here, never typed by a tropleader.
 */
export const COUNTRIES: readonly Country[] = worldCountries.flatMap((c) => {
  const continent = CONTINENT_OF_REGION[c.region];
  if (!continent) return [];
  return [{ code: c.cca2, es: c.translations.spa?.common ?? c.name.common, en: c.name.common, continent }];
});

const byName = new Map<string, Country>();
for (const country of COUNTRIES) {
  byName.set(normalizeSearchText(country.es), country);
  byName.set(normalizeSearchText(country.en), country);
}
const byCode = new Map(COUNTRIES.map((c) => [c.code, c]));

/** A country by its name in either language, accents and case ignored ("peru", "Perú", "Peru"). */
export function findCountry(name: string): Country | undefined {
  return byName.get(normalizeSearchText(name));
}

export function countryByCode(code: string): Country | undefined {
  return byCode.get(code.toUpperCase());
}

/** The names offered in the wizard's country field, in the reader's language, sorted for that language. */
export function countryNames(locale: Locale): string[] {
  const names = COUNTRIES.map((c) => c[locale]);
  return names.sort((a, b) => a.localeCompare(b, locale));
}
