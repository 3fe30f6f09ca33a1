import { FileCheck2, HeartPulse, Plane } from "lucide-react";
import { useId, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { formatLongDate } from "#core/format/dates";
import { formatMoney } from "#core/format/money";
import { ADMIN_REFUND_PERCENT } from "#core/rules/admin-refund-percent";
import { policyFigures } from "#core/rules/policy-figures";
import { UPLOAD_RULES } from "#core/rules/upload-rules";
import { adminRefundSchema } from "#core/schemas/admin-refund";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useConfirm } from "../../components/ui/confirm-dialog.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { uploadFile } from "../../lib/upload-file.ts";
import { useLocale } from "../../lib/use-locale.ts";

export type RefundableBooking = {
  id: string;
  reference: string;
  status: string;
  participants: number;
  totalCents: number;
  currency: string;
  refundedCents: number;
  refundable: boolean;
  cancellationReason: string | null;
  startDate: string;
  tripTitle: string;
  travellerName: string;
  travellerEmail: string;
};

export type RefundActionResult =
  | { ok: true; intent: "refund" | "retry"; amount?: string }
  | { ok: false; intent: string; error: string };

/**
 * A paid booking in Reembolsos: who, which trip and departure, what was paid and refunded, and the two
 * refunds an admin can grant while it is confirmed. A medical refund needs the certificate first (uploaded to
 * private storage); both ask for confirmation with the amount before anything happens.
 */
export function RefundBookingCard({
  booking: b,
  fetcher,
}: {
  booking: RefundableBooking;
  fetcher: FetcherWithComponents<RefundActionResult>;
}) {
  const { t } = useTranslation("admin");
  const { t: tu } = useTranslation();
  const locale = useLocale();
  const confirm = useConfirm();
  const inputId = useId();
  const [certificate, setCertificate] = useState<{ fileId: string; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";
  const money = (cents: number) => formatMoney(cents, locale, b.currency);
  const amountFor = (reason: keyof typeof ADMIN_REFUND_PERCENT) =>
    money(Math.floor((b.totalCents * ADMIN_REFUND_PERCENT[reason]) / 100));

  async function onFile(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setError(null);
    setUploading(true);
    const outcome = await uploadFile("refund-certificate", file);
    setUploading(false);
    if (outcome.ok) setCertificate({ fileId: outcome.file.fileId, name: file.name });
    else {
      setCertificate(null);
      setError(tu(outcome.messageKey));
    }
  }

  /** Checked with the server's schema, confirmed with the amount, then posted (a plain post without scripts). */
  async function refund(event: React.FormEvent<HTMLFormElement>, reason: keyof typeof ADMIN_REFUND_PERCENT) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = adminRefundSchema.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? "refunds.errors.certificateRequired"));
      return;
    }
    const ok = await confirm({
      title: t(`refunds.${reason}.title`),
      message: t(`refunds.${reason}.confirm`, { amount: amountFor(reason), reference: b.reference }),
      confirmLabel: t("refunds.confirmButton"),
      tone: "danger",
    });
    if (ok) fetcher.submit(form);
  }

  const refundForm = (reason: keyof typeof ADMIN_REFUND_PERCENT, button: React.ReactNode) => (
    <fetcher.Form method="post" onSubmit={(event) => refund(event, reason)}>
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="bookingId" value={b.id} />
      <input type="hidden" name="reason" value={reason} />
      <input type="hidden" name="certificateFileId" value={certificate?.fileId ?? ""} />
      {button}
    </fetcher.Form>
  );

  return (
    <li className="flex flex-col gap-3 px-4 py-4" data-testid="refund-booking">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="font-mono">{b.reference}</span>
            <Badge tone={b.status === "confirmed" ? "success" : "neutral"}>
              {t(`users.bookingStatus.${b.status}`)}
            </Badge>
          </p>
          <p className="text-sm text-gray-700">
            {b.tripTitle} · {formatLongDate(b.startDate, locale)}
          </p>
          <p className="text-sm text-gray-600">
            {b.travellerName} ({b.travellerEmail}) · {t("refunds.participants", { count: b.participants })}
          </p>
        </div>
        <dl className="shrink-0 text-sm sm:text-right">
          <div>
            <dt className="inline text-gray-600">{t("refunds.paid")} </dt>
            <dd className="inline font-semibold tabular-nums">{money(b.totalCents)}</dd>
          </div>
          <div>
            <dt className="inline text-gray-600">{t("refunds.refunded")} </dt>
            <dd className="inline font-semibold tabular-nums" data-testid="refunded-amount">
              {money(b.refundedCents)}
            </dd>
          </div>
        </dl>
      </div>
      {b.refundable ? (
        <div className="flex flex-col gap-3 rounded-xl bg-gray-50 p-3 text-sm">
          <div className="flex flex-col gap-1">
            <label htmlFor={inputId} className="font-medium text-ink">
              {t("refunds.certificate")}
            </label>
            <p className="text-gray-600">{t("refunds.certificateHint")}</p>
            <input
              id={inputId}
              type="file"
              accept={UPLOAD_RULES["refund-certificate"].acceptAttribute}
              onChange={onFile}
              className="text-sm file:mr-3 file:rounded-full file:border-0 file:bg-ink file:px-3 file:py-1.5 file:text-white"
            />
            {uploading ? (
              <p className="flex items-center gap-2 text-gray-600" role="status">
                <Spinner className="size-4" />
                {t("refunds.uploading")}
              </p>
            ) : certificate ? (
              <p
                className="flex items-center gap-2 text-emerald-800"
                role="status"
                data-testid="certificate-ready"
              >
                <FileCheck2 aria-hidden="true" className="size-4" />
                {t("refunds.certificateReady", { name: certificate.name })}
              </p>
            ) : null}
            {error ? (
              <p className="text-red-700" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            {refundForm(
              "medical",
              <Button
                type="submit"
                size="sm"
                variant="dark"
                className="h-auto! min-h-9 py-2 text-left whitespace-normal!"
                disabled={busy || uploading}
              >
                <HeartPulse aria-hidden="true" className="size-4" />
                {t("refunds.medical.button", {
                  amount: amountFor("medical"),
                  ...policyFigures(),
                })}
              </Button>,
            )}
            {refundForm(
              "travel_restriction",
              <Button
                type="submit"
                size="sm"
                variant="outline"
                className="h-auto! min-h-9 py-2 text-left whitespace-normal!"
                disabled={busy}
              >
                <Plane aria-hidden="true" className="size-4" />
                {t("refunds.travel_restriction.button", {
                  amount: amountFor("travel_restriction"),
                  ...policyFigures(),
                })}
              </Button>,
            )}
          </div>
        </div>
      ) : (
        <p className="text-sm text-gray-600">
          {b.status === "cancelled"
            ? t("refunds.alreadyCancelled", {
                reason: t(`refunds.reasons.${b.cancellationReason ?? "other"}`, {
                  defaultValue: t("refunds.reasons.other"),
                }),
              })
            : t("refunds.notRefundable")}
        </p>
      )}
    </li>
  );
}
