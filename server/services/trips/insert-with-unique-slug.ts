import { slugify } from "#core/rules/text";
import type { Tx } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/is-unique-violation.ts";

/** The slug for a title (doc 2 §5), `viaje` when the title has no letters or digits left. */
export function baseSlug(title: string): string {
  return slugify(title).slice(0, 80).replace(/-+$/, "") || "viaje";
}

/**
 * Runs `insert(slug)` with the title's slug, then `slug-2`, `slug-3`… while the slug is taken. Each attempt is
 * a savepoint, so a collision (even with a trip created at the same moment) does not abort the transaction.
 */
export async function insertWithUniqueSlug<T>(
  tx: Tx,
  title: string,
  insert: (slug: string, tx: Tx) => Promise<T>,
): Promise<T> {
  const base = baseSlug(title);
  for (let n = 1; n <= 50; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    try {
      return await tx.transaction((sp) => insert(slug, sp));
    } catch (e) {
      if (!isUniqueViolation(e, "trips_slug_unique")) throw e;
    }
  }
  // Fifty trips with one title: fall back to a random suffix rather than refuse the trip.
  return tx.transaction((sp) => insert(`${base}-${crypto.randomUUID().slice(0, 8)}`, sp));
}
