import { type BookingEmailFacts, bookingFactLines, money } from "./booking-email-facts.ts";
import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type BookingReceivedData = BookingEmailFacts & {
  tropleaderName: string;
  travellerName: string;
  tropleaderAmountCents: number;
};

/** To the tropleader when a traveller's booking on one of their trips is paid. */
export const bookingReceived: EmailTemplate<BookingReceivedData> = (data, ctx) =>
  ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: `New booking for ${data.tripTitle} (${data.reference})`,
        preheader: `${data.travellerName} has booked and paid.`,
        greeting: `Hello ${data.tropleaderName},`,
        paragraphs: [
          `${data.travellerName} has booked and paid a place on your trip.`,
          ...bookingFactLines(data, "en"),
          `Your share after the platform commission: ${money(data.tropleaderAmountCents, "en", data.currency)}, paid out 7 days after the trip ends.`,
        ],
        action: { label: "Open my dashboard", url: "/tropleader/dashboard/reservas" },
      })
    : renderEmailLayout(ctx, {
        subject: `Nueva reserva en ${data.tripTitle} (${data.reference})`,
        preheader: `${data.travellerName} ha reservado y pagado.`,
        greeting: `Hola ${data.tropleaderName}:`,
        paragraphs: [
          `${data.travellerName} ha reservado y pagado una plaza en tu viaje.`,
          ...bookingFactLines(data, "es"),
          `Tu parte tras la comisión de la plataforma: ${money(data.tropleaderAmountCents, "es", data.currency)}, que recibirás 7 días después de que termine el viaje.`,
        ],
        action: { label: "Abrir mi panel", url: "/tropleader/dashboard/reservas" },
      });
