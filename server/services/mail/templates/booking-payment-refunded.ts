import type { UnsellableCause } from "#core/rules/booking-sale";
import { type BookingEmailFacts, bookingFactLines, money } from "./booking-email-facts.ts";
import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type BookingPaymentRefundedData = BookingEmailFacts & {
  travellerName: string;
  refundCents: number;
  /** Why the booking could not be confirmed (issue 33); absent in emails written before: no seats. */
  cause?: Exclude<UnsellableCause, "traveller_deleted">;
};

const WHY: Record<NonNullable<BookingPaymentRefundedData["cause"]>, { es: string; en: string }> = {
  no_seats: {
    es: "Tu pago llegó después de los 30 minutos durante los que reservamos tu plaza, y mientras tanto se han ocupado las plazas de esa salida. Lo sentimos: no hemos podido confirmar tu reserva.",
    en: "Your payment arrived after the 30 minutes we hold your place, and the seats on that departure have been taken meanwhile. We are sorry: your booking could not be confirmed.",
  },
  traveller_suspended: {
    es: "Tu pago llegó cuando tu cuenta ya estaba suspendida, así que no hemos podido confirmar la reserva. Si crees que es un error, escríbenos.",
    en: "Your payment arrived after your account had been suspended, so the booking could not be confirmed. If you think this is a mistake, write to us.",
  },
  tropleader_suspended: {
    es: "Tu pago llegó cuando el tropleader de este viaje ya no podía aceptar reservas, así que no hemos podido confirmar la tuya. Lo sentimos.",
    en: "Your payment arrived when this trip's tropleader could no longer take bookings, so yours could not be confirmed. We are sorry.",
  },
  trip_not_published: {
    es: "Tu pago llegó cuando este viaje ya no estaba publicado, así que no hemos podido confirmar tu reserva. Lo sentimos.",
    en: "Your payment arrived after this trip had been withdrawn, so your booking could not be confirmed. We are sorry.",
  },
  departure_cancelled: {
    es: "Tu pago llegó cuando esta salida ya se había cancelado, así que no hemos podido confirmar tu reserva. Lo sentimos.",
    en: "Your payment arrived after this departure had been cancelled, so your booking could not be confirmed. We are sorry.",
  },
};

/** To the traveller whose payment arrived when the booking could no longer be sold to them (refunded in full). */
export const bookingPaymentRefunded: EmailTemplate<BookingPaymentRefundedData> = (data, ctx) => {
  const why = WHY[data.cause ?? "no_seats"];
  return ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: `We have refunded your payment for ${data.tripTitle}`,
        preheader: "Your booking could not be confirmed, so your payment has been refunded in full.",
        greeting: `Hello ${data.travellerName},`,
        paragraphs: [
          why.en,
          `We have refunded the full amount, ${money(data.refundCents, "en", data.currency)}, to your card. It is processed in 5-7 business days and may take up to 10 days to appear.`,
          ...bookingFactLines(data, "en"),
        ],
        action: { label: "Explore other trips", url: "/viajes" },
      })
    : renderEmailLayout(ctx, {
        subject: `Te hemos devuelto el pago de ${data.tripTitle}`,
        preheader: "No hemos podido confirmar tu reserva, así que te devolvemos el pago íntegro.",
        greeting: `Hola ${data.travellerName}:`,
        paragraphs: [
          why.es,
          `Te hemos devuelto el importe completo, ${money(data.refundCents, "es", data.currency)}, a tu tarjeta. Se procesa en 5-7 días hábiles y puede tardar hasta 10 días en aparecer.`,
          ...bookingFactLines(data, "es"),
        ],
        action: { label: "Explorar otros viajes", url: "/viajes" },
      });
};
