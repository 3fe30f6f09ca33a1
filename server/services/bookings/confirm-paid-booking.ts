import { eq } from "drizzle-orm";
import { splitCommission } from "#core/rules/commission";
import { payoutScheduledFor } from "#core/rules/payout-schedule";
import { platformToday } from "#core/rules/platform-calendar";
import type { AppDeps } from "../../app-deps.ts";
import type { Tx } from "../../db/client.ts";
import { payouts } from "../../db/schema/bookings.ts";
import { tropleaderProfiles } from "../../db/schema/users.ts";
import { tripTitleForReader } from "../catalogue/trip-title-for-reader.ts";
import { recordLedgerEntries } from "../ledger/record-ledger-entry.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { syncGroupMembers } from "../messaging/sync-group-members.ts";
import { notify } from "../notifications/notify.ts";
import { getCommissionRate } from "../settings/get-commission-rate.ts";
import { markGuaranteedIfReached } from "../waitlist/mark-guaranteed.ts";
import { confirmBooking } from "./booking-transitions.ts";
import { emailTraveller } from "./email-traveller.ts";
import { type BookingContext, emailFacts } from "./load-booking-context.ts";

/**
 * A paid booking becomes confirmed (`confirmBooking`: a hold that had ended takes its seats again, or null is
 * returned when they are no longer free and nothing is written): the commission in force is recorded with the
 * tropleader's share, the payout is scheduled 7 days after the departure ends (awaiting onboarding while the
 * tropleader has no enabled payout account: the platform keeps the share until then), the traveller joins
 * the departure's group chat, and both parties are told. Returns the users notified (to announce after the
 * commit).
 */
export async function confirmPaidBooking(
  deps: AppDeps,
  tx: Tx,
  ctx: BookingContext,
  now: Date,
): Promise<string[] | null> {
  const { booking } = ctx;
  const rate = await getCommissionRate(tx);
  const split = splitCommission(booking.totalAmountCents, rate);
  if (!(await confirmBooking(tx, booking, split, platformToday(now), now))) return null;
  await recordLedgerEntries(tx, [
    {
      bookingId: booking.id,
      kind: "commission",
      amountCents: split.commissionCents,
      currency: booking.currency,
      sourceId: `confirm:${booking.id}`,
      createdAt: now,
    },
  ]);

  const [profile] = await tx
    .select({
      accountId: tropleaderProfiles.stripeAccountId,
      enabled: tropleaderProfiles.stripeAccountEnabled,
    })
    .from(tropleaderProfiles)
    .where(eq(tropleaderProfiles.userId, ctx.trip.tropleaderId));
  await tx
    .insert(payouts)
    .values({
      tropleaderId: ctx.trip.tropleaderId,
      bookingId: booking.id,
      amountCents: split.tropleaderCents,
      currency: booking.currency,
      status: profile?.accountId && profile.enabled ? "scheduled" : "awaiting_onboarding",
      scheduledFor: payoutScheduledFor(ctx.departure.endDate),
      createdAt: now,
    })
    .onConflictDoNothing({ target: payouts.bookingId });

  await syncGroupMembers(tx, booking.departureId);
  await markGuaranteedIfReached(tx, booking.departureId, now, deps.config.appUrl);

  const facts = emailFacts(ctx);
  await emailTraveller(deps, tx, ctx, "booking_confirmed", { bookingId: booking.id });
  await enqueueEmail(tx, {
    to: ctx.tropleader.email,
    toName: ctx.tropleader.name,
    locale: ctx.tropleader.locale,
    template: "booking_received",
    data: {
      ...facts,
      tripTitle: await tripTitleForReader(tx, ctx.trip, ctx.tropleader.locale),
      tropleaderName: ctx.tropleader.name,
      travellerName: ctx.traveller.name,
      tropleaderAmountCents: split.tropleaderCents,
    },
    appUrl: deps.config.appUrl,
  });
  await notify(tx, ctx.trip.tropleaderId, "booking_received", {
    tripTitle: ctx.trip.title,
    tripId: ctx.trip.id,
    travellerName: ctx.traveller.name,
    participants: booking.participantsCount,
    reference: booking.bookingReference,
  });
  return [ctx.trip.tropleaderId];
}
