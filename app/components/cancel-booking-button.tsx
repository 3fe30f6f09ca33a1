import { XCircle } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { toLocale } from "#core/constants/locales";
import { formatMoney } from "#core/format/money";
import { policyFigures } from "#core/rules/policy-figures";
import { useTranslation } from "../i18n/use-translation.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { Button, type ButtonProps } from "./ui/button.tsx";
import { useConfirm } from "./ui/confirm-dialog.tsx";
import { useToast } from "./ui/toast.tsx";

type Preview = {
  kind: "refund" | "release";
  currency: string;
  daysBefore: number;
  percent: number;
  refundCents: number;
};
type Failure = { ok: false; error: string; params?: Record<string, string | number> };

export type CancelBookingButtonProps = {
  bookingId: string;
  /** Button look (default: outline, small). */
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
  /** Called after a successful cancellation (the page's loaders are revalidated anyway). */
  onCancelled?: (result: Preview) => void;
};

/**
 * 'Cancelar reserva' for a traveller's upcoming booking: asks the server what cancelling now would refund,
 * shows it (amount and percent, or "nothing was charged" for an unpaid hold) in the shared confirm dialog,
 * and only then cancels. The refund is paid back through the payment provider.
 */
export function CancelBookingButton({
  bookingId,
  variant = "outline",
  size = "sm",
  className,
  onCancelled,
}: CancelBookingButtonProps) {
  const { t, i18n } = useTranslation("booking");
  const locale = toLocale(i18n.language);
  const confirm = useConfirm();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [step, setStep] = useState<"idle" | "previewing" | "cancelling">("idle");
  // The preview dialog needs the scripts: disabled until they run (app/lib/use-hydrated.ts).
  const hydrated = useHydrated();
  const url = `/api/bookings/${encodeURIComponent(bookingId)}/cancel`;

  const errorText = (f: Failure) => t(f.error, { ...f.params, defaultValue: t("errors.cancelFailed") });

  /** One JSON call to the cancellation API; null (after telling the traveller) when it failed. */
  async function call<T extends { ok: true }>(init?: RequestInit): Promise<T | null> {
    try {
      const response = await fetch(url, {
        ...init,
        headers: { accept: "application/json", ...init?.headers },
      });
      const body = (await response.json()) as T | Failure;
      if (body.ok) return body as T;
      toast.error(errorText(body as Failure));
    } catch {
      toast.error(t("errors.cancelFailed"));
    }
    return null;
  }

  async function start() {
    setStep("previewing");
    const previewed = await call<{ ok: true; preview: Preview }>();
    setStep("idle");
    if (!previewed) return;
    const p = previewed.preview;
    const amount = formatMoney(p.refundCents, locale, p.currency);
    const refundText =
      p.kind === "release"
        ? t("cancelBooking.release")
        : p.refundCents > 0
          ? t("cancelBooking.refund", { amount, percent: p.percent, count: p.daysBefore })
          : t("cancelBooking.noRefund", policyFigures());
    const ok = await confirm({
      title: t("cancelBooking.title"),
      message: (
        <span className="block space-y-2">
          <span
            className="block font-medium text-ink"
            data-testid="cancel-refund-message"
            data-refund-cents={p.refundCents}
            data-refund-percent={p.percent}
          >
            {refundText}
          </span>
          <span className="block">{t("cancelBooking.seatsReleased")}</span>
        </span>
      ),
      confirmLabel: t("cancelBooking.confirm"),
      cancelLabel: t("cancelBooking.keep"),
      tone: "danger",
    });
    if (!ok) return;

    setStep("cancelling");
    const done = await call<{ ok: true; result: Preview }>({
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ expectedRefundCents: p.refundCents }),
    });
    setStep("idle");
    if (!done) return;
    const r = done.result;
    // The toast lives in the layout: it stays when this booking moves out of the list on revalidation.
    toast.success(
      r.kind === "release"
        ? t("cancelBooking.released")
        : r.refundCents > 0
          ? t("cancelBooking.cancelled", { amount: formatMoney(r.refundCents, locale, r.currency) })
          : t("cancelBooking.cancelledNoRefund"),
    );
    onCancelled?.(r);
    void revalidator.revalidate();
  }

  const busy = step !== "idle";
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      loading={busy}
      onClick={() => void start()}
      disabled={!hydrated}
      data-testid="cancel-booking-button"
    >
      {busy ? null : <XCircle aria-hidden="true" className="size-4" />}
      {step === "previewing" ? t("cancelBooking.loading") : t("cancelBooking.button")}
    </Button>
  );
}
