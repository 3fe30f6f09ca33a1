import { sql } from "drizzle-orm";
import { CATEGORIES } from "#core/constants/catalogue";
import type { AppDeps } from "../app-deps.ts";
import type { DbOrTx } from "../db/client.ts";
import { queryRows } from "../db/query-rows.ts";
import { categories } from "../db/schema/trips.ts";
import type { DemoTrip } from "./demo/demo-trip.ts";
import { seedBookings } from "./demo/seed-bookings.ts";
import {
  seedConversations,
  seedNotifications,
  seedPlatformSettings,
  seedTripViews,
  seedWishlist,
} from "./demo/seed-extras.ts";
import { seedPeople } from "./demo/seed-people.ts";
import { seedTrips } from "./demo/seed-trips.ts";
import { CULTURE_TRIPS } from "./demo/trips-culture.ts";
import { LAND_TRIPS } from "./demo/trips-land.ts";
import { SEA_TRIPS } from "./demo/trips-sea.ts";

/** The seed needs only the database and the logger (run-seed.ts builds nothing else). */
export type SeedDeps = Pick<AppDeps, "db" | "logger">;

export const DEMO_TRIPS: DemoTrip[] = [...SEA_TRIPS, ...LAND_TRIPS, ...CULTURE_TRIPS];

/** Any number: it only has to be the same for every instance that might seed at the same moment. */
const SEED_LOCK_KEY = 7_224_911;

async function hasUsers(db: DbOrTx): Promise<boolean> {
  const [row] = await queryRows<{ has_users: boolean }>(
    db,
    sql`select exists(select 1 from users) as has_users`,
  );
  return Boolean(row?.has_users);
}

/**
 * Loads the demo data on the first start of an empty database (never in production). An advisory lock and a
 * second look inside the transaction keep two instances starting together from seeding twice.
 */
export async function seedDemoDataIfEmpty(deps: SeedDeps, now: Date = new Date()): Promise<boolean> {
  if (await hasUsers(deps.db)) return false;
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasUsers(tx)) return false;
    await seedDemoDataIn(tx, deps, now);
    return true;
  });
}

/** Loads the demo data in one transaction: everything or nothing. */
export async function seedDemoData(deps: SeedDeps, now: Date = new Date()): Promise<void> {
  await deps.db.transaction((tx) => seedDemoDataIn(tx, deps, now));
}

/** Empties every table and loads the demo data again, in one transaction (npm run seed -- --reset). */
export async function resetDemoData(deps: SeedDeps, now: Date = new Date()): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await wipeAllData(tx);
    await seedDemoDataIn(tx, deps, now);
  });
}

async function seedDemoDataIn(tx: DbOrTx, deps: SeedDeps, now: Date): Promise<void> {
  const started = performance.now();
  await tx
    .insert(categories)
    .values(CATEGORIES.map((c, i) => ({ name: c.name, slug: c.slug, sortOrder: i })))
    .onConflictDoNothing();
  const people = await seedPeople(tx, DEMO_TRIPS, now);
  await seedPlatformSettings(tx, people.admin.id);
  const trips = await seedTrips(tx, DEMO_TRIPS, people, now);
  const bookings = await seedBookings(tx, trips, people, now);
  await seedWishlist(tx, people.marta.id, trips, ["safari-serengeti", "vela-cicladas", "nieve-niseko"], now);
  await seedTripViews(tx, trips, now);
  await seedConversations(tx, trips, bookings, people, now);
  await seedNotifications(tx, bookings, people, now);
  deps.logger.info("demo data loaded", {
    trips: trips.length,
    bookings: bookings.length,
    ms: Math.round(performance.now() - started),
  });
}

/**
 * Empties every application table (the migrations table stays), for `npm run seed -- --reset` on a
 * development database.
 */
export async function wipeAllData(db: DbOrTx): Promise<void> {
  const rows = await queryRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const tables = rows.map((r) => r.tablename);
  if (!tables.length) return;
  await db.execute(
    sql.raw(`truncate table ${tables.map((t) => `"${t}"`).join(", ")} restart identity cascade`),
  );
}
