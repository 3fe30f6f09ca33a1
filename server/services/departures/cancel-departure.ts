import { and, eq, inArray } from "drizzle-orm";
import { toLocale } from "#core/constants/locales";
import { formatLongDate } from "#core/format/dates";
import { platformToday } from "#core/rules/platform-calendar";
import type { AppDeps } from "../../app-deps.ts";
import type { Tx } from "../../db/client.ts";
import { bookings, payments } from "../../db/schema/bookings.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { tripDepartures } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { endUnpaidHolds } from "../bookings/booking-transitions.ts";
import { cancelPaidBooking } from "../bookings/cancel-paid-booking.ts";
import { emailTraveller } from "../bookings/email-traveller.ts";
import { expireProviderSessions } from "../bookings/expire-provider-sessions.ts";
import { loadBookingContext } from "../bookings/load-booking-context.ts";
import { refreshTripDepartureSummary } from "../catalogue/refresh-trip-departure-summary.ts";
import { postGroupNotice, publishGroupNotice } from "../messaging/post-group-notice.ts";
import { announceNotifications } from "../notifications/announce-notifications.ts";
import { notify } from "../notifications/notify.ts";
import { assertCanPublish, loadOwnTrip, type TripActor } from "../trips/trip-access.ts";
import { tellWaitlistOfCancellation } from "../waitlist/tell-waitlist-of-cancellation.ts";
import { loadOwnDeparture } from "./load-own-departure.ts";

export type DepartureCancellation = {
  /** False when it was already cancelled (a second click, another tab): nothing was done again. */
  cancelled: boolean;
  refundedBookings: number;
  refundCents: number;
  releasedHolds: number;
};

/** The notice left in the departure's group chat, in the tropleader's language. */
async function postCancellationNotice(tx: Tx, departureId: string, tropleaderId: string, startDate: string) {
  const [guide] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, tropleaderId));
  const locale = toLocale(guide?.locale);
  const date = formatLongDate(startDate, locale);
  const content =
    locale === "en"
      ? `This departure (${date}) has been cancelled. Every traveller gets a full refund to their card within 24-48 hours.`
      : `Esta salida (${date}) se ha cancelado. Todos los viajeros reciben el reembolso completo en su tarjeta en 24-48 horas.`;
  return postGroupNotice(tx, departureId, tropleaderId, content);
}

/**
 * The tropleader cancels a departure (doc 2 §9 'Tropleader cancels: 100% within 24-48 h'): in one transaction on
 * the locked departure, it is marked cancelled (no one can book it any more), every paid booking is cancelled and
 * refunded in full through the payment provider (refund reason `tropleader_cancellation`, the refund job), open
 * checkouts are ended and their seats released, each traveller is emailed in their language and notified, the
 * group chat gets a notice and the change is audited. A departure already cancelled is left alone, so two clicks
 * or two tabs refund once.
 */
export async function cancelDeparture(
  deps: AppDeps,
  actor: TripActor,
  tripId: string,
  departureId: string,
): Promise<DepartureCancellation> {
  const trip = await loadOwnTrip(deps.db, actor, tripId);
  await assertCanPublish(deps.db, actor);
  const outcome = await deps.db.transaction(async (tx) => {
    const departure = await loadOwnDeparture(tx, trip.id, departureId);
    if (departure.status === "cancelled") {
      return {
        result: { cancelled: false, refundedBookings: 0, refundCents: 0, releasedHolds: 0 },
        notified: [],
        sessions: [],
        notice: null,
      };
    }
    const now = new Date();
    await tx
      .update(tripDepartures)
      .set({ status: "cancelled", updatedAt: now })
      .where(eq(tripDepartures.id, departure.id));
    await refreshTripDepartureSummary(tx, trip.id, platformToday(now));
    const notice = await postCancellationNotice(tx, departure.id, trip.tropleaderId, departure.startDate);
    await tellWaitlistOfCancellation(tx, departure, trip, now, deps.config.appUrl);

    const affected = await tx
      .select({ id: bookings.id, status: bookings.status, seatsHeld: bookings.seatsHeld })
      .from(bookings)
      .where(
        and(
          eq(bookings.departureId, departure.id),
          inArray(bookings.status, ["confirmed", "pending_payment"]),
        ),
      )
      .orderBy(bookings.id);
    let refundedBookings = 0;
    let refundCents = 0;
    let releasedHolds = 0;
    const notified: string[] = [];
    const sessions: string[] = [];
    for (const { id } of affected) {
      const ctx = await loadBookingContext(tx, id, { lock: true });
      if (!ctx) continue;
      const { booking } = ctx;
      if (booking.status === "pending_payment") {
        sessions.push(...(await endUnpaidHolds(tx, [booking], "departure_cancelled", now)));
        releasedHolds++;
        continue;
      }
      if (booking.status !== "confirmed") continue;
      const [payment] = await tx
        .select({ id: payments.id, amountCents: payments.amountCents })
        .from(payments)
        .where(and(eq(payments.bookingId, booking.id), eq(payments.status, "paid")));
      const paidCents = payment?.amountCents ?? 0;
      await cancelPaidBooking(tx, ctx, {
        paymentId: payment?.id ?? null,
        paidCents,
        refundCents: paidCents,
        percent: 100,
        reason: "tropleader_cancellation",
        now,
        issuedBy: actor?.id ?? null,
      });
      await emailTraveller(deps, tx, ctx, "departure_cancelled", { refundCents: paidCents });
      await notify(tx, ctx.traveller.id, "departure_cancelled", {
        tripTitle: ctx.trip.title,
        tripId: ctx.trip.id,
        startDate: departure.startDate,
        amountCents: paidCents,
        currency: booking.currency,
      });
      notified.push(ctx.traveller.id);
      refundedBookings++;
      refundCents += paidCents;
    }
    await tx.insert(auditLog).values({
      actorId: actor?.id ?? null,
      action: "departure.cancel",
      entityType: "departure",
      entityId: departure.id,
      data: {
        tripTitle: trip.title,
        startDate: departure.startDate,
        refundedBookings,
        refundCents,
        releasedHolds,
      },
    });
    return {
      result: { cancelled: true, refundedBookings, refundCents, releasedHolds },
      notified,
      sessions,
      notice,
    };
  });
  await announceNotifications(deps, outcome.notified);
  await expireProviderSessions(deps, outcome.sessions);
  await publishGroupNotice(deps, outcome.notice, trip.tropleaderId);
  if (outcome.result.cancelled) {
    deps.logger.info("departure cancelled", {
      departureId,
      refundedBookings: outcome.result.refundedBookings,
    });
  }
  return outcome.result;
}
