import { formatDateTime, formatLongDate } from "#core/format/dates";
import { plural } from "#core/format/plural";
import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type WaitlistOfferData = {
  travellerName: string;
  tripTitle: string;
  startDate: string;
  departureId: string;
  participants: number;
  /** ISO instant until which the seats are held. */
  offeredUntil: string;
};

/** Seats freed on a full departure, held for the next in line for 24 hours (issue 14). */
export const waitlistOffer: EmailTemplate<WaitlistOfferData> = (data, ctx) => {
  const date = formatLongDate(data.startDate, ctx.locale);
  const until = formatDateTime(data.offeredUntil, ctx.locale);
  const url = `/reservar/${data.departureId}`;
  const seats = (one: string, other: string) => plural(data.participants, { one, other });
  return ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: `${seats("Your seat", "Your seats")} on ${data.tripTitle} (${date}) ${seats("is", "are")} waiting for you`,
        preheader: `We are holding ${seats("{{count}} seat", "{{count}} seats")} for you until ${until}.`,
        greeting: `Hello ${data.travellerName},`,
        paragraphs: [
          `Seats have freed up on ${data.tripTitle}, departing ${date}, and you are next on the waitlist.`,
          `We are holding ${seats("{{count}} seat", "{{count}} seats")} for you until ${until}. Nobody else can book ${seats("it", "them")} meanwhile; after that ${seats("it goes", "they go")} to the next person in line.`,
        ],
        action: { label: seats("Book my seat", "Book my seats"), url },
      })
    : renderEmailLayout(ctx, {
        subject: `${seats("Tu plaza", "Tus plazas")} en ${data.tripTitle} (${date}) te ${seats("espera", "esperan")}`,
        preheader: `Te guardamos ${seats("{{count}} plaza", "{{count}} plazas")} hasta el ${until}.`,
        greeting: `Hola ${data.travellerName}:`,
        paragraphs: [
          `Se han liberado plazas en ${data.tripTitle}, con salida el ${date}, y eres el siguiente en la lista de espera.`,
          `Te guardamos ${seats("{{count}} plaza", "{{count}} plazas")} hasta el ${until}. Nadie más puede ${seats("reservarla", "reservarlas")} mientras tanto; después ${seats("pasará", "pasarán")} a la siguiente persona de la lista.`,
        ],
        action: { label: seats("Reservar mi plaza", "Reservar mis plazas"), url },
      });
};
