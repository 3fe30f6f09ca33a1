import type { FetcherWithComponents } from "react-router";
import { formatDateTime } from "#core/format/dates";
import { formatMoney } from "#core/format/money";
import type { ReconciliationDifference } from "#server/db/schema/bookings";
import { Button } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";

type Run = {
  startedAt: Date | string;
  bookingsChecked: number;
  differences: ReconciliationDifference[];
  trigger: "schedule" | "admin";
};

/** The latest reconciliation and its differences, with the button that runs one now. */
export function ReconciliationPanel({
  run,
  fetcher,
}: {
  run: Run | null;
  fetcher: FetcherWithComponents<unknown>;
}) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const busy = fetcher.state !== "idle";
  return (
    <section aria-labelledby="reconciliation-title" className="space-y-3" data-testid="reconciliation">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="reconciliation-title" className="text-lg font-semibold">
            {t("finance.reconcile.title")}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-gray-600">{t("finance.reconcile.subtitle")}</p>
        </div>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="reconcile" />
          <Button type="submit" variant="outline" disabled={busy}>
            {busy ? t("finance.reconcile.running") : t("finance.reconcile.run")}
          </Button>
        </fetcher.Form>
      </div>
      {run ? (
        <>
          <p className="text-sm" data-testid="reconciliation-last">
            {t("finance.reconcile.last", {
              date: formatDateTime(run.startedAt, locale),
              count: run.bookingsChecked,
            })}{" "}
            ({t(`finance.reconcile.trigger.${run.trigger}`)}) ·{" "}
            <strong>
              {run.differences.length
                ? t("finance.reconcile.differences", { count: run.differences.length })
                : t("finance.reconcile.clean")}
            </strong>
          </p>
          {run.differences.length ? (
            <ul className="divide-y divide-gray-200 rounded-2xl border border-amber-200 bg-amber-50/40">
              {run.differences.slice(0, 100).map((d) => (
                <li
                  key={`${d.check}-${d.bookingId ?? d.detail}`}
                  className="px-4 py-2 text-sm"
                  data-testid="reconciliation-difference"
                >
                  {d.reference ? <span className="font-mono">{d.reference}</span> : null}{" "}
                  {t(`finance.reconcile.check.${d.check}`)}:{" "}
                  {t("finance.reconcile.expected", {
                    amount: formatMoney(d.expectedCents, locale, d.currency),
                  })}
                  ,{" "}
                  {t("finance.reconcile.actual", { amount: formatMoney(d.actualCents, locale, d.currency) })}
                  {d.detail ? ` (${d.detail})` : ""}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-gray-600">{t("finance.reconcile.never")}</p>
      )}
    </section>
  );
}
