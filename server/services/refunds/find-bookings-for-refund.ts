import { desc, eq, ilike, inArray, or } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { bookings, refunds } from "../../db/schema/bookings.ts";
import { tripDepartures, trips } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { cleanSearch, likePattern } from "../../lib/search-text.ts";
import { assertAdmin } from "../admin/assert-admin.ts";

/**
 * Reembolsos: paid bookings found by reference, the traveller's name or email, or the trip's title, newest
 * first, each with what was paid and what has been refunded so far. An empty text finds nothing.
 */
export async function findBookingsForRefund(
  deps: Pick<AppDeps, "db">,
  actor: SessionUser | null,
  raw: unknown,
) {
  assertAdmin(actor);
  const query = cleanSearch(raw);
  if (!query) return [];
  const pattern = likePattern(query);
  const found = await deps.db
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
    .from(bookings)
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .innerJoin(tripDepartures, eq(tripDepartures.id, bookings.departureId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      or(
        ilike(bookings.bookingReference, pattern),
        ilike(users.email, pattern),
        ilike(users.name, pattern),
        ilike(trips.title, pattern),
      ),
    )
    .orderBy(desc(bookings.createdAt))
    .limit(20);
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
