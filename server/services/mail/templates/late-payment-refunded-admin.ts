import type { UnsellableCause } from "#core/rules/booking-sale";
import { type BookingEmailFacts, bookingFactLines, money } from "./booking-email-facts.ts";
import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type LatePaymentRefundedAdminData = BookingEmailFacts & {
  refundCents: number;
  cause: UnsellableCause;
};

const WHY: Record<UnsellableCause, { es: string; en: string }> = {
  traveller_deleted: {
    es: "la cuenta del viajero se había eliminado",
    en: "the traveller's account had been deleted",
  },
  traveller_suspended: {
    es: "la cuenta del viajero estaba suspendida",
    en: "the traveller's account was suspended",
  },
  tropleader_suspended: { es: "el tropleader estaba suspendido", en: "the tropleader was suspended" },
  trip_not_published: { es: "el viaje ya no estaba publicado", en: "the trip was no longer published" },
  departure_cancelled: { es: "la salida estaba cancelada", en: "the departure was cancelled" },
  no_seats: { es: "las plazas ya no estaban libres", en: "the seats were no longer free" },
};

/** To every admin (issue 33): a payment arrived for a booking that could no longer be sold and was refunded. */
export const latePaymentRefundedAdmin: EmailTemplate<LatePaymentRefundedAdminData> = (data, ctx) =>
  ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: `Payment refunded automatically: ${data.reference}`,
        preheader: "A payment arrived for a booking that could no longer be sold.",
        greeting: "Hello,",
        paragraphs: [
          `A payment of ${money(data.refundCents, "en", data.currency)} arrived for booking ${data.reference} when ${WHY[data.cause].en}. The booking was not confirmed and the whole payment is being refunded through the payment provider.`,
          ...bookingFactLines(data, "en"),
        ],
        action: { label: "Open Refunds", url: "/admin/reembolsos" },
      })
    : renderEmailLayout(ctx, {
        subject: `Pago devuelto automáticamente: ${data.reference}`,
        preheader: "Ha llegado un pago para una reserva que ya no se podía vender.",
        greeting: "Hola:",
        paragraphs: [
          `Ha llegado un pago de ${money(data.refundCents, "es", data.currency)} para la reserva ${data.reference} cuando ${WHY[data.cause].es}. La reserva no se ha confirmado y el pago completo se está devolviendo a través del proveedor de pagos.`,
          ...bookingFactLines(data, "es"),
        ],
        action: { label: "Abrir Reembolsos", url: "/admin/reembolsos" },
      });
