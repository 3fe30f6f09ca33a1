import { formatMoney } from "#core/format/money";
import { type BookingEmailFacts, bookingFactLines, refundTimingLine } from "./booking-email-facts.ts";
import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type BookingCancelledData = BookingEmailFacts & {
  travellerName: string;
  refundCents: number;
  refundPercent: number;
};

/** To the traveller after they cancel: the refund their tier gives (or none). */
export const bookingCancelled: EmailTemplate<BookingCancelledData> = (data, ctx) => {
  const t = emailText(ctx);
  const amount = formatMoney(data.refundCents, ctx.locale, data.currency);
  const refundLine =
    data.refundCents > 0
      ? `${t("bookingCancelled.refund", { amount, percent: data.refundPercent })} ${refundTimingLine(ctx)}`
      : t("bookingCancelled.noRefund", { count: ctx.policy.noRefundBelowDays });
  return renderEmailLayout(ctx, {
    subject: t("bookingCancelled.subject", { trip: data.tripTitle, reference: data.reference }),
    preheader: t("bookingCancelled.preheader"),
    greeting: t("bookingCancelled.greeting", { name: data.travellerName }),
    paragraphs: [t("bookingCancelled.body"), refundLine, ...bookingFactLines(data, ctx)],
    action: { label: t("actions.myTrips"), url: "/viajero/dashboard" },
  });
};
