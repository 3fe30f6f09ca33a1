import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { trips, tripTranslations } from "../../db/schema/trips.ts";
import { tropleaderProfiles, tropleaderProfileTranslations } from "../../db/schema/users.ts";
import { createTrip, createTropleader } from "../../seed/factories.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { listSitemapEntries } from "./list-sitemap-entries.ts";

// Issue 34: the English URL's lastmod follows the English version's save time, on PGlite and PostgreSQL.
const deps = useTestDeps();

const SPANISH_SAVED = new Date("2031-01-10T10:00:00Z");
const ENGLISH_SAVED = new Date("2031-02-20T10:00:00Z");
const basics = { title: "Surf camp", shortDescription: "Waves", description: "A week of surf." };

describe("sitemap lastmod per language", () => {
  it("a trip's English URL is as new as its English version; the Spanish one keeps the trip's own time", async () => {
    const leader = await createTropleader(deps.db);
    const trip = await createTrip(deps.db, { tropleaderId: leader.id });
    const spanishOnly = await createTrip(deps.db, { tropleaderId: leader.id });
    const older = await createTrip(deps.db, { tropleaderId: leader.id });
    await deps.db
      .update(trips)
      .set({ updatedAt: SPANISH_SAVED })
      .where(sql`${trips.id} in (${trip.id}, ${spanishOnly.id}, ${older.id})`);
    await deps.db.insert(tripTranslations).values([
      { tripId: trip.id, locale: "en", content: { basics }, updatedAt: ENGLISH_SAVED },
      // Written before the last Spanish edit: the English page changed with it.
      { tripId: older.id, locale: "en", content: { basics }, updatedAt: new Date("2030-12-01T10:00:00Z") },
    ]);

    const { trips: entries } = await listSitemapEntries(deps.db);
    const of = (slug: string) => entries.find((e) => e.slug === slug);
    expect(of(trip.slug)).toMatchObject({ updatedAt: SPANISH_SAVED, locales: ["es", "en"] });
    expect(of(trip.slug)?.lastModified).toEqual({ en: ENGLISH_SAVED });
    expect(of(older.slug)?.lastModified).toEqual({ en: SPANISH_SAVED });
    expect(of(spanishOnly.slug)).toMatchObject({ locales: ["es"], lastModified: {} });

    // A rejected English version is no English URL at all.
    await deps.db
      .update(tripTranslations)
      .set({ status: "rejected" })
      .where(eq(tripTranslations.tripId, trip.id));
    const again = (await listSitemapEntries(deps.db)).trips.find((e) => e.slug === trip.slug);
    expect(again).toMatchObject({ locales: ["es"], lastModified: {} });
  });

  it("a creator's English URL is as new as their English bio and presentation", async () => {
    const leader = await createTropleader(deps.db);
    const other = await createTropleader(deps.db);
    await deps.db
      .update(tropleaderProfiles)
      .set({ updatedAt: SPANISH_SAVED })
      .where(sql`${tropleaderProfiles.userId} in (${leader.id}, ${other.id})`);
    await deps.db
      .insert(tropleaderProfileTranslations)
      .values({ userId: leader.id, locale: "en", bio: "Surf instructor.", updatedAt: ENGLISH_SAVED });
    const { creators } = await listSitemapEntries(deps.db);
    const mine = creators.find((c) => c.id === leader.id);
    const theirs = creators.find((c) => c.id === other.id);
    expect(mine?.lastModified.en).toEqual(ENGLISH_SAVED);
    expect(mine!.updatedAt < ENGLISH_SAVED).toBe(true);
    expect(theirs?.lastModified.en).toEqual(theirs?.updatedAt);
  });
});
