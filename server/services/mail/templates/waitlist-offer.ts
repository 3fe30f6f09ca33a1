import { formatDateTime, formatLongDate } from "#core/format/dates";
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
  return ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: `Your seats on ${data.tripTitle} (${date}) are waiting for you`,
        preheader: `We are holding ${data.participants} seat(s) for you until ${until}.`,
        greeting: `Hello ${data.travellerName},`,
        paragraphs: [
          `Seats have freed up on ${data.tripTitle}, departing ${date}, and you are next on the waitlist.`,
          `We are holding ${data.participants} seat(s) for you until ${until}. Nobody else can book them meanwhile; after that they go to the next person in line.`,
        ],
        action: { label: "Book my seats", url },
      })
    : renderEmailLayout(ctx, {
        subject: `Tus plazas en ${data.tripTitle} (${date}) te esperan`,
        preheader: `Te guardamos ${data.participants} plaza(s) hasta el ${until}.`,
        greeting: `Hola ${data.travellerName}:`,
        paragraphs: [
          `Se han liberado plazas en ${data.tripTitle}, con salida el ${date}, y eres el siguiente en la lista de espera.`,
          `Te guardamos ${data.participants} plaza(s) hasta el ${until}. Nadie más puede reservarlas mientras tanto; después pasarán a la siguiente persona de la lista.`,
        ],
        action: { label: "Reservar mis plazas", url },
      });
};
