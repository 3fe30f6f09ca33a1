import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { tripDepartures } from "../../db/schema/trips.ts";

/**
 * The departure's seat counter (`current_participants`), moved only by a booking's transition
 * (`booking-transitions.ts`) and a waitlist offer's held seats (`services/waitlist/`).
 *
 * `takeSeats` takes `seats` if, at this very moment, they are free, the departure is not cancelled and it
 * starts after `today`. One conditional UPDATE: concurrent attempts on the same departure queue on its row
 * lock and each re-checks the condition against the committed count, so the last seat goes to exactly one of
 * them; the CHECK constraint on current_participants backs it up. Returns whether the seats were taken.
 */
export async function takeSeats(
  db: DbOrTx,
  departureId: string,
  seats: number,
  today: string,
): Promise<boolean> {
  const rows = await db
    .update(tripDepartures)
    .set({
      currentParticipants: sql`${tripDepartures.currentParticipants} + ${seats}`,
      status: sql`case when ${tripDepartures.currentParticipants} + ${seats} >= ${tripDepartures.maxParticipants} then 'full' else 'available' end`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(tripDepartures.id, departureId),
        sql`${tripDepartures.currentParticipants} + ${seats} <= ${tripDepartures.maxParticipants}`,
        ne(tripDepartures.status, "cancelled"),
        gt(tripDepartures.startDate, today),
      ),
    )
    .returning({ id: tripDepartures.id });
  return rows.length > 0;
}

/** Gives seats back to a departure (a full one becomes available again; a cancelled one stays cancelled). */
export async function returnSeats(db: DbOrTx, departureId: string, seats: number): Promise<void> {
  if (seats <= 0) return;
  await db
    .update(tripDepartures)
    .set({
      currentParticipants: sql`${tripDepartures.currentParticipants} - ${seats}`,
      status: sql`case when ${tripDepartures.status} = 'cancelled' then 'cancelled' else 'available' end`,
      updatedAt: new Date(),
    })
    .where(eq(tripDepartures.id, departureId));
}

/** Gives several bookings' seats back, one departure at a time in a fixed order (no lock-order deadlocks). */
export async function returnSeatsInOrder(
  db: DbOrTx,
  held: { departureId: string; participantsCount: number }[],
): Promise<void> {
  const perDeparture = new Map<string, number>();
  for (const b of held)
    perDeparture.set(b.departureId, (perDeparture.get(b.departureId) ?? 0) + b.participantsCount);
  for (const departureId of [...perDeparture.keys()].sort()) {
    await returnSeats(db, departureId, perDeparture.get(departureId)!);
  }
}
