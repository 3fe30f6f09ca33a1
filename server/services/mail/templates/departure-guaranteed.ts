import { formatLongDate } from "#core/format/dates";
import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type DepartureGuaranteedData = { travellerName: string; tripTitle: string; startDate: string };

/** To a departure's travellers when its paid travellers reach the minimum group (issue 14). */
export const departureGuaranteed: EmailTemplate<DepartureGuaranteedData> = (data, ctx) => {
  const t = emailText(ctx);
  const date = formatLongDate(data.startDate, ctx.locale);
  const trip = data.tripTitle;
  return renderEmailLayout(ctx, {
    subject: t("departureGuaranteed.subject", { trip, date }),
    preheader: t("departureGuaranteed.preheader"),
    greeting: t("departureGuaranteed.greeting", { name: data.travellerName }),
    paragraphs: [t("departureGuaranteed.body", { date, trip }), t("departureGuaranteed.plan")],
    action: { label: t("actions.myTrips"), url: "/viajero/dashboard" },
  });
};
