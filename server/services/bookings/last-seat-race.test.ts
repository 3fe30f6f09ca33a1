import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps } from "../../app-deps.ts";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { createUser } from "../../seed/factories.ts";
import { bookingForm, bookingScenario, seatsTaken } from "../../testing/booking-fixtures.ts";
import { isRealPostgres } from "../../testing/test-database.ts";
import { createTestDeps } from "../../testing/test-deps.ts";
import { startCheckout } from "./start-checkout.ts";

/**
 * Overselling must be impossible with real concurrency: 50 travellers press 'Reservar' for the last seat at
 * the same moment, on separate PostgreSQL connections. PGlite runs one query at a time, so this only means
 * something on PostgreSQL; `npm test` runs it in its PostgreSQL pass (scripts/with-postgres.sh).
 */
const onPostgres = isRealPostgres();
if (!onPostgres) {
  console.info(
    "last-seat race skipped: it needs PostgreSQL (TEST_DATABASE_URL); run it with bash scripts/with-postgres.sh",
  );
}

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  if (onPostgres) deps = await createTestDeps();
});
afterAll(async () => {
  await deps?.close();
});

describe("the last seat", () => {
  it.skipIf(!onPostgres)(
    "50 concurrent checkouts for the last seat give exactly one booking (PostgreSQL; skipped without TEST_DATABASE_URL)",
    async () => {
      const s = await bookingScenario(deps, { departure: { maxParticipants: 6, currentParticipants: 5 } });
      const travellers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          createUser(deps.db, { name: `Viajero ${i}` }).then(toSessionUser),
        ),
      );
      const results = await Promise.allSettled(
        travellers.map((t) => startCheckout(deps, t, bookingForm(s.departure.id, 1))),
      );
      const won = results.filter((r) => r.status === "fulfilled");
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(49);
      for (const r of lost)
        expect(r.reason).toMatchObject({ messageKey: "booking:errors.noSeats", params: { count: 0 } });
      expect(await seatsTaken(deps, s.departure.id)).toEqual({ taken: 6, status: "full" });
      const rows = await deps.db.select().from(bookings).where(eq(bookings.departureId, s.departure.id));
      expect(rows).toHaveLength(1);
    },
  );
});
