import type { AppDeps } from "../../app-deps.ts";
import type { Tx } from "../../db/client.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { notify } from "../notifications/notify.ts";
import { type BookingContext, emailFacts } from "./load-booking-context.ts";

/**
 * A paid booking was cancelled (by its traveller, or refunded by the team): the tropleader is emailed in their
 * language and notified, in `tx`. Returns who was notified, to announce after the commit.
 */
export async function tellTropleaderOfCancellation(
  deps: Pick<AppDeps, "config">,
  tx: Tx,
  ctx: BookingContext,
): Promise<string[]> {
  await enqueueEmail(tx, {
    to: ctx.tropleader.email,
    toName: ctx.tropleader.name,
    locale: ctx.tropleader.locale,
    template: "booking_cancelled_tropleader",
    data: { ...emailFacts(ctx), tropleaderName: ctx.tropleader.name, travellerName: ctx.traveller.name },
    appUrl: deps.config.appUrl,
  });
  await notify(tx, ctx.trip.tropleaderId, "booking_cancelled", {
    tripTitle: ctx.trip.title,
    tripId: ctx.trip.id,
    travellerName: ctx.traveller.name,
    reference: ctx.booking.bookingReference,
  });
  return [ctx.trip.tropleaderId];
}
