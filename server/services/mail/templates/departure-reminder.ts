import { formatLongDate } from "#core/format/dates";
import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type DepartureReminderData = {
  travellerName: string;
  tropleaderName: string;
  tripTitle: string;
  startDate: string;
  message: string;
};

/** A reminder the trip's leader scheduled for the departure (issue 11), with their own words. */
export const departureReminder: EmailTemplate<DepartureReminderData> = (data, ctx) => {
  const t = emailText(ctx);
  const date = formatLongDate(data.startDate, ctx.locale);
  const texts = { tropleaderName: data.tropleaderName, trip: data.tripTitle, date };
  return renderEmailLayout(ctx, {
    subject: t("departureReminder.subject", texts),
    preheader: data.message.slice(0, 120),
    greeting: t("departureReminder.greeting", { name: data.travellerName }),
    paragraphs: [t("departureReminder.intro", texts), data.message, t("departureReminder.answer")],
    action: { label: t("departureReminder.action"), url: "/mensajes" },
  });
};
