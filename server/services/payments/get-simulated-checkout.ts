import { eq } from "drizzle-orm";
import { isSimulatedProvider } from "../../adapters/payments/simulated-payment-provider.ts";
import type { AppDeps } from "../../app-deps.ts";
import { bookings, payments } from "../../db/schema/bookings.ts";
import { trips } from "../../db/schema/trips.ts";
import { AppError } from "../../lib/app-error.ts";

export type SimulatedCheckout = {
  sessionId: string;
  bookingId: string;
  reference: string;
  tripTitle: string;
  participants: number;
  amountCents: number;
  currency: string;
  status: "open" | "paid" | "expired";
  expiresAt: string | null;
};

/**
 * The simulated provider's hosted checkout page reads the session here. Like a real hosted page, anyone with
 * the (unguessable) session URL can see it; it shows no personal data beyond the booking reference.
 */
export async function getSimulatedCheckout(
  deps: AppDeps,
  sessionId: string,
  now: Date = new Date(),
): Promise<SimulatedCheckout> {
  if (!isSimulatedProvider(deps.payments)) throw new AppError("not_found", "booking:errors.bookingNotFound");
  const [row] = await deps.db
    .select({ payment: payments, booking: bookings, tripTitle: trips.title })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .where(eq(payments.providerSessionId, sessionId));
  if (row?.payment.provider !== "simulated")
    throw new AppError("not_found", "booking:errors.bookingNotFound");
  const { payment, booking } = row;
  const paid = payment.status === "paid" || payment.status === "refunded";
  const holdOver = booking.holdExpiresAt !== null && booking.holdExpiresAt.getTime() <= now.getTime();
  return {
    sessionId,
    bookingId: booking.id,
    reference: booking.bookingReference,
    tripTitle: row.tripTitle,
    participants: booking.participantsCount,
    amountCents: payment.amountCents,
    currency: payment.currency,
    status: paid ? "paid" : payment.status !== "open" || holdOver ? "expired" : "open",
    expiresAt: booking.holdExpiresAt?.toISOString() ?? null,
  };
}
