import { destinationSearchText } from "#core/content/destination-search-text";
import { findCountry } from "./country-catalogue.ts";

/**
 * `destinations.search_text` of a place stored with its Spanish country name: the Spanish words, then the
 * English country name (from the country list) and the city's and region's English names (issue 34).
 */
export function searchTextOfDestination(place: {
  country: string;
  city: string;
  region?: string | null;
}): string {
  return destinationSearchText({ ...place, countryEnglish: findCountry(place.country)?.en ?? null });
}
