import { data, type FetcherWithComponents, useActionData, useFetcher } from "react-router";
import { formatLongDate } from "#core/format/dates";
import { formatMoney } from "#core/format/money";
import { retryPayoutSchema } from "#core/schemas/admin-refund";
import { requireUser } from "#server/auth/guards";
import { getFinanceSummary, readFinancePeriod } from "#server/services/ledger/get-finance-summary";
import { runReconciliation } from "#server/services/ledger/run-reconciliation";
import { retryPayout } from "#server/services/payouts/retry-payout";
import { Alert } from "../components/ui/alert.tsx";
import { useToast } from "../components/ui/toast.tsx";
import { FinanceFigures } from "../features/admin/finance-figures.tsx";
import { FinancePeriod } from "../features/admin/finance-period.tsx";
import { ReconciliationPanel } from "../features/admin/reconciliation-panel.tsx";
import { RetryRow } from "../features/admin/retry-row.tsx";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionFailure, actionRefusal } from "../lib/action-failure.server.ts";
import { useFetcherResult } from "../lib/use-fetcher-result.ts";
import { useLocale } from "../lib/use-locale.ts";
import type { Route } from "./+types/admin.finanzas";

type RetryResult = { ok: boolean; intent?: "retry-payout" | "reconcile"; error?: string; found?: number };

/** Finanzas (issue 13): the period's money and the failed payouts; the services check the admin role. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  if (user.role !== "admin") return null;
  const period = readFinancePeriod(new URL(request.url).searchParams);
  return { period, ...(await getFinanceSummary(context.deps, user, period)) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "reconcile") {
    try {
      const result = await runReconciliation(context.deps, user);
      return data<RetryResult>({ ok: true, intent: "reconcile", found: result.differences.length });
    } catch (e) {
      return actionFailure(e, { intent: "reconcile" as const });
    }
  }
  const parsed = retryPayoutSchema.safeParse(form);
  if (!parsed.success) {
    return actionRefusal("admin:finance.errors.payoutNotFound");
  }
  try {
    await retryPayout(context.deps, user, parsed.data.payoutId);
    return data<RetryResult>({ ok: true, intent: "retry-payout" });
  } catch (e) {
    return actionFailure(e);
  }
}

export default function AdminFinance({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const toast = useToast();
  const fetcher = useFetcher<RetryResult>();
  const plainResult = useActionData<typeof action>();
  const reconcileFetcher = useFetcher<RetryResult>();
  const text = (r: RetryResult) => {
    if (r.intent === "reconcile" && r.ok) {
      const found = r.found ?? 0;
      const result = found
        ? t("finance.reconcile.differences", { count: found })
        : t("finance.reconcile.clean");
      return t("finance.reconcile.success", { result });
    }
    return r.ok ? t("finance.retrySuccess") : `${t("finance.retryError")}: ${t(r.error ?? "")}`;
  };
  useFetcherResult(fetcher, (r) => (r.ok ? toast.success : toast.error)(text(r)));
  useFetcherResult(reconcileFetcher, (r) => (r.ok ? toast.success : toast.error)(text(r)));
  if (!loaderData) return null;
  const { period, figures, failed, reconciliation } = loaderData;
  return (
    <div className="flex flex-col gap-10">
      {plainResult ? <Alert tone={plainResult.ok ? "success" : "error"}>{text(plainResult)}</Alert> : null}
      <section aria-labelledby="finance-title" className="space-y-5">
        <div>
          <h2 id="finance-title" className="text-lg font-semibold">
            {t("finance.title")}
          </h2>
          <p className="mt-1 text-sm text-gray-600">{t("finance.subtitle")}</p>
        </div>
        <FinancePeriod from={period.from} to={period.to} />
        <FinanceFigures figures={figures} />
      </section>
      <section aria-labelledby="failed-payouts">
        <h2 id="failed-payouts" className="text-lg font-semibold">
          {t("finance.failedTitle")}
        </h2>
        {failed.length === 0 ? (
          <p className="mt-3 text-sm text-gray-600">{t("finance.noFailed")}</p>
        ) : (
          <ul
            className="mt-3 divide-y divide-gray-200 rounded-2xl border border-gray-200"
            data-testid="failed-payouts"
          >
            {failed.map((p) => (
              <RetryRow
                key={p.id}
                fetcher={fetcher as FetcherWithComponents<unknown>}
                intent="retry-payout"
                field="payoutId"
                id={p.id}
                label={t("finance.retry")}
              >
                <p className="font-medium">
                  <span className="font-mono">{p.reference}</span> ·{" "}
                  {formatMoney(p.netCents, locale, p.currency)} · {p.tropleaderName} ({p.tropleaderEmail})
                </p>
                <p className="text-gray-600">
                  {p.tripTitle} · {t("finance.dueOn", { date: formatLongDate(p.scheduledFor, locale) })} ·{" "}
                  {t("finance.attempts", { count: p.attempts })}
                  {p.lastError ? ` · ${p.lastError}` : ""}
                </p>
              </RetryRow>
            ))}
          </ul>
        )}
      </section>
      <ReconciliationPanel
        run={reconciliation}
        fetcher={reconcileFetcher as FetcherWithComponents<unknown>}
      />
    </div>
  );
}
