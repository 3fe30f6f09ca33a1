import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type ReconciliationDifferencesData = { count: number; references: string[] };

/** Issue 13: told to every admin when a reconciliation finds money that does not add up. */
export const reconciliationDifferences: EmailTemplate<ReconciliationDifferencesData> = (data, ctx) => {
  const list = data.references.slice(0, 20).join(", ");
  return ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: `Reconciliation: ${data.count} difference(s) to check`,
        preheader: "Some bookings' money does not add up.",
        greeting: "Hello,",
        paragraphs: [
          `Today's reconciliation found ${data.count} difference(s) between what was paid, refunded, kept as commission and paid out, or between our records and the payment provider's.`,
          list ? `Bookings: ${list}.` : "They are not tied to a booking (provider records).",
        ],
        action: { label: "Open Finance", url: "/admin/finanzas" },
      })
    : renderEmailLayout(ctx, {
        subject: `Conciliación: ${data.count} diferencia(s) que revisar`,
        preheader: "El dinero de algunas reservas no cuadra.",
        greeting: "Hola:",
        paragraphs: [
          `La conciliación de hoy ha encontrado ${data.count} diferencia(s) entre lo cobrado, lo reembolsado, la comisión y lo pagado a los tropleaders, o entre nuestros registros y los del proveedor de pagos.`,
          list ? `Reservas: ${list}.` : "No corresponden a una reserva (registros del proveedor).",
        ],
        action: { label: "Abrir Finanzas", url: "/admin/finanzas" },
      });
};
