import { formatDateTime, formatLongDate } from "#core/format/dates";
import { formatMoney } from "#core/format/money";
import { type NotificationType, notificationLink } from "#core/notifications/notification-types";
import { useTranslation } from "../i18n/use-translation.ts";
import { useLocale } from "../lib/use-locale.ts";

export type NotificationView = {
  id: string;
  type: NotificationType;
  params: Record<string, unknown>;
  createdAt: string;
  read: boolean;
};

/** The parameter that counts in a type's text: it picks the text's plural (`body_one` / `body_other`). */
const COUNTED: Partial<Record<NotificationType, string>> = {
  booking_received: "participants",
  waitlist_offer: "participants",
  departure_confirmation_needed: "needed",
};

/**
 * A stored notification (type + parameters) as the reader sees it now: title and text in the page's current
 * language, and where it leads. Switching language re-renders it in the other language.
 */
export function useNotificationText() {
  const { t } = useTranslation("notifications");
  const locale = useLocale();
  return (n: NotificationView) => {
    const params: Record<string, unknown> = { ...n.params };
    if (
      (n.type === "departure_cancelled" ||
        n.type === "waitlist_offer" ||
        n.type === "departure_confirmation_needed") &&
      typeof params.startDate === "string"
    ) {
      params.date = formatLongDate(params.startDate, locale);
    }
    if (n.type === "waitlist_offer" && typeof params.offeredUntil === "string") {
      params.until = formatDateTime(params.offeredUntil, locale);
    }
    if (
      (n.type === "refund_issued" ||
        n.type === "departure_cancelled" ||
        n.type === "payout_paid" ||
        n.type === "payout_failed" ||
        n.type === "late_payment_refunded") &&
      typeof params.amountCents === "number"
    ) {
      params.amount = formatMoney(params.amountCents, locale, String(params.currency ?? "EUR"));
    }
    const counted = COUNTED[n.type];
    if (counted && typeof params[counted] === "number") params.count = params[counted];
    if (n.type === "late_payment_refunded" && typeof params.cause === "string") {
      params.why = t(`lateCauses.${params.cause}`);
    }
    return {
      title: t(`types.${n.type}.title`),
      body: t(`types.${n.type}.body`, params),
      href: notificationLink(n.type, n.params),
    };
  };
}
