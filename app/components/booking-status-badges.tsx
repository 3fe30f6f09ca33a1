import { useTranslation } from "../i18n/use-translation.ts";
import { Badge, type BadgeTone } from "./ui/badge.tsx";

export type BookingStatus = "pending_payment" | "confirmed" | "completed" | "cancelled" | "expired";

const STATUS_TONE: Record<BookingStatus, BadgeTone> = {
  pending_payment: "warning",
  confirmed: "success",
  completed: "brand",
  cancelled: "danger",
  expired: "neutral",
};

const PAYMENT_TONE: Record<string, BadgeTone> = {
  paid: "success",
  pending: "warning",
  failed: "danger",
  refunded: "info",
  partially_refunded: "info",
};

/** The booking's status and payment status as badges. */
export function BookingStatusBadges({
  status,
  paymentStatus,
}: {
  status: BookingStatus;
  paymentStatus: string;
}) {
  const { t } = useTranslation("dashboard");
  // A paid confirmed booking says "Confirmada · Pagado": both facts matter to the traveller.
  return (
    <span className="flex flex-wrap gap-1.5" data-testid="booking-status" data-status={status}>
      <Badge tone={STATUS_TONE[status]}>{t(`booking.status.${status}`)}</Badge>
      {status !== "expired" ? (
        <Badge tone={PAYMENT_TONE[paymentStatus] ?? "neutral"}>
          {t(`booking.payment.${paymentStatus}`, { defaultValue: paymentStatus })}
        </Badge>
      ) : null}
    </span>
  );
}
