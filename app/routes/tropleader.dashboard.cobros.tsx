import { Download } from "lucide-react";
import { Link } from "react-router";
import { policyFigures } from "#core/rules/policy-figures";
import { requireRole } from "#server/auth/guards";
import {
  listTropleaderPayouts,
  readPayoutHistoryPlace,
} from "#server/services/payouts/list-tropleader-payouts";
import { getTropleaderOverview } from "#server/services/tropleader/get-tropleader-overview";
import { KeysetPageLinks } from "../components/keyset-page-links.tsx";
import { Alert } from "../components/ui/alert.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { PayoutTable } from "../features/tropleader-payouts/payout-table.tsx";
import { PayoutTotals } from "../features/tropleader-payouts/payout-totals.tsx";
import { useTranslation } from "../i18n/use-translation.ts";
import type { Route } from "./+types/tropleader.dashboard.cobros";

/** Cobros (issue 13): upcoming payouts with their dates, the paid history, and the bookings behind each. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireRole(context, request, "tropleader");
  const [payouts, overview] = await Promise.all([
    listTropleaderPayouts(context.deps, user, readPayoutHistoryPlace(new URL(request.url).searchParams)),
    getTropleaderOverview(context.deps, user),
  ]);
  return { ...payouts, accountReady: overview.payoutState === "complete" };
}

export default function TropleaderPayouts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("workspace");
  const { upcoming, upcomingCount, history, newer, older, totals, owed, accountReady } = loaderData;
  return (
    <section aria-labelledby="payouts-title" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="payouts-title" className="text-lg font-semibold">
            {t("payouts.title")}
          </h2>
          <p className="mt-1 text-sm text-gray-600">{t("payouts.subtitle", policyFigures())}</p>
        </div>
        <a
          href="/tropleader/cobros.csv"
          className={buttonClasses({ variant: "outline", size: "sm" })}
          download
        >
          <Download aria-hidden="true" className="size-4" />
          {t("payouts.export")}
        </a>
      </div>
      {!accountReady && upcoming.length ? (
        <Alert tone="warning">
          {t("payouts.setUpAccount")}{" "}
          <Link to="/tropleader/dashboard/perfil" className="font-semibold underline">
            {t("payouts.setUpLink")}
          </Link>
        </Alert>
      ) : null}
      <PayoutTotals totals={totals} owed={owed} />
      <section aria-labelledby="payouts-upcoming" className="space-y-3">
        <h3 id="payouts-upcoming" className="font-semibold">
          {t("payouts.upcoming")}
        </h3>
        {upcoming.length ? (
          <>
            <PayoutTable rows={upcoming} label={t("payouts.upcoming")} testId="payouts-upcoming-table" />
            {upcomingCount > upcoming.length ? (
              <p className="text-sm text-gray-600" data-testid="payouts-upcoming-shown">
                {t("payouts.upcomingShown", { shown: upcoming.length, count: upcomingCount })}
              </p>
            ) : null}
          </>
        ) : (
          <p className="text-sm text-gray-600">{t("payouts.noUpcoming")}</p>
        )}
      </section>
      <section aria-labelledby="payouts-history" className="space-y-3">
        <h3 id="payouts-history" className="font-semibold">
          {t("payouts.history")}
        </h3>
        {history.length ? (
          <PayoutTable rows={history} label={t("payouts.history")} testId="payouts-history-table" />
        ) : (
          <p className="text-sm text-gray-600">{t("payouts.noHistory")}</p>
        )}
        <KeysetPageLinks
          label={t("payouts.historyPages")}
          newer={newer}
          older={older}
          newerText={t("payouts.newer")}
          olderText={t("payouts.older")}
        />
      </section>
    </section>
  );
}
