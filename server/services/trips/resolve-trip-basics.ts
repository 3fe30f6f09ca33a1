import { eq } from "drizzle-orm";
import type { TripBasics } from "#core/schemas/trip-wizard";
import type { DbOrTx } from "../../db/client.ts";
import { categories } from "../../db/schema/trips.ts";
import { AppError } from "../../lib/app-error.ts";
import { type Country, findCountry } from "./country-catalogue.ts";

/**
 * What step 1 names, checked against what exists: the category (doc 2 §5 'Categoría no válida') and the country
 * (one of the dataset's, by name in either language).
 */
export async function resolveTripBasics(
  db: DbOrTx,
  basics: Pick<TripBasics, "category" | "country" | "city" | "region">,
): Promise<{ categoryId: string; country: Country; city: string; region: string }> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, basics.category));
  if (!category) {
    throw new AppError("validation", "trips:wizard.errors.categoryInvalid", { step: 1, field: "category" });
  }
  const country = findCountry(basics.country);
  if (!country) {
    throw new AppError("validation", "trips:wizard.errors.countryInvalid", { step: 1, field: "country" });
  }
  return { categoryId: category.id, country, city: basics.city, region: basics.region };
}
