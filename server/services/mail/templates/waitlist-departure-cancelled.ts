import { formatLongDate } from "#core/format/dates";
import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type WaitlistDepartureCancelledData = { travellerName: string; tripTitle: string; startDate: string };

/** To everyone in a departure's line when its tropleader cancels it (issue 14). */
export const waitlistDepartureCancelled: EmailTemplate<WaitlistDepartureCancelledData> = (data, ctx) => {
  const t = emailText(ctx);
  const date = formatLongDate(data.startDate, ctx.locale);
  const trip = data.tripTitle;
  return renderEmailLayout(ctx, {
    subject: t("waitlistDepartureCancelled.subject", { date, trip }),
    preheader: t("waitlistDepartureCancelled.preheader"),
    greeting: t("waitlistDepartureCancelled.greeting", { name: data.travellerName }),
    paragraphs: [
      t("waitlistDepartureCancelled.body", { date, trip }),
      t("waitlistDepartureCancelled.others"),
    ],
    action: { label: t("actions.exploreTrips"), url: "/viajes" },
  });
};
