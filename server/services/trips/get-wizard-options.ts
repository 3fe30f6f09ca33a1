import { asc } from "drizzle-orm";
import { CATEGORIES } from "#core/constants/catalogue";
import type { Locale } from "#core/constants/locales";
import type { AppDeps } from "../../app-deps.ts";
import { destinations } from "../../db/schema/trips.ts";
import { countryNames, findCountry } from "./country-catalogue.ts";

export type WizardOptions = {
  /** Category slugs in the catalogue's order (their names are translated in catalogue.json). */
  categories: string[];
  /** Every country, named in the reader's language. */
  countries: string[];
  /** Existing destinations, the country named in the reader's language, for the city suggestions. */
  destinations: { country: string; city: string; region: string }[];
};

/** What the wizard's step 1 offers (doc 2 §7: categories, and destinations ordered by country then city). */
export async function getWizardOptions(deps: Pick<AppDeps, "db">, locale: Locale): Promise<WizardOptions> {
  const rows = await deps.db
    .select({ country: destinations.country, city: destinations.city, region: destinations.region })
    .from(destinations)
    .orderBy(asc(destinations.country), asc(destinations.city))
    .limit(2000);
  return {
    categories: CATEGORIES.map((c) => c.slug),
    countries: countryNames(locale),
    destinations: rows.map((d) => ({
      country: findCountry(d.country)?.[locale] ?? d.country,
      city: d.city,
      region: d.region ?? "",
    })),
  };
}
