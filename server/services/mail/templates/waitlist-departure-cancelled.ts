import { formatLongDate } from "#core/format/dates";
import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type WaitlistDepartureCancelledData = { travellerName: string; tripTitle: string; startDate: string };

/** To everyone in a departure's line when its tropleader cancels it (issue 14). */
export const waitlistDepartureCancelled: EmailTemplate<WaitlistDepartureCancelledData> = (data, ctx) => {
  const date = formatLongDate(data.startDate, ctx.locale);
  return ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: `The ${date} departure of ${data.tripTitle} has been cancelled`,
        preheader: "Your place on its waitlist has ended.",
        greeting: `Hello ${data.travellerName},`,
        paragraphs: [
          `The trip leader has cancelled the ${date} departure of ${data.tripTitle}, so its waitlist has closed. You were not charged anything.`,
          "Other departures and trips may still have seats.",
        ],
        action: { label: "Explore trips", url: "/viajes" },
      })
    : renderEmailLayout(ctx, {
        subject: `La salida del ${date} de ${data.tripTitle} se ha cancelado`,
        preheader: "Tu lugar en su lista de espera ha terminado.",
        greeting: `Hola ${data.travellerName}:`,
        paragraphs: [
          `El tropleader ha cancelado la salida del ${date} de ${data.tripTitle}, así que su lista de espera se ha cerrado. No se te ha cobrado nada.`,
          "Puede que otras salidas y otros viajes aún tengan plazas.",
        ],
        action: { label: "Explorar viajes", url: "/viajes" },
      });
};
