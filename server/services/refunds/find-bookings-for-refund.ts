import { desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { isBookingReference } from "#core/rules/booking-reference";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { bookings, refunds } from "../../db/schema/bookings.ts";
import { tripDepartures, trips } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { cleanSearch, likePattern } from "../../lib/search-text.ts";
import { assertAdmin } from "../admin/assert-admin.ts";

const PAGE = 20;

/**
 * Reembolsos: paid bookings found by reference, the traveller's name or email, or the trip's title, newest
 * first, each with what was paid and what has been refunded so far. An empty text finds nothing; a whole
 * reference (TRP-7K3M9Q, in any case) finds that one booking.
 */
export async function findBookingsForRefund(
  deps: Pick<AppDeps, "db">,
  actor: SessionUser | null,
  raw: unknown,
) {
  assertAdmin(actor);
  const db = deps.db;
  const query = cleanSearch(raw);
  if (!query) return [];
  const pattern = likePattern(query);
  const reference = query.toUpperCase();
  // The newest 20 of each way of matching, each through its own trigram index (issue 37), then the newest 20
  // of those: a single OR across the joined tables would read every booking.
  const newest = (from: SQL, match: SQL) =>
    sql`(select b.id, b.created_at from ${from} where ${match} order by b.created_at desc, b.id desc limit ${PAGE})`;
  // A whole reference (what support pastes from an email) is one row of the unique index, whatever the size of
  // the table; part of one is searched like any other text.
  const candidates = isBookingReference(reference)
    ? sql`select b.id, b.created_at from bookings b where b.booking_reference = ${reference}`
    : sql`${newest(sql`bookings b`, sql`b.booking_reference ilike ${pattern}`)}
    union ${newest(sql`bookings b join users u on u.id = b.user_id`, sql`(u.email ilike ${pattern} or u.name ilike ${pattern})`)}
    union ${newest(sql`bookings b join trips t on t.id = b.trip_id`, sql`t.title ilike ${pattern}`)}`;
  const newestIds = db.$with("newest_ids").as(
    db
      .select({ bookingId: sql<string>`c.id`.as("booking_id") })
      .from(sql`(${candidates}) c`)
      .orderBy(sql`c.created_at desc, c.id desc`)
      .limit(PAGE),
  );
  const found = await db
    .with(newestIds)
    .select({
      id: bookings.id,
      reference: bookings.bookingReference,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      participants: bookings.participantsCount,
      totalCents: bookings.totalAmountCents,
      currency: bookings.currency,
      cancellationReason: bookings.cancellationReason,
      startDate: tripDepartures.startDate,
      tripTitle: trips.title,
      travellerName: users.name,
      travellerEmail: users.email,
    })
    .from(newestIds)
    .innerJoin(bookings, eq(bookings.id, newestIds.bookingId))
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .innerJoin(tripDepartures, eq(tripDepartures.id, bookings.departureId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  const paid = found.filter((b) => b.paymentStatus !== "pending" && b.paymentStatus !== "failed");
  if (paid.length === 0) return [];
  const rows = await deps.db
    .select({ bookingId: refunds.bookingId, amountCents: refunds.amountCents, status: refunds.status })
    .from(refunds)
    .where(
      inArray(
        refunds.bookingId,
        paid.map((b) => b.id),
      ),
    );
  return paid.map((b) => ({
    ...b,
    refundedCents: rows
      .filter((r) => r.bookingId === b.id && r.status !== "failed")
      .reduce((sum, r) => sum + r.amountCents, 0),
    refundable: b.status === "confirmed",
  }));
}
