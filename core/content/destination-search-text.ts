import { normalizeSearchText } from "../rules/text.ts";

/**
 * English names of places whose Spanish name differs (exonyms), keyed by the accent-free, lower-cased Spanish
 * name: the cities and regions of the destinations we ship (the demo trips) and the best-known others a guide
 * is likely to type. Countries are not here: their English names come from the country list
 * (server/services/trips/country-catalogue.ts). A place missing here is still found by its own name.
 */
export const ENGLISH_PLACE_NAMES: Readonly<Record<string, string>> = {
  // Cities
  sevilla: "Seville",
  lisboa: "Lisbon",
  oporto: "Porto",
  "ciudad de mexico": "Mexico City",
  cuzco: "Cusco",
  "el cairo": "Cairo",
  marrakech: "Marrakesh",
  roma: "Rome",
  florencia: "Florence",
  venecia: "Venice",
  napoles: "Naples",
  milan: "Milan",
  atenas: "Athens",
  londres: "London",
  edimburgo: "Edinburgh",
  "nueva york": "New York",
  estambul: "Istanbul",
  reikiavik: "Reykjavik",
  tokio: "Tokyo",
  kioto: "Kyoto",
  pekin: "Beijing",
  "ciudad del cabo": "Cape Town",
  zanzibar: "Zanzibar",
  // Regions of the shipped destinations
  andalucia: "Andalusia",
  aragon: "Aragon",
  canarias: "Canary Islands",
  cicladas: "Cyclades",
  rajastan: "Rajasthan",
  veneto: "Veneto",
  "mar rojo": "Red Sea",
  "islas yasawa": "Yasawa Islands",
};

/** A place's English name when it has one of its own, else undefined. */
export function englishPlaceName(name: string): string | undefined {
  return ENGLISH_PLACE_NAMES[normalizeSearchText(name)];
}

/**
 * What the destination search matches (`destinations.search_text`, trigram-indexed): the Spanish
 * "country city region", then the English names that differ (the country's, given by the caller from the
 * country list, and the city's and region's exonyms), lower-cased and accent-free, so "Morocco" and "marruecos"
 * or "Seville" and "Sevilla" find the same place.
 */
export function destinationSearchText(place: {
  country: string;
  city: string;
  region?: string | null;
  countryEnglish?: string | null;
}): string {
  const spanish = [place.country, place.city, place.region ?? ""].map(normalizeSearchText).filter(Boolean);
  const english = [
    place.countryEnglish ?? "",
    englishPlaceName(place.city) ?? "",
    place.region ? (englishPlaceName(place.region) ?? "") : "",
  ]
    .map(normalizeSearchText)
    .filter((name) => name !== "" && !spanish.includes(name));
  return [...spanish, ...new Set(english)].join(" ");
}
