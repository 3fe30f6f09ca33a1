import { type BookingEmailFacts, bookingFactLines } from "./booking-email-facts.ts";
import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type BookingCancelledTropleaderData = BookingEmailFacts & {
  tropleaderName: string;
  travellerName: string;
};

/** To the tropleader when a traveller cancels a booking on one of their trips. */
export const bookingCancelledTropleader: EmailTemplate<BookingCancelledTropleaderData> = (data, ctx) => {
  const t = emailText(ctx);
  const { travellerName } = data;
  return renderEmailLayout(ctx, {
    subject: t("bookingCancelledTropleader.subject", { trip: data.tripTitle, reference: data.reference }),
    preheader: t("bookingCancelledTropleader.preheader", { travellerName }),
    greeting: t("bookingCancelledTropleader.greeting", { name: data.tropleaderName }),
    paragraphs: [t("bookingCancelledTropleader.body", { travellerName }), ...bookingFactLines(data, ctx)],
    action: { label: t("actions.tropleaderBookings"), url: "/tropleader/dashboard/reservas" },
  });
};
