import { type BookingEmailFacts, bookingFactLines } from "./booking-email-facts.ts";
import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type BookingConfirmedData = BookingEmailFacts & { travellerName: string };

/** To the traveller once the payment is confirmed. */
export const bookingConfirmed: EmailTemplate<BookingConfirmedData> = (data, ctx) =>
  ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: `Booking confirmed: ${data.tripTitle} (${data.reference})`,
        preheader: "Your payment went through and your place is booked.",
        greeting: `Hello ${data.travellerName},`,
        paragraphs: [
          "Your payment went through and your place on the trip is confirmed.",
          ...bookingFactLines(data, "en"),
          "Your tropleader will be in touch before departure. You can message them from your dashboard.",
          ...(data.bookingId ? [`Your receipt (PDF): ${ctx.appUrl}/recibos/${data.bookingId}`] : []),
        ],
        action: { label: "See my trips", url: "/viajero/dashboard" },
        notes: [
          "Cancellation refunds depend on how many days before departure you cancel (see our cancellation policy).",
        ],
      })
    : renderEmailLayout(ctx, {
        subject: `Reserva confirmada: ${data.tripTitle} (${data.reference})`,
        preheader: "Tu pago se ha completado y tu plaza está reservada.",
        greeting: `Hola ${data.travellerName}:`,
        paragraphs: [
          "Tu pago se ha completado y tu plaza en el viaje está confirmada.",
          ...bookingFactLines(data, "es"),
          "Tu tropleader se pondrá en contacto contigo antes de la salida. Puedes escribirle desde tu panel.",
          ...(data.bookingId ? [`Tu recibo (PDF): ${ctx.appUrl}/recibos/${data.bookingId}`] : []),
        ],
        action: { label: "Ver mis viajes", url: "/viajero/dashboard" },
        notes: [
          "El reembolso en caso de cancelación depende de los días que falten para la salida (consulta nuestra política de cancelación).",
        ],
      });
