import { type BookingEmailFacts, bookingFactLines, money } from "./booking-email-facts.ts";
import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type BookingCancelledData = BookingEmailFacts & {
  travellerName: string;
  refundCents: number;
  refundPercent: number;
};

/** To the traveller after they cancel: the refund their tier gives (or none). */
export const bookingCancelled: EmailTemplate<BookingCancelledData> = (data, ctx) => {
  const en = ctx.locale === "en";
  const refund = money(data.refundCents, ctx.locale, data.currency);
  const refundLine =
    data.refundCents > 0
      ? en
        ? `We are refunding ${refund} (${data.refundPercent}% of what you paid) to your card. It is processed in 5-7 business days and may take up to 10 days to appear.`
        : `Te devolvemos ${refund} (el ${data.refundPercent}% de lo que pagaste) a tu tarjeta. Se procesa en 5-7 días hábiles y puede tardar hasta 10 días en aparecer.`
      : en
        ? "As the cancellation was made less than 7 days before departure, no refund applies under our cancellation policy."
        : "Como la cancelación se ha hecho con menos de 7 días de antelación, según nuestra política de cancelación no corresponde reembolso.";
  return en
    ? renderEmailLayout(ctx, {
        subject: `Booking cancelled: ${data.tripTitle} (${data.reference})`,
        preheader: "Your booking has been cancelled.",
        greeting: `Hello ${data.travellerName},`,
        paragraphs: [
          "Your booking has been cancelled and your place released.",
          refundLine,
          ...bookingFactLines(data, "en"),
        ],
        action: { label: "See my trips", url: "/viajero/dashboard" },
      })
    : renderEmailLayout(ctx, {
        subject: `Reserva cancelada: ${data.tripTitle} (${data.reference})`,
        preheader: "Tu reserva se ha cancelado.",
        greeting: `Hola ${data.travellerName}:`,
        paragraphs: [
          "Tu reserva se ha cancelado y tu plaza ha quedado libre.",
          refundLine,
          ...bookingFactLines(data, "es"),
        ],
        action: { label: "Ver mis viajes", url: "/viajero/dashboard" },
      });
};
