import { formatLongDate } from "#core/format/dates";
import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type DepartureConfirmationNeededData = {
  tropleaderName: string;
  tripTitle: string;
  tripId: string;
  startDate: string;
  needed: number;
};

/** To the tropleader at a departure's confirmation deadline while it is below its minimum (issue 14). */
export const departureConfirmationNeeded: EmailTemplate<DepartureConfirmationNeededData> = (data, ctx) => {
  const t = emailText(ctx);
  const date = formatLongDate(data.startDate, ctx.locale);
  const trip = data.tripTitle;
  return renderEmailLayout(ctx, {
    subject: t("departureConfirmationNeeded.subject", { trip, date }),
    preheader: t("departureConfirmationNeeded.preheader", { count: data.needed }),
    greeting: t("departureConfirmationNeeded.greeting", { name: data.tropleaderName }),
    paragraphs: [
      t("departureConfirmationNeeded.body", { date, trip, count: data.needed }),
      t("departureConfirmationNeeded.decide", { percent: ctx.policy.tropleaderCancellationRefundPercent }),
    ],
    action: {
      label: t("departureConfirmationNeeded.action"),
      url: `/tropleader/viajeros/${data.tripId}/${data.startDate}`,
    },
  });
};
