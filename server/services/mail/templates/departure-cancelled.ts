import { type BookingEmailFacts, bookingFactLines, money } from "./booking-email-facts.ts";
import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type DepartureCancelledData = BookingEmailFacts & { travellerName: string; refundCents: number };

/** To each traveller of a departure its tropleader cancelled: everything paid comes back (doc 2 §9: 24-48 h). */
export const departureCancelled: EmailTemplate<DepartureCancelledData> = (data, ctx) => {
  const refund = money(data.refundCents, ctx.locale, data.currency);
  return ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: `Departure cancelled: ${data.tripTitle} (${data.reference})`,
        preheader: `Your trip leader cancelled this departure. We are refunding ${refund}.`,
        greeting: `Hello ${data.travellerName},`,
        paragraphs: [
          "We are sorry: the trip leader has cancelled this departure, so your booking is cancelled.",
          `We are refunding everything you paid, ${refund}, to your card. Refunds for a cancellation by the trip leader are issued within 24-48 hours; your bank may take a few more days to show it.`,
          ...bookingFactLines(data, "en"),
          "You can look for another date of this trip or another trip on Tropa.",
        ],
        action: { label: "See my trips", url: "/viajero/dashboard" },
      })
    : renderEmailLayout(ctx, {
        subject: `Salida cancelada: ${data.tripTitle} (${data.reference})`,
        preheader: `Tu tropleader ha cancelado esta salida. Te devolvemos ${refund}.`,
        greeting: `Hola ${data.travellerName}:`,
        paragraphs: [
          "Lo sentimos: el tropleader ha cancelado esta salida, así que tu reserva queda cancelada.",
          `Te devolvemos todo lo que pagaste, ${refund}, a tu tarjeta. Los reembolsos por cancelación del tropleader se emiten en 24-48 horas; tu banco puede tardar unos días más en mostrarlo.`,
          ...bookingFactLines(data, "es"),
          "Puedes buscar otra fecha de este viaje u otro viaje en Tropa.",
        ],
        action: { label: "Ver mis viajes", url: "/viajero/dashboard" },
      });
};
