import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import { LIMITS } from "#core/constants/limits";
import type { Locale } from "#core/constants/locales";
import { isAdult } from "#core/rules/adult-age";
import { platformToday } from "#core/rules/platform-calendar";
import { startCheckoutSchema } from "#core/schemas/booking";
import { firstIssueKey } from "#core/schemas/issue-key";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import type { Tx } from "../../db/client.ts";
import { bookings, payments } from "../../db/schema/bookings.ts";
import { tripDepartures, trips } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { takeWaitlistOffer } from "../waitlist/take-waitlist-offer.ts";
import {
  bookingSeatsColumns,
  discardUnstartedHold,
  endUnpaidHolds,
  startHold,
} from "./booking-transitions.ts";
import { expireProviderSessions } from "./expire-provider-sessions.ts";
import { storedBirthDate } from "./get-booking-form.ts";

/** The line item the traveller sees on the provider's page (doc 1 §3 'Reserva de plaza'). */
export const CHECKOUT_LINE_ITEM = "Reserva de plaza";

export type StartCheckoutResult = { bookingId: string; reference: string; checkoutUrl: string };

/**
 * Starts the payment of a booking. The server computes the amount (departure price × participants; the
 * browser never sends one).
 * 1. One transaction: the traveller's earlier unpaid hold on the same departure ends (they came back
 *    from the payment page), so are the seats a waitlist offer holds for them, the seats are held with a
 *    conditional update and the pending_payment booking is written with its reference and a 30-minute hold.
 * 2. The provider's checkout session is created (idempotency key = booking id, expiring with the hold) outside
 *    any transaction: a slow provider must not keep the departure row locked for every other checkout.
 * 3. The payments row is written. If the provider fails, the booking is removed and its seats released, so
 *    nothing is held and no booking exists. If the process dies between 2 and 3, the provider's completion
 *    event still names the booking and is matched by it (applyCompletedCheckout), and an unpaid hold expires.
 */
