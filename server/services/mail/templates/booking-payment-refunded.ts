import { type BookingEmailFacts, bookingFactLines, money } from "./booking-email-facts.ts";
import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type BookingPaymentRefundedData = BookingEmailFacts & { travellerName: string; refundCents: number };

/** To the traveller whose payment arrived after the seat hold expired and the seats were taken meanwhile. */
export const bookingPaymentRefunded: EmailTemplate<BookingPaymentRefundedData> = (data, ctx) =>
  ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: `We have refunded your payment for ${data.tripTitle}`,
        preheader: "Your payment arrived after your place was released, so it has been refunded in full.",
        greeting: `Hello ${data.travellerName},`,
        paragraphs: [
          "Your payment arrived after the 30 minutes we hold your place, and the seats on that departure have been taken meanwhile. We are sorry: your booking could not be confirmed.",
          `We have refunded the full amount, ${money(data.refundCents, "en", data.currency)}, to your card. It is processed in 5-7 business days and may take up to 10 days to appear.`,
          ...bookingFactLines(data, "en"),
        ],
        action: { label: "Explore other trips", url: "/viajes" },
      })
    : renderEmailLayout(ctx, {
        subject: `Te hemos devuelto el pago de ${data.tripTitle}`,
        preheader: "Tu pago llegó cuando tu plaza ya se había liberado, así que te lo devolvemos íntegro.",
        greeting: `Hola ${data.travellerName}:`,
        paragraphs: [
          "Tu pago llegó después de los 30 minutos durante los que reservamos tu plaza, y mientras tanto se han ocupado las plazas de esa salida. Lo sentimos: no hemos podido confirmar tu reserva.",
          `Te hemos devuelto el importe completo, ${money(data.refundCents, "es", data.currency)}, a tu tarjeta. Se procesa en 5-7 días hábiles y puede tardar hasta 10 días en aparecer.`,
          ...bookingFactLines(data, "es"),
        ],
        action: { label: "Explorar otros viajes", url: "/viajes" },
      });
