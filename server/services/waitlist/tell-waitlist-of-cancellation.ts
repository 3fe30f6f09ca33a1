import { and, eq, inArray } from "drizzle-orm";
import { toLocale } from "#core/constants/locales";
import type { Tx } from "../../db/client.ts";
import { waitlistEntries } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { returnSeats } from "../bookings/departure-seats.ts";
import { tripTitleForReader } from "../catalogue/trip-title-for-reader.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";

/**
 * Inside the departure's cancellation: everyone still in its line is told by email and the line closes (the
 * seats of open offers are given back, so the cancelled departure counts only its bookings).
 */
export async function tellWaitlistOfCancellation(
  tx: Tx,
  departure: { id: string; startDate: string },
  trip: { id: string; title: string },
  now: Date,
  appUrl: string,
): Promise<number> {
  const open = and(
    eq(waitlistEntries.departureId, departure.id),
    inArray(waitlistEntries.status, ["waiting", "offered"]),
  );
  const line = await tx
    .select({
      userId: waitlistEntries.userId,
      participants: waitlistEntries.participants,
      seatsHeld: waitlistEntries.seatsHeld,
    })
    .from(waitlistEntries)
    .where(open)
    .for("update");
  if (line.length === 0) return 0;
  await tx.update(waitlistEntries).set({ status: "cancelled", seatsHeld: false, updatedAt: now }).where(open);
  await returnSeats(
    tx,
    departure.id,
    line.reduce((n, e) => n + (e.seatsHeld ? e.participants : 0), 0),
  );
  const people = await tx
    .select({ name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(
      inArray(
        users.id,
        line.map((l) => l.userId),
      ),
    );
  for (const person of people) {
    const locale = toLocale(person.locale);
    await enqueueEmail(tx, {
      to: person.email,
      toName: person.name,
      locale,
      template: "waitlist_departure_cancelled",
      data: {
        travellerName: person.name,
        tripTitle: await tripTitleForReader(tx, trip, locale),
        startDate: departure.startDate,
      },
      appUrl,
    });
  }
  return line.length;
}
