import { ReceiptText } from "lucide-react";
import { data, type FetcherWithComponents, useActionData, useFetcher } from "react-router";
import { formatDateTime } from "#core/format/dates";
import { formatMoney } from "#core/format/money";
import { retryRefundSchema } from "#core/schemas/admin-refund";
import { requireUser } from "#server/auth/guards";
import { isAppError } from "#server/lib/app-error";
import { cleanSearch } from "#server/lib/search-text";
import { findBookingsForRefund } from "#server/services/refunds/find-bookings-for-refund";
import { issueAdminRefund } from "#server/services/refunds/issue-admin-refund";
import { listFailedRefunds } from "#server/services/refunds/list-failed-refunds";
import { retryRefund } from "#server/services/refunds/retry-refund";
import { Alert } from "../components/ui/alert.tsx";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { useToast } from "../components/ui/toast.tsx";
import { type RefundActionResult, RefundBookingCard } from "../features/admin/refund-booking.tsx";
import { RetryRow } from "../features/admin/retry-row.tsx";
import { SearchBox } from "../features/admin/search-box.tsx";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionFailure, actionRefusal } from "../lib/action-failure.server.ts";
import { useFetcherResult } from "../lib/use-fetcher-result.ts";
import { useLocale } from "../lib/use-locale.ts";
import type { Route } from "./+types/admin.reembolsos";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  if (user.role !== "admin") return null;
  const q = cleanSearch(new URL(request.url).searchParams.get("q"));
  const [bookings, failed] = await Promise.all([
    findBookingsForRefund(context.deps, user, q),
    listFailedRefunds(context.deps, user),
  ]);
  return { q, bookings, failed };
}

/** Grant a medical or travel-restriction refund, or retry a failed one; the services check the admin role. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? "");
  try {
    if (intent === "retry") {
      const parsed = retryRefundSchema.safeParse(form);
      if (!parsed.success) throw parsed.error;
      await retryRefund(context.deps, user, parsed.data.refundId);
      return data<RefundActionResult>({ ok: true, intent: "retry" });
    }
    const refund = await issueAdminRefund(context.deps, user, form);
    return data<RefundActionResult>({
      ok: true,
      intent: "refund",
      amount: formatMoney(refund.refundCents, context.locale, refund.currency),
    });
  } catch (e) {
    if (isAppError(e)) {
      return actionFailure(e, { intent });
    }
    if (e instanceof Error && e.name === "ZodError") {
      const issues = (e as unknown as { issues: { message: string }[] }).issues;
      return actionRefusal(issues[0]?.message ?? "admin:refunds.errors.bookingNotFound", { intent });
    }
    throw e;
  }
}

/** The outcome as the admin reads it (a toast, or an alert when the form was posted before the scripts loaded). */
function outcomeText(result: RefundActionResult, t: (key: string, vars?: Record<string, string>) => string) {
  const key = result.intent === "retry" ? "retry" : "refund";
  return result.ok
    ? t(`refunds.${key}Success`, { amount: result.amount ?? "" })
    : `${t(`refunds.${key}Error`)}: ${t(result.error)}`;
}

export default function AdminRefunds({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const toast = useToast();
  const fetcher = useFetcher<RefundActionResult>();
  const plainResult = useActionData<typeof action>();
  useFetcherResult(fetcher, (result) => (result.ok ? toast.success : toast.error)(outcomeText(result, t)));
  if (!loaderData) return null;
  const { q, bookings, failed } = loaderData;
  return (
    <div className="flex flex-col gap-10">
      {plainResult ? (
        <Alert tone={plainResult.ok ? "success" : "error"}>{outcomeText(plainResult, t)}</Alert>
      ) : null}
      <section aria-labelledby="refunds-title">
        <h2 id="refunds-title" className="text-lg font-semibold">
          {t("refunds.title")}
        </h2>
        <p className="mt-1 mb-3 text-sm text-gray-600">{t("refunds.subtitle")}</p>
        <SearchBox
          label={t("refunds.searchLabel")}
          placeholder={t("refunds.searchPlaceholder")}
          defaultValue={q}
        />
        {q === "" ? null : bookings.length === 0 ? (
          <EmptyState
            className="mt-4"
            icon={<ReceiptText aria-hidden="true" />}
            title={t("search.noResults", { q })}
          />
        ) : (
          <ul className="mt-4 divide-y divide-gray-200 rounded-2xl border border-gray-200">
            {bookings.map((b) => (
              <RefundBookingCard key={b.id} booking={b} fetcher={fetcher} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="failed-refunds">
        <h2 id="failed-refunds" className="text-lg font-semibold">
          {t("refunds.failedTitle")}
        </h2>
        {failed.length === 0 ? (
          <p className="mt-3 text-sm text-gray-600">{t("refunds.noFailed")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-gray-200 rounded-2xl border border-gray-200">
            {failed.map((r) => (
              <RetryRow
                key={r.id}
                fetcher={fetcher as FetcherWithComponents<unknown>}
                intent="retry"
                field="refundId"
                id={r.id}
                label={t("refunds.retry")}
              >
                <p className="font-medium">
                  <span className="font-mono">{r.reference}</span> ·{" "}
                  {formatMoney(r.amountCents, locale, r.currency)}
                </p>
                <p className="text-gray-600">
                  {r.tripTitle} · {r.travellerName} ({r.travellerEmail}) ·{" "}
                  {formatDateTime(r.createdAt, locale)}
                </p>
              </RetryRow>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
