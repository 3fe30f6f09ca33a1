import { and, desc, eq, inArray, ne } from "drizzle-orm";
import type { Locale } from "#core/constants/locales";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { bookings, payments, refunds } from "../../db/schema/bookings.ts";
import { destinations, tripDepartures, trips } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { placeNamesIn } from "../catalogue/place-names.ts";
import { tripTitleForReader } from "../catalogue/trip-title-for-reader.ts";
import { consumeUserRateLimit } from "../limits/consume-user-rate-limit.ts";
import { getSiteContent } from "../site-content/get-site-content.ts";

export type ReceiptData = {
  kind: "payment" | "refund";
  /** The receipt's own number: the booking reference, then P (payment) or R and the refund's order. */
  number: string;
  issuedAt: Date;
  amountCents: number;
  currency: string;
  /** For a refund: the share of the payment returned, and why. */
  percent: number | null;
  reason: string | null;
  booking: {
    reference: string;
    participants: number;
    unitPriceCents: number;
    totalCents: number;
    paidAt: Date;
  };
  trip: { title: string; city: string; country: string; startDate: string; endDate: string };
  traveller: { name: string; email: string };
  company: { name: string; email: string; phone: string; address: string };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a receipt says (issue 13): a booking's payment, or one of its refunds. Only the traveller who booked and
 * admins may read it; anyone else gets 'not found' (nothing tells them the booking exists). A payment receipt
 * exists once the payment went through; a refund receipt for a refund not refused by the provider. Each
 * request counts against the reader's receipt limit (USER_RATE_LIMITS.receiptPdf: a PDF is made each time).
 * The trip's title and country are in the reader's language where the trip has a version in it (issue 34).
 */
export async function getReceipt(
  deps: Pick<AppDeps, "db">,
  actor: SessionUser | null,
  bookingId: string,
  refundId: string | null,
  locale: Locale = "es",
): Promise<ReceiptData> {
  if (!actor) throw new AppError("unauthenticated", "auth:errors.signInRequired");
  await consumeUserRateLimit(deps.db, actor.id, "receiptPdf");
  const notFound = new AppError("not_found", "booking:errors.bookingNotFound");
  if (!UUID.test(bookingId) || (refundId !== null && !UUID.test(refundId))) throw notFound;
  const [row] = await deps.db
    .select({
      booking: bookings,
      trip: { id: trips.id, title: trips.title, city: destinations.city, country: destinations.country },
      departure: tripDepartures,
      traveller: users,
    })
    .from(bookings)
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .innerJoin(destinations, eq(destinations.id, trips.destinationId))
    .innerJoin(tripDepartures, eq(tripDepartures.id, bookings.departureId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  if (!row || (row.booking.userId !== actor.id && actor.role !== "admin")) throw notFound;
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), inArray(payments.status, ["paid", "refunded"])))
    .orderBy(desc(payments.paidAt))
    .limit(1);
  if (!payment?.paidAt) throw notFound;
  const [content, bookingRefunds, tripTitle] = await Promise.all([
    getSiteContent(deps.db),
    deps.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.bookingId, bookingId), ne(refunds.status, "failed")))
      .orderBy(refunds.createdAt),
    tripTitleForReader(deps.db, row.trip, locale),
  ]);
  const { booking, trip, departure, traveller } = row;
  const common = {
    currency: payment.currency,
    booking: {
      reference: booking.bookingReference,
      participants: booking.participantsCount,
      unitPriceCents: booking.unitPriceCents,
      totalCents: booking.totalAmountCents,
      paidAt: payment.paidAt,
    },
    trip: {
      title: tripTitle,
      ...placeNamesIn({ city: trip.city, country: trip.country }, locale),
      startDate: departure.startDate,
      endDate: departure.endDate,
    },
    traveller: { name: traveller.name, email: traveller.email },
    company: {
      name: content.siteName,
      email: content.contact.email,
      phone: content.contact.phone,
      address: content.contact.address,
    },
  };
  if (refundId === null) {
    return {
      ...common,
      kind: "payment",
      number: `${booking.bookingReference}-P`,
      issuedAt: payment.paidAt,
      amountCents: payment.amountCents,
      percent: null,
      reason: null,
    };
  }
  const index = bookingRefunds.findIndex((r) => r.id === refundId);
  const refund = bookingRefunds[index];
  if (!refund) throw notFound;
  return {
    ...common,
    kind: "refund",
    number: `${booking.bookingReference}-R${index + 1}`,
    issuedAt: refund.processedAt ?? refund.createdAt,
    amountCents: refund.amountCents,
    percent: refund.percent,
    reason: refund.reason,
  };
}
