import { formatLongDate } from "#core/format/dates";
import { plural } from "#core/format/plural";
import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type DepartureConfirmationNeededData = {
  tropleaderName: string;
  tripTitle: string;
  tripId: string;
  startDate: string;
  needed: number;
};

/** To the tropleader at a departure's confirmation deadline while it is below its minimum (issue 14). */
export const departureConfirmationNeeded: EmailTemplate<DepartureConfirmationNeededData> = (data, ctx) => {
  const date = formatLongDate(data.startDate, ctx.locale);
  const url = `/tropleader/viajeros/${data.tripId}/${data.startDate}`;
  const needed = (one: string, other: string) => plural(data.needed, { one, other });
  return ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: `Confirm or cancel: ${data.tripTitle} (${date})`,
        preheader: needed(
          "{{count}} more traveller needed to reach the minimum.",
          "{{count}} more travellers needed to reach the minimum.",
        ),
        greeting: `Hello ${data.tropleaderName},`,
        paragraphs: [
          `The ${date} departure of ${data.tripTitle} still needs ${needed("{{count}} traveller", "{{count}} travellers")} to reach its minimum group.`,
          "Tell your travellers whether it runs: confirm it, or cancel it and everyone gets 100% of what they paid back.",
        ],
        action: { label: "Open the departure", url },
      })
    : renderEmailLayout(ctx, {
        subject: `Confirma o cancela: ${data.tripTitle} (${date})`,
        preheader: needed(
          "Falta {{count}} viajero para el mínimo.",
          "Faltan {{count}} viajeros para el mínimo.",
        ),
        greeting: `Hola ${data.tropleaderName}:`,
        paragraphs: [
          `A la salida del ${date} de ${data.tripTitle} aún le ${needed("falta {{count}} viajero", "faltan {{count}} viajeros")} para llegar al grupo mínimo.`,
          "Dinos si se realiza: confírmala, o cancélala y cada viajero recibirá el 100 % de lo pagado.",
        ],
        action: { label: "Abrir la salida", url },
      });
};
