import { formatLongDate } from "#core/format/dates";
import { formatMoney } from "#core/format/money";
import { type EmailContext, emailText } from "./email-layout.ts";

/** What every booking email says about the booking, in the recipient's language. */
export type BookingEmailFacts = {
  /** The booking's id (links to its receipt). */
  bookingId?: string;
  reference: string;
  tripTitle: string;
  startDate: string;
  endDate: string;
  participants: number;
  totalCents: number;
  currency: string;
};

export function bookingFactLines(f: BookingEmailFacts, ctx: EmailContext): string[] {
  const t = emailText(ctx);
  const dates = `${formatLongDate(f.startDate, ctx.locale)} – ${formatLongDate(f.endDate, ctx.locale)}`;
  return [
    t("bookingFacts.reference", { reference: f.reference }),
    t("bookingFacts.trip", { trip: f.tripTitle, dates }),
    t("bookingFacts.travellers", {
      participants: f.participants,
      amount: formatMoney(f.totalCents, ctx.locale, f.currency),
    }),
  ];
}

/**
 * "It is processed in 5-7 business days and may take up to 10 days to appear": when a refund to a card shows,
 * from the promises in core/rules/service-promises.ts (through ctx.policy).
 */
export function refundTimingLine(ctx: EmailContext): string {
  const t = emailText(ctx);
  const { refundProcessingBusinessDays: days, refundVisibleWithinDays } = ctx.policy;
  return t("refundTiming.sentence", {
    processing: t("refundTiming.processing", { min: days.min, count: days.max }),
    visible: t("refundTiming.visible", { count: refundVisibleWithinDays }),
  });
}
