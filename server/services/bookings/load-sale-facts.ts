import { eq } from "drizzle-orm";
import type { SaleFacts } from "#core/rules/booking-sale";
import { platformToday } from "#core/rules/platform-calendar";
import type { Tx } from "../../db/client.ts";
import { tripDepartures, trips } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import type { BookingContext } from "./load-booking-context.ts";

/**
 * What `unsellableCause` needs to know about a booking being paid, read in the caller's transaction with the
 * booking already locked. The departure row is locked next (booking before departure, as every booking
 * service does), so the seat count it reports is the one a retake would see.
 */
export async function loadSaleFacts(tx: Tx, ctx: BookingContext, now: Date): Promise<SaleFacts> {
  const [departure] = await tx
    .select({
      status: tripDepartures.status,
      startDate: tripDepartures.startDate,
      currentParticipants: tripDepartures.currentParticipants,
      maxParticipants: tripDepartures.maxParticipants,
    })
    .from(tripDepartures)
    .where(eq(tripDepartures.id, ctx.booking.departureId))
    .for("update");
  const [trip] = await tx.select({ status: trips.status }).from(trips).where(eq(trips.id, ctx.trip.id));
  const person = async (id: string) =>
    (
      await tx
        .select({
          deletedAt: users.deletedAt,
          suspendedAt: users.suspendedAt,
          role: users.role,
          isApproved: users.isApproved,
        })
        .from(users)
        .where(eq(users.id, id))
    )[0]!;
  const traveller = await person(ctx.traveller.id);
  const tropleader = await person(ctx.tropleader.id);
  return {
    traveller: { deleted: traveller.deletedAt !== null, suspended: traveller.suspendedAt !== null },
    tropleader: {
      deleted: tropleader.deletedAt !== null,
      suspended: tropleader.suspendedAt !== null,
      approvedTropleader: tropleader.role === "tropleader" && tropleader.isApproved,
    },
    tripStatus: trip!.status,
    departure: {
      cancelled: departure!.status === "cancelled",
      startDate: departure!.startDate,
      currentParticipants: departure!.currentParticipants,
      maxParticipants: departure!.maxParticipants,
    },
    seatsHeld: ctx.booking.status === "pending_payment" && ctx.booking.seatsHeld,
    participants: ctx.booking.participantsCount,
    today: platformToday(now),
  };
}
