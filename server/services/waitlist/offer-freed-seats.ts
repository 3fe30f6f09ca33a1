import { and, asc, eq, inArray } from "drizzle-orm";
import { toLocale } from "#core/constants/locales";
import { platformToday } from "#core/rules/platform-calendar";
import { pickOffers, WAITLIST_OFFER_HOURS } from "#core/rules/waitlist";
import type { Tx } from "../../db/client.ts";
import { tripDepartures, trips, waitlistEntries } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { takeSeats } from "../bookings/departure-seats.ts";
import { tripTitleForReader } from "../catalogue/trip-title-for-reader.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { notify } from "../notifications/notify.ts";

/** The departure row, locked: every waitlist change takes it first, then the entries (one lock order). */
export async function lockDeparture(tx: Tx, departureId: string) {
  const [departure] = await tx
    .select({
      id: tripDepartures.id,
      tripId: tripDepartures.tripId,
      startDate: tripDepartures.startDate,
      status: tripDepartures.status,
      maxParticipants: tripDepartures.maxParticipants,
      currentParticipants: tripDepartures.currentParticipants,
    })
    .from(tripDepartures)
    .where(eq(tripDepartures.id, departureId))
    .for("update");
  return departure ?? null;
}

/**
 * Offers the departure's free seats to the people in line (issue 14): in order, each one whose wanted seats fit
 * gets them held for 24 hours (counted in current_participants, so nobody else can take them), an email and a
 * notification with a link to the booking form. Nothing is offered once the departure starts or is cancelled.
 * Runs inside the caller's transaction, under the departure's lock; returns the users offered seats.
 */
export async function offerFreedSeats(
  tx: Tx,
  departureId: string,
  now: Date,
  appUrl: string,
): Promise<string[]> {
  const departure = await lockDeparture(tx, departureId);
  const today = platformToday(now);
  if (!departure || departure.status === "cancelled" || departure.startDate <= today) return [];
  const free = departure.maxParticipants - departure.currentParticipants;
  if (free <= 0) return [];
  const line = await tx
    .select({ userId: waitlistEntries.userId, participants: waitlistEntries.participants })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.departureId, departureId), eq(waitlistEntries.status, "waiting")))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.userId));
  const offers = pickOffers(line, free);
  if (offers.length === 0) return [];
  const seats = offers.reduce((n, o) => n + o.participants, 0);
  if (!(await takeSeats(tx, departureId, seats, today))) return [];
  const offeredUntil = new Date(now.getTime() + WAITLIST_OFFER_HOURS * 3_600_000);
  const ids = offers.map((o) => o.userId);
  await tx
    .update(waitlistEntries)
    .set({ status: "offered", seatsHeld: true, offeredUntil, updatedAt: now })
    .where(
      and(
        eq(waitlistEntries.departureId, departureId),
        inArray(waitlistEntries.userId, ids),
        eq(waitlistEntries.status, "waiting"),
      ),
    );

  const [trip] = await tx
    .select({ id: trips.id, title: trips.title })
    .from(trips)
    .where(eq(trips.id, departure.tripId));
  const people = await tx
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(inArray(users.id, ids));
  for (const offer of offers) {
    const person = people.find((p) => p.id === offer.userId);
    if (!person) continue;
    const params = {
      tripTitle: trip?.title ?? "",
      tripId: departure.tripId,
      startDate: departure.startDate,
      departureId,
      participants: offer.participants,
      offeredUntil: offeredUntil.toISOString(),
    };
    await notify(tx, person.id, "waitlist_offer", params, now);
    const locale = toLocale(person.locale);
    const tripTitle = trip ? await tripTitleForReader(tx, trip, locale) : "";
    await enqueueEmail(tx, {
      to: person.email,
      toName: person.name,
      locale,
      template: "waitlist_offer",
      data: { ...params, tripTitle, travellerName: person.name },
      appUrl,
    });
  }
  return ids;
}
