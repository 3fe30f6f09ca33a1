import { formatMoney } from "#core/format/money";
import { type BookingEmailFacts, bookingFactLines } from "./booking-email-facts.ts";
import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type BookingReceivedData = BookingEmailFacts & {
  tropleaderName: string;
  travellerName: string;
  tropleaderAmountCents: number;
};

/** To the tropleader when a traveller's booking on one of their trips is paid. */
export const bookingReceived: EmailTemplate<BookingReceivedData> = (data, ctx) => {
  const t = emailText(ctx);
  const { travellerName } = data;
  return renderEmailLayout(ctx, {
    subject: t("bookingReceived.subject", { trip: data.tripTitle, reference: data.reference }),
    preheader: t("bookingReceived.preheader", { travellerName }),
    greeting: t("bookingReceived.greeting", { name: data.tropleaderName }),
    paragraphs: [
      t("bookingReceived.body", { travellerName }),
      ...bookingFactLines(data, ctx),
      t("bookingReceived.share", {
        amount: formatMoney(data.tropleaderAmountCents, ctx.locale, data.currency),
        count: ctx.policy.payoutDelayDays,
      }),
    ],
    action: { label: t("actions.tropleaderBookings"), url: "/tropleader/dashboard/reservas" },
  });
};
