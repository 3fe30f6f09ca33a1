import { formatLongDate } from "#core/format/dates";
import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type DepartureReminderData = {
  travellerName: string;
  tropleaderName: string;
  tripTitle: string;
  startDate: string;
  message: string;
};

/** A reminder the trip's leader scheduled for the departure (issue 11), with their own words. */
export const departureReminder: EmailTemplate<DepartureReminderData> = (data, ctx) => {
  const date = formatLongDate(data.startDate, ctx.locale);
  return ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: `Reminder from ${data.tropleaderName}: ${data.tripTitle} (${date})`,
        preheader: data.message.slice(0, 120),
        greeting: `Hello ${data.travellerName},`,
        paragraphs: [
          `${data.tropleaderName}, your trip leader for ${data.tripTitle} on ${date}, sends you this reminder:`,
          data.message,
          "You can answer in the group conversation of your trip.",
        ],
        action: { label: "Open my messages", url: "/mensajes" },
      })
    : renderEmailLayout(ctx, {
        subject: `Recordatorio de ${data.tropleaderName}: ${data.tripTitle} (${date})`,
        preheader: data.message.slice(0, 120),
        greeting: `Hola ${data.travellerName}:`,
        paragraphs: [
          `${data.tropleaderName}, tu tropleader de ${data.tripTitle} el ${date}, te envía este recordatorio:`,
          data.message,
          "Puedes responder en la conversación de grupo de tu viaje.",
        ],
        action: { label: "Abrir mis mensajes", url: "/mensajes" },
      });
};
