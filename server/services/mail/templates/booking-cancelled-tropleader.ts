import { type BookingEmailFacts, bookingFactLines } from "./booking-email-facts.ts";
import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type BookingCancelledTropleaderData = BookingEmailFacts & {
  tropleaderName: string;
  travellerName: string;
};

/** To the tropleader when a traveller cancels a booking on one of their trips. */
export const bookingCancelledTropleader: EmailTemplate<BookingCancelledTropleaderData> = (data, ctx) =>
  ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: `Booking cancelled on ${data.tripTitle} (${data.reference})`,
        preheader: `${data.travellerName} has cancelled their booking.`,
        greeting: `Hello ${data.tropleaderName},`,
        paragraphs: [
          `${data.travellerName} has cancelled their booking; the seats are available again on the departure.`,
          ...bookingFactLines(data, "en"),
        ],
        action: { label: "Open my dashboard", url: "/tropleader/dashboard/reservas" },
      })
    : renderEmailLayout(ctx, {
        subject: `Reserva cancelada en ${data.tripTitle} (${data.reference})`,
        preheader: `${data.travellerName} ha cancelado su reserva.`,
        greeting: `Hola ${data.tropleaderName}:`,
        paragraphs: [
          `${data.travellerName} ha cancelado su reserva; sus plazas vuelven a estar disponibles en la salida.`,
          ...bookingFactLines(data, "es"),
        ],
        action: { label: "Abrir mi panel", url: "/tropleader/dashboard/reservas" },
      });