export async function startCheckout(
  deps: AppDeps,
  user: SessionUser | null,
  rawInput: unknown,
  options: { locale?: Locale; now?: Date } = {},
): Promise<StartCheckoutResult> {
  if (!user) throw new AppError("unauthenticated", "booking:errors.loginRequired");
  const parsed = startCheckoutSchema.safeParse(rawInput);
  if (!parsed.success) {
    throw new AppError("validation", firstIssueKey(parsed.error, "booking:errors.paymentFailed"));
  }
  const input = parsed.data;
  const now = options.now ?? new Date();
  const today = platformToday(now);
  const locale = options.locale ?? user.locale;

  const [row] = await deps.db
    .select({
      departure: tripDepartures,
      trip: { status: trips.status, tropleaderId: trips.tropleaderId },
      leaderSuspendedAt: users.suspendedAt,
    })
    .from(tripDepartures)
    .innerJoin(trips, eq(trips.id, tripDepartures.tripId))
    .innerJoin(users, eq(users.id, trips.tropleaderId))
    .where(eq(tripDepartures.id, input.departureId));
  if (row?.trip.status !== "approved" || row.leaderSuspendedAt)
    throw new AppError("not_found", "booking:errors.departureNotFound");
  const { departure } = row;
  if (row.trip.tropleaderId === user.id) throw new AppError("forbidden", "booking:errors.ownTrip");
  if (departure.status === "cancelled") throw new AppError("conflict", "booking:errors.departureCancelled");
  if (departure.startDate <= today) throw new AppError("conflict", "booking:errors.departurePast");
  if (input.participants > departure.maxParticipants) {
    throw new AppError("conflict", "booking:errors.noSeats", { count: seatsLeft(departure) });
  }
  // Adults only (doc 1 terms): an account without a birth date gives it with this booking (the schema refused
  // one under 18); one already stored must be an adult's.
  const storedBirth = await storedBirthDate(deps.db, user.id);
  if (!storedBirth && !input.birthDate) {
    throw new AppError("validation", "booking:form.errors.birthDateRequired");
  }
  if (storedBirth && !isAdult(storedBirth, today)) {
    throw new AppError("forbidden", "profile:errors.birthDateUnderAge");
  }

  const bookingId = randomUUID();
  const holdExpiresAt = new Date(now.getTime() + LIMITS.checkoutHoldMinutes * 60_000);
  const totalAmountCents = departure.priceCents * input.participants;
  const appUrl = checkoutBaseUrl(deps);

  const { reference, replacedSessions } = await deps.db.transaction(async (tx) => {
    if (!storedBirth) {
      await tx
        .update(users)
        .set({ birthDate: input.birthDate, updatedAt: now })
        .where(and(eq(users.id, user.id), isNull(users.birthDate)));
    }
    const replacedSessions = await endEarlierHolds(tx, user.id, departure.id, now);
    // Seats held for them by a waitlist offer are handed back for this hold to take (issue 14).
    await takeWaitlistOffer(tx, user.id, departure.id, now);
    const reference = await startHold(
      tx,
      {
        id: bookingId,
        userId: user.id,
        tripId: departure.tripId,
        departureId: departure.id,
        participantsCount: input.participants,
        unitPriceCents: departure.priceCents,
        totalAmountCents,
        currency: departure.currency,
        paymentStatus: "pending",
        holdExpiresAt,
        emergencyContact: input.emergencyContact,
        dietaryRestrictions: input.dietaryRestrictions || null,
        medicalConditions: input.medicalConditions || null,
        specialRequests: input.specialRequests || null,
        locale,
        createdAt: now,
        updatedAt: now,
      },
      today,
    );
    if (!reference) {
      const [current] = await tx.select().from(tripDepartures).where(eq(tripDepartures.id, departure.id));
      if (current?.status === "cancelled")
        throw new AppError("conflict", "booking:errors.departureCancelled");
      throw new AppError("conflict", "booking:errors.noSeats", { count: current ? seatsLeft(current) : 0 });
    }
    return { reference, replacedSessions };
  });
  await expireProviderSessions(deps, replacedSessions);

  let session: Awaited<ReturnType<typeof deps.payments.createCheckoutSession>>;
  try {
    session = await deps.payments.createCheckoutSession({
      bookingId,
      reference,
      amountCents: totalAmountCents,
      currency: departure.currency,
      lineItemName: CHECKOUT_LINE_ITEM,
      successUrl: `${appUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${appUrl}/cancel?booking=${bookingId}`,
      expiresAt: holdExpiresAt,
      idempotencyKey: `checkout_${bookingId}`,
      customerEmail: user.email,
      locale,
    });
  } catch (e) {
    deps.logger.error("checkout session creation failed", {
      bookingId,
      provider: deps.payments.kind,
      error: e,
    });
    await discardUnstartedHold(deps.db, bookingId);
    throw new AppError("payment", "booking:errors.sessionFailed");
  }
  await deps.db.insert(payments).values({
    bookingId,
    provider: deps.payments.kind,
    providerSessionId: session.id,
    amountCents: totalAmountCents,
    currency: departure.currency,
    status: "open",
    checkoutUrl: session.url,
    createdAt: now,
    updatedAt: now,
  });
  return { bookingId, reference, checkoutUrl: session.url };
}

function seatsLeft(d: { maxParticipants: number; currentParticipants: number }) {
  return Math.max(0, d.maxParticipants - d.currentParticipants);
}

/** The spec upgrades plain-http return URLs to https; only local development keeps http. */
function checkoutBaseUrl(deps: AppDeps): string {
  const url = deps.config.appUrl;
  return deps.config.isProduction ? url.replace(/^http:\/\//, "https://") : url;
}

/** The traveller's unpaid holds on this departure end here (they came back to the form and booked again). */
async function endEarlierHolds(tx: Tx, userId: string, departureId: string, now: Date): Promise<string[]> {
  const earlier = await tx
    .select(bookingSeatsColumns)
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.departureId, departureId),
        eq(bookings.status, "pending_payment"),
        eq(bookings.seatsHeld, true),
      ),
    )
    .orderBy(asc(bookings.id))
    .for("update");
  return endUnpaidHolds(tx, earlier, "replaced", now);
}
