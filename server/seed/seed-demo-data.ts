import { sql } from "drizzle-orm";
import { CATEGORIES } from "#core/constants/catalogue";
import type { AppDeps } from "../app-deps.ts";
import { categories } from "../db/schema/trips.ts";

/** Loads the demo data on the first start of an empty embedded database (never in production). */
export async function seedDemoDataIfEmpty(deps: AppDeps): Promise<boolean> {
  const result = await deps.db.execute(sql`select exists(select 1 from users) as has_users`);
  const hasUsers = (result as unknown as { rows: { has_users: boolean }[] }).rows[0]?.has_users;
  if (hasUsers) return false;
  await seedDemoData(deps);
  return true;
}

export async function seedDemoData(deps: AppDeps): Promise<void> {
  await deps.db
    .insert(categories)
    .values(CATEGORIES.map((c, i) => ({ name: c.name, slug: c.slug, sortOrder: i })))
    .onConflictDoNothing();
}
