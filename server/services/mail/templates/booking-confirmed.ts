import { type BookingEmailFacts, bookingFactLines } from "./booking-email-facts.ts";
import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type BookingConfirmedData = BookingEmailFacts & { travellerName: string };

/** To the traveller once the payment is confirmed. */
export const bookingConfirmed: EmailTemplate<BookingConfirmedData> = (data, ctx) => {
  const t = emailText(ctx);
  return renderEmailLayout(ctx, {
    subject: t("bookingConfirmed.subject", { trip: data.tripTitle, reference: data.reference }),
    preheader: t("bookingConfirmed.preheader"),
    greeting: t("bookingConfirmed.greeting", { name: data.travellerName }),
    paragraphs: [
      t("bookingConfirmed.body"),
      ...bookingFactLines(data, ctx),
      t("bookingConfirmed.tropleaderContact"),
      ...(data.bookingId
        ? [t("bookingConfirmed.receipt", { url: `${ctx.appUrl}/recibos/${data.bookingId}` })]
        : []),
    ],
    action: { label: t("actions.myTrips"), url: "/viajero/dashboard" },
    notes: [t("bookingConfirmed.refundNote")],
  });
};
