import { and, eq } from "drizzle-orm";
import { normalizeSearchText } from "#core/rules/text";
import type { Tx } from "../../db/client.ts";
import { destinations } from "../../db/schema/trips.ts";
import type { Country } from "./country-catalogue.ts";
import { searchTextOfDestination } from "./destination-search-text.ts";

/**
 * The destination of a country + city pair, created when the pair is new (doc 2 §7). The country is stored by
 * its Spanish name (the catalogue's language of record) with the continent derived from it; a city typed with
 * other capitals or without its accents ("cuzco" for "Cuzco", "bogota" for "Bogotá") finds the existing one.
 */
export async function upsertDestination(
  tx: Tx,
  place: { country: Country; city: string; region: string },
): Promise<string> {
  const country = place.country.es;
  const city = place.city.trim();
  const sameCountry = await tx
    .select({ id: destinations.id, city: destinations.city })
    .from(destinations)
    .where(eq(destinations.country, country));
  const wanted = normalizeSearchText(city);
  const existing = sameCountry.find((d) => normalizeSearchText(d.city) === wanted);
  if (existing) return existing.id;
  const region = place.region.trim() || null;
  const [created] = await tx
    .insert(destinations)
    .values({
      country,
      city,
      region,
      continent: place.country.continent,
      searchText: searchTextOfDestination({ country, city, region }),
    })
    .onConflictDoNothing()
    .returning({ id: destinations.id });
  if (created) return created.id;
  const [raced] = await tx
    .select({ id: destinations.id })
    .from(destinations)
    .where(and(eq(destinations.country, country), eq(destinations.city, city)));
  if (!raced) throw new Error("destination vanished");
  return raced.id;
}
