import type { AppDeps } from "../../app-deps.ts";
import type { Tx } from "../../db/client.ts";
import { tripTitleForReader } from "../catalogue/trip-title-for-reader.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import type { BookingEmailFacts } from "../mail/templates/booking-email-facts.ts";
import type { EmailTemplateData, EmailTemplateName } from "../mail/templates/registry.ts";
import { type BookingContext, emailFacts } from "./load-booking-context.ts";

/**
 * Emails the traveller of a booking in the booking's language: the booking's facts, the trip's title in that
 * language when it has a version in it (issue 34), their name, and what this email adds (`extra`). Written to
 * the outbox in the caller's transaction. The one way every booking email to a traveller is built.
 */
export async function emailTraveller<K extends EmailTemplateName>(
  deps: Pick<AppDeps, "config">,
  tx: Tx,
  ctx: BookingContext,
  template: K,
  extra: Omit<EmailTemplateData<K>, keyof BookingEmailFacts | "travellerName">,
): Promise<void> {
  const { booking, traveller } = ctx;
  await enqueueEmail(tx, {
    to: traveller.email,
    toName: traveller.name,
    locale: booking.locale,
    template,
    data: {
      ...emailFacts(ctx),
      tripTitle: await tripTitleForReader(tx, ctx.trip, booking.locale),
      travellerName: traveller.name,
      ...extra,
    } as EmailTemplateData<K>,
    appUrl: deps.config.appUrl,
  });
}
