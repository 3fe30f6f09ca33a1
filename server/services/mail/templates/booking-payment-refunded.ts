import { formatMoney } from "#core/format/money";
import type { UnsellableCause } from "#core/rules/booking-sale";
import { type BookingEmailFacts, bookingFactLines, refundTimingLine } from "./booking-email-facts.ts";
import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type BookingPaymentRefundedData = BookingEmailFacts & {
  travellerName: string;
  refundCents: number;
  /** Why the booking could not be confirmed (issue 33); absent in emails written before: no seats. */
  cause?: Exclude<UnsellableCause, "traveller_deleted">;
};

/** To the traveller whose payment arrived when the booking could no longer be sold to them (refunded in full). */
export const bookingPaymentRefunded: EmailTemplate<BookingPaymentRefundedData> = (data, ctx) => {
  const t = emailText(ctx);
  const cause = data.cause ?? "no_seats";
  const amount = formatMoney(data.refundCents, ctx.locale, data.currency);
  return renderEmailLayout(ctx, {
    subject: t("bookingPaymentRefunded.subject", { trip: data.tripTitle }),
    preheader: t("bookingPaymentRefunded.preheader"),
    greeting: t("bookingPaymentRefunded.greeting", { name: data.travellerName }),
    paragraphs: [
      cause === "no_seats"
        ? t("bookingPaymentRefunded.why.no_seats", { count: ctx.policy.checkoutHoldMinutes })
        : t(`bookingPaymentRefunded.why.${cause}`),
      `${t("bookingPaymentRefunded.refund", { amount })} ${refundTimingLine(ctx)}`,
      ...bookingFactLines(data, ctx),
    ],
    action: { label: t("bookingPaymentRefunded.action"), url: "/viajes" },
  });
};
