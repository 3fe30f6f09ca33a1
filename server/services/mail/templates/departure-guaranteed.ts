import { formatLongDate } from "#core/format/dates";
import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type DepartureGuaranteedData = { travellerName: string; tripTitle: string; startDate: string };

/** To a departure's travellers when its paid travellers reach the minimum group (issue 14). */
export const departureGuaranteed: EmailTemplate<DepartureGuaranteedData> = (data, ctx) => {
  const date = formatLongDate(data.startDate, ctx.locale);
  return ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: `Guaranteed departure: ${data.tripTitle} (${date}) is going ahead`,
        preheader: "The group has reached its minimum size.",
        greeting: `Hello ${data.travellerName},`,
        paragraphs: [
          `Good news: the ${date} departure of ${data.tripTitle} has reached its minimum group and is guaranteed.`,
          "You can book your flights and plan the rest of your trip with peace of mind.",
        ],
        action: { label: "See my trips", url: "/viajero/dashboard" },
      })
    : renderEmailLayout(ctx, {
        subject: `Salida garantizada: ${data.tripTitle} (${date}) sale seguro`,
        preheader: "El grupo ha llegado al mínimo de viajeros.",
        greeting: `Hola ${data.travellerName}:`,
        paragraphs: [
          `Buenas noticias: la salida del ${date} de ${data.tripTitle} ha alcanzado el grupo mínimo y está garantizada.`,
          "Ya puedes reservar tus vuelos y organizar el resto del viaje con tranquilidad.",
        ],
        action: { label: "Ver mis viajes", url: "/viajero/dashboard" },
      });
};
