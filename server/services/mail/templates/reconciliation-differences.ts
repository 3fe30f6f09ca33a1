import { plural } from "#core/format/plural";
import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type ReconciliationDifferencesData = { count: number; references: string[] };

/** Issue 13: told to every admin when a reconciliation finds money that does not add up. */
export const reconciliationDifferences: EmailTemplate<ReconciliationDifferencesData> = (data, ctx) => {
  const list = data.references.slice(0, 20).join(", ");
  const differences = (one: string, other: string) => plural(data.count, { one, other });
  return ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: `Reconciliation: ${differences("{{count}} difference", "{{count}} differences")} to check`,
        preheader: "Some bookings' money does not add up.",
        greeting: "Hello,",
        paragraphs: [
          `Today's reconciliation found ${differences("{{count}} difference", "{{count}} differences")} between what was paid, refunded, kept as commission and paid out, or between our records and the payment provider's.`,
          list ? `Bookings: ${list}.` : "They are not tied to a booking (provider records).",
        ],
        action: { label: "Open Finance", url: "/admin/finanzas" },
      })
    : renderEmailLayout(ctx, {
        subject: `Conciliación: ${differences("{{count}} diferencia", "{{count}} diferencias")} que revisar`,
        preheader: "El dinero de algunas reservas no cuadra.",
        greeting: "Hola:",
        paragraphs: [
          `La conciliación de hoy ha encontrado ${differences("{{count}} diferencia", "{{count}} diferencias")} entre lo cobrado, lo reembolsado, la comisión y lo pagado a los tropleaders, o entre nuestros registros y los del proveedor de pagos.`,
          list ? `Reservas: ${list}.` : "No corresponden a una reserva (registros del proveedor).",
        ],
        action: { label: "Abrir Finanzas", url: "/admin/finanzas" },
      });
};
