import type { Locale } from "#core/constants/locales";
import { PRIMARY_CONTENT_LOCALE } from "#core/content/content-locales";
import { englishPlaceName } from "#core/content/destination-search-text";
import { findCountry } from "../trips/country-catalogue.ts";

/**
 * A destination's names as a page in `locale` shows them (issue 34): destinations store the Spanish names;
 * the country's name in the reader's language comes from the country list (country-catalogue.ts), an English
 * city's from the exonyms the search uses (Sevilla → Seville); anything else keeps the name the guide wrote.
 */
export function placeNamesIn(
  place: { country: string; city: string },
  locale: Locale,
): { country: string; city: string } {
  if (locale === PRIMARY_CONTENT_LOCALE) return { country: place.country, city: place.city };
  const country = findCountry(place.country);
  return {
    country: country ? country[locale] : place.country,
    city: (locale === "en" ? englishPlaceName(place.city) : undefined) ?? place.city,
  };
}
