import { formatDateTime, formatLongDate } from "#core/format/dates";
import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type WaitlistOfferData = {
  travellerName: string;
  tripTitle: string;
  startDate: string;
  departureId: string;
  participants: number;
  /** ISO instant until which the seats are held. */
  offeredUntil: string;
};

/** Seats freed on a full departure, held for the next in line (issue 14) until `offeredUntil`. */
export const waitlistOffer: EmailTemplate<WaitlistOfferData> = (data, ctx) => {
  const t = emailText(ctx);
  const date = formatLongDate(data.startDate, ctx.locale);
  const until = formatDateTime(data.offeredUntil, ctx.locale);
  const trip = data.tripTitle;
  const count = data.participants;
  return renderEmailLayout(ctx, {
    subject: t("waitlistOffer.subject", { count, trip, date }),
    preheader: t("waitlistOffer.preheader", { count, until }),
    greeting: t("waitlistOffer.greeting", { name: data.travellerName }),
    paragraphs: [t("waitlistOffer.freed", { trip, date }), t("waitlistOffer.held", { count, until })],
    action: { label: t("waitlistOffer.action", { count }), url: `/reservar/${data.departureId}` },
  });
};
