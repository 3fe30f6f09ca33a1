import { ShieldCheck } from "lucide-react";
import type { LegalRecord } from "#core/constants/privacy";
import { formatDateTime } from "#core/format/dates";
import { formatMoney } from "#core/format/money";
import { RETENTION } from "#core/rules/retention";
import { Badge } from "../../components/ui/badge.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { ScrollRegion } from "../../components/ui/scroll-region.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";

export type PrivacyRequestRow = {
  id: string;
  kind: "export" | "deletion";
  status: string;
  trigger: "user" | "inactivity";
  createdAt: string;
  completedAt: string | null;
  legalRecord: LegalRecord | null;
  userId: string;
  userName: string;
  userEmail: string | null;
  userDeleted: boolean;
};

/** Admin → Privacidad (issue 15): every export and deletion with its dates; a deletion's legal record. */
export function PrivacyRequests({ requests }: { requests: PrivacyRequestRow[] }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  if (!requests.length) {
    return (
      <EmptyState
        icon={<ShieldCheck aria-hidden="true" />}
        title={t("privacy.empty")}
        description={t("privacy.emptyHint")}
      />
    );
  }
  return (
    <ScrollRegion label={t("privacy.requestsTitle")}>
      <table className="w-full min-w-[44rem] text-left text-sm" data-testid="privacy-requests">
        <thead className="bg-gray-50 text-xs tracking-wider text-gray-500 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("privacy.kind")}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("privacy.person")}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("privacy.requested")}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("privacy.status")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 border-y border-gray-100">
          {requests.map((r) => (
            <tr key={r.id} className="align-top" data-kind={r.kind}>
              <th scope="row" className="px-4 py-3 font-medium text-ink">
                {t(`privacy.kinds.${r.kind}`)}
                {r.kind === "deletion" ? (
                  <span className="block text-xs font-normal text-gray-500">
                    {t(`privacy.triggers.${r.trigger}`)}
                  </span>
                ) : null}
              </th>
              <td className="px-4 py-3">
                {r.userDeleted ? (
                  <span className="text-gray-600">{t("privacy.deletedUser")}</span>
                ) : (
                  <>
                    <span className="font-medium text-ink">{r.userName}</span>
                    <span className="block text-xs text-gray-500">{r.userEmail}</span>
                  </>
                )}
                {r.kind === "deletion" ? <LegalRecordDetails record={r.legalRecord} /> : null}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-gray-700 tabular-nums">
                {formatDateTime(r.createdAt, locale)}
              </td>
              <td className="px-4 py-3">
                <Badge
                  tone={r.status === "failed" ? "danger" : r.status === "queued" ? "warning" : "neutral"}
                >
                  {t(`privacy.statuses.${r.status}`)}
                </Badge>
                {r.completedAt ? (
                  <span className="mt-1 block text-xs text-gray-500 tabular-nums">
                    {t("privacy.completed")}: {formatDateTime(r.completedAt, locale)}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function LegalRecordDetails({ record }: { record: LegalRecord | null }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  return (
    <details className="mt-2 text-xs">
      <summary className="cursor-pointer font-semibold text-ink">{t("privacy.legalRecord")}</summary>
      <p className="mt-1 text-gray-500">
        {t("privacy.legalRecordHint", { count: RETENTION.transactionYears })}
      </p>
      {record ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-gray-700">
          <dt className="font-medium">{t("privacy.legalName")}</dt>
          <dd>{record.name}</dd>
          <dt className="font-medium">{t("privacy.legalEmail")}</dt>
          <dd className="break-all">{record.email}</dd>
          <dt className="font-medium">{t("privacy.legalBookings")}</dt>
          <dd>
            {record.bookings.length ? (
              <ul>
                {record.bookings.map((b) => (
                  <li key={b.reference} className="tabular-nums">
                    {b.reference} · {formatMoney(b.amountCents, locale, b.currency)}
                    {b.paidAt ? ` · ${formatDateTime(b.paidAt, locale)}` : ""}
                  </li>
                ))}
              </ul>
            ) : (
              t("privacy.legalNone")
            )}
          </dd>
        </dl>
      ) : (
        <p className="mt-1 text-gray-600">{t("privacy.legalPurged")}</p>
      )}
    </details>
  );
}

/** The last automatic deletion runs and their counts (zeros left out). */
export function RetentionRuns({
  runs,
}: {
  runs: Array<{ id: number; createdAt: string; counts: Record<string, unknown> }>;
}) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  if (!runs.length) return <p className="text-sm text-gray-600">{t("privacy.runsEmpty")}</p>;
  return (
    <ul className="flex flex-col divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white">
      {runs.map((run) => {
        const done = Object.entries(run.counts).filter(([key, n]) => key !== "running" && Number(n) > 0);
        return (
          <li
            key={run.id}
            className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[11rem_1fr]"
            data-testid="retention-run"
          >
            <p className="text-gray-600 tabular-nums">{formatDateTime(run.createdAt, locale)}</p>
            <p className="text-gray-700">
              {run.counts.running
                ? t("privacy.running")
                : done.length
                  ? done
                      .map(([key, n]) => `${t(`privacy.counts.${key}`, { defaultValue: key })}: ${n}`)
                      .join(" · ")
                  : "0"}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
