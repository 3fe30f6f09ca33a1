import { desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { bookings, refunds } from "../../db/schema/bookings.ts";
import { trips } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { assertAdmin } from "../admin/assert-admin.ts";

/** Refunds the payment provider refused, newest first, for the admin to send again. */
export async function listFailedRefunds(deps: Pick<AppDeps, "db">, actor: SessionUser | null) {
  assertAdmin(actor);
  return deps.db
    .select({
      id: refunds.id,
      amountCents: refunds.amountCents,
      currency: refunds.currency,
      reason: refunds.reason,
      retries: refunds.retries,
      createdAt: refunds.createdAt,
      reference: bookings.bookingReference,
      tripTitle: trips.title,
      travellerName: users.name,
      travellerEmail: users.email,
    })
    .from(refunds)
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(refunds.status, "failed"))
    .orderBy(desc(refunds.createdAt))
    .limit(100);
}
