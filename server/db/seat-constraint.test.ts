import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../testing/test-database.ts";
import type { Database } from "./client.ts";
import { categories, destinations, tripDepartures, trips } from "./schema/trips.ts";
import { users } from "./schema/users.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("seat accounting constraint", () => {
  it("refuses more participants than seats, whatever the code does", async () => {
    const { db } = database;
    const [leader] = await db
      .insert(users)
      .values({ name: "Ana", email: "ana@example.com", role: "tropleader" })
      .returning();
    const [cat] = await db.insert(categories).values({ name: "Surf", slug: "surf" }).returning();
    const [dest] = await db
      .insert(destinations)
      .values({ country: "Portugal", city: "Peniche", continent: "europa", searchText: "portugal peniche" })
      .returning();
    const [trip] = await db
      .insert(trips)
      .values({
        tropleaderId: leader!.id,
        title: "Surf en Peniche",
        slug: "surf-en-peniche",
        shortDescription: "x",
        description: "y",
        categoryId: cat!.id,
        destinationId: dest!.id,
        durationDays: 7,
        maxParticipants: 10,
        basePriceCents: 90000,
      })
      .returning();
    const [dep] = await db
      .insert(tripDepartures)
      .values({
        tripId: trip!.id,
        startDate: "2030-05-01",
        endDate: "2030-05-07",
        priceCents: 90000,
        maxParticipants: 2,
      })
      .returning();
    await db.update(tripDepartures).set({ currentParticipants: 2 }).where(eq(tripDepartures.id, dep!.id));
    await expect(
      db
        .update(tripDepartures)
        .set({ currentParticipants: sql`${tripDepartures.currentParticipants} + 1` })
        .where(eq(tripDepartures.id, dep!.id)),
    ).rejects.toThrow();
    const [after] = await db.select().from(tripDepartures).where(eq(tripDepartures.id, dep!.id));
    expect(after!.currentParticipants).toBe(2);
  });
});
