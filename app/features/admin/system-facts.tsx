import { Link } from "react-router";
import { formatDateTime } from "#core/format/dates";
import { Badge } from "../../components/ui/badge.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";

export type SystemStatus = {
  version: string;
  commit: string | null;
  startedAt: Date | string;
  uptimeSeconds: number;
  database: { kind: "pglite" | "postgres"; sizeBytes: number };
  reconciliation: {
    startedAt: Date | string;
    finishedAt: Date | string | null;
    differences: number;
  } | null;
  retention: { ranAt: Date | string; finished: boolean; removed: number } | null;
};

/** A size in bytes as people read it ("48,3 MB"), with the page language's decimal mark. */
function formatSize(bytes: number, locale: string): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 })}\u00a0${units[unit]}`;
}

/** The installation at a glance: version, uptime, database, and the last reconciliation and retention runs. */
export function SystemFacts({ status: s }: { status: SystemStatus }) {
  const { t } = useTranslation("system");
  const locale = useLocale();
  const minutes = Math.floor(s.uptimeSeconds / 60);
  const uptime =
    minutes < 60
      ? t("facts.uptimeMinutes", { count: minutes })
      : minutes < 24 * 60
        ? t("facts.uptimeHours", { count: Math.floor(minutes / 60) })
        : t("facts.uptimeDays", { count: Math.floor(minutes / (24 * 60)) });
  const rec = s.reconciliation;
  const ret = s.retention;
  const card = "rounded-2xl border border-gray-200 px-4 py-3";
  const term = "text-xs font-semibold tracking-wide text-gray-600 uppercase";
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-3" data-testid="system-facts">
      <div className={card}>
        <dt className={term}>{t("facts.version")}</dt>
        <dd className="mt-1 font-medium">
          {s.version}
          {s.commit ? (
            <span className="font-mono text-gray-600"> · {t("facts.commit", { commit: s.commit })}</span>
          ) : null}
        </dd>
      </div>
      <div className={card}>
        <dt className={term}>{t("facts.uptime")}</dt>
        <dd className="mt-1 font-medium">
          {uptime}{" "}
          <span className="font-normal text-gray-600">
            {t("facts.since", { date: formatDateTime(s.startedAt, locale) })}
          </span>
        </dd>
      </div>
      <div className={card}>
        <dt className={term}>{t("facts.database")}</dt>
        <dd className="mt-1 font-medium">
          {t(`facts.databaseKind.${s.database.kind}`)}
          <span className="font-normal text-gray-600">
            {" · "}
            {t("facts.databaseSize")} {formatSize(s.database.sizeBytes, locale)}
          </span>
        </dd>
      </div>
      <div className={card}>
        <dt className={term}>{t("facts.reconciliation")}</dt>
        <dd className="mt-1">
          {rec ? (
            <span className="flex flex-wrap items-center gap-2">
              <span>{formatDateTime(rec.startedAt, locale)}</span>
              {!rec.finishedAt ? (
                <Badge tone="warning">{t("facts.reconciliationUnfinished")}</Badge>
              ) : rec.differences ? (
                <Badge tone="danger">
                  {t("facts.reconciliationDifferences", { count: rec.differences })}
                </Badge>
              ) : (
                <Badge tone="success">{t("facts.reconciliationClean")}</Badge>
              )}
            </span>
          ) : (
            <span className="text-gray-600">{t("facts.reconciliationNever")}</span>
          )}
          <Link to="/admin/finanzas" className="mt-1 block text-xs underline underline-offset-4">
            {t("facts.seeFinance")}
          </Link>
        </dd>
      </div>
      <div className={card}>
        <dt className={term}>{t("facts.retention")}</dt>
        <dd className="mt-1">
          {ret ? (
            <span className="flex flex-wrap items-center gap-2">
              <span>{formatDateTime(ret.ranAt, locale)}</span>
              {ret.finished ? (
                <span className="font-medium text-emerald-800">
                  {t("facts.retentionDone", { count: ret.removed })}
                </span>
              ) : (
                <Badge tone="warning">{t("facts.retentionUnfinished")}</Badge>
              )}
            </span>
          ) : (
            <span className="text-gray-600">{t("facts.retentionNever")}</span>
          )}
          <Link to="/admin/privacidad" className="mt-1 block text-xs underline underline-offset-4">
            {t("facts.seePrivacy")}
          </Link>
        </dd>
      </div>
    </dl>
  );
}
