import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps } from "../../app-deps.ts";
import { queryRows } from "../../db/query-rows.ts";
import { destinations } from "../../db/schema/trips.ts";
import { createTrip, createTropleader } from "../../seed/factories.ts";
import { createTestDeps } from "../../testing/test-deps.ts";
import { findCountry } from "../trips/country-catalogue.ts";
import { refreshDestinationSearchTexts } from "../trips/refresh-destination-search-texts.ts";
import { upsertDestination } from "../trips/upsert-destination.ts";
import { listTrips } from "./list-trips.ts";

let deps: AppDeps & { close(): Promise<void> };
let taghazout: string;
let sevilla: string;

beforeAll(async () => {
  deps = await createTestDeps();
  const leader = await createTropleader(deps.db);
  taghazout = (
    await createTrip(deps.db, {
      tropleaderId: leader.id,
      title: "Surf en Taghazout",
      destination: { country: "Marruecos", city: "Taghazout", region: "Souss-Massa", continent: "africa" },
    })
  ).id;
  // A destination typed in the wizard (the country from the list, the city as the guide wrote it).
  const destinationId = await deps.db.transaction((tx) =>
    upsertDestination(tx, { country: findCountry("Spain")!, city: "Sevilla", region: "Andalucía" }),
  );
  sevilla = (
    await createTrip(deps.db, { tropleaderId: leader.id, title: "Flamenco en Sevilla", destinationId })
  ).id;
});
afterAll(() => deps.close());

const found = async (destination: string) =>
  (await listTrips(deps.db, { destination })).trips
    .map((t) => t.id)
    .filter((id) => id === taghazout || id === sevilla);

describe("destination search in either language (issue 34)", () => {
  it("finds the Taghazout trip by its country in English or in Spanish, with or without accents or capitals", async () => {
    for (const query of ["Morocco", "morocco", "marruecos", "MARRUECOS", "Taghazout"]) {
      expect(await found(query), query).toEqual([taghazout]);
    }
  });

  it("finds Seville by its English or Spanish name, and its country and region in both", async () => {
    for (const query of [
      "Seville",
      "Sevilla",
      "sevilla",
      "Spain",
      "España",
      "espana",
      "Andalusia",
      "Andalucía",
    ]) {
      expect(await found(query), query).toEqual([sevilla]);
    }
    expect(await found("Lisbon")).toEqual([]);
  });

  it("is served by the trigram index whatever the language typed", async () => {
    const plan = await deps.db.transaction(async (tx) => {
      // A handful of rows would be read whole: ask the planner what it does when it must use an index.
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ "QUERY PLAN": string }>(
        tx,
        sql`explain select id from destinations where search_text like ${"%morocco%"}`,
      );
    });
    expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toContain("destinations_search_trgm_idx");
  });

  it("rewrites destinations stored before the English names once, then leaves them alone", async () => {
    await deps.db
      .update(destinations)
      .set({ searchText: "marruecos taghazout souss-massa" })
      .where(eq(destinations.city, "Taghazout"));
    expect(await found("Morocco")).toEqual([]);
    expect(await refreshDestinationSearchTexts(deps.db)).toBeGreaterThanOrEqual(1);
    expect(await found("Morocco")).toEqual([taghazout]);
    expect(await refreshDestinationSearchTexts(deps.db)).toBe(0);
  });
});
