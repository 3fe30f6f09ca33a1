import { type BookingEmailFacts, bookingFactLines, money } from "./booking-email-facts.ts";
import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type BookingRefundedByTeamData = BookingEmailFacts & {
  travellerName: string;
  refundCents: number;
  refundPercent: number;
  reason: "medical" | "travel_restriction";
};

/** To the traveller whose booking the team cancelled and refunded (medical emergency 90%, travel restriction 100%). */
export const bookingRefundedByTeam: EmailTemplate<BookingRefundedByTeamData> = (data, ctx) => {
  const en = ctx.locale === "en";
  const refund = money(data.refundCents, ctx.locale, data.currency);
  const why = en
    ? data.reason === "medical"
      ? "With the medical certificate you sent us, we have cancelled your booking for a medical emergency."
      : "Travel restrictions prevent this trip, so we have cancelled your booking."
    : data.reason === "medical"
      ? "Con el certificado médico que nos enviaste, hemos cancelado tu reserva por emergencia médica."
      : "Las restricciones de viaje impiden este viaje, así que hemos cancelado tu reserva.";
  return en
    ? renderEmailLayout(ctx, {
        subject: `Refund for ${data.tripTitle} (${data.reference})`,
        preheader: `We are refunding ${refund} to your card.`,
        greeting: `Hello ${data.travellerName},`,
        paragraphs: [
          why,
          `We are refunding ${refund} (${data.refundPercent}% of what you paid) to your card. It is processed in 5-7 business days and may take up to 10 days to appear.`,
          ...bookingFactLines(data, "en"),
        ],
        action: { label: "See my trips", url: "/viajero/dashboard" },
      })
    : renderEmailLayout(ctx, {
        subject: `Reembolso de ${data.tripTitle} (${data.reference})`,
        preheader: `Te devolvemos ${refund} a tu tarjeta.`,
        greeting: `Hola ${data.travellerName}:`,
        paragraphs: [
          why,
          `Te devolvemos ${refund} (el ${data.refundPercent}% de lo que pagaste) a tu tarjeta. Se procesa en 5-7 días hábiles y puede tardar hasta 10 días en aparecer.`,
          ...bookingFactLines(data, "es"),
        ],
        action: { label: "Ver mis viajes", url: "/viajero/dashboard" },
      });
};
