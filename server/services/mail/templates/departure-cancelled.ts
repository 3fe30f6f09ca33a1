import { formatMoney } from "#core/format/money";
import { type BookingEmailFacts, bookingFactLines } from "./booking-email-facts.ts";
import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type DepartureCancelledData = BookingEmailFacts & { travellerName: string; refundCents: number };

/** To each traveller of a departure its tropleader cancelled: everything paid comes back (doc 2 §9). */
export const departureCancelled: EmailTemplate<DepartureCancelledData> = (data, ctx) => {
  const t = emailText(ctx);
  const amount = formatMoney(data.refundCents, ctx.locale, data.currency);
  const hours = ctx.policy.tropleaderCancellationRefundHours;
  return renderEmailLayout(ctx, {
    subject: t("departureCancelled.subject", { trip: data.tripTitle, reference: data.reference }),
    preheader: t("departureCancelled.preheader", { amount }),
    greeting: t("departureCancelled.greeting", { name: data.travellerName }),
    paragraphs: [
      t("departureCancelled.body"),
      t("departureCancelled.refund", { amount, min: hours.min, count: hours.max }),
      ...bookingFactLines(data, ctx),
      t("departureCancelled.otherDates"),
    ],
    action: { label: t("actions.myTrips"), url: "/viajero/dashboard" },
  });
};
