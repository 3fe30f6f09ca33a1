import { formatMoney } from "#core/format/money";
import { type BookingEmailFacts, bookingFactLines, refundTimingLine } from "./booking-email-facts.ts";
import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type BookingRefundedByTeamData = BookingEmailFacts & {
  travellerName: string;
  refundCents: number;
  refundPercent: number;
  reason: "medical" | "travel_restriction";
};

/** To the traveller whose booking the team cancelled and refunded (medical emergency, travel restriction). */
export const bookingRefundedByTeam: EmailTemplate<BookingRefundedByTeamData> = (data, ctx) => {
  const t = emailText(ctx);
  const amount = formatMoney(data.refundCents, ctx.locale, data.currency);
  return renderEmailLayout(ctx, {
    subject: t("bookingRefundedByTeam.subject", { trip: data.tripTitle, reference: data.reference }),
    preheader: t("bookingRefundedByTeam.preheader", { amount }),
    greeting: t("bookingRefundedByTeam.greeting", { name: data.travellerName }),
    paragraphs: [
      t(`bookingRefundedByTeam.why.${data.reason}`),
      `${t("bookingRefundedByTeam.refund", { amount, percent: data.refundPercent })} ${refundTimingLine(ctx)}`,
      ...bookingFactLines(data, ctx),
    ],
    action: { label: t("actions.myTrips"), url: "/viajero/dashboard" },
  });
};
