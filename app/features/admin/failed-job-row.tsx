import { RotateCcw, Trash2 } from "lucide-react";
import { formatDateTime } from "#core/format/dates";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { ConfirmedActionButton } from "./confirmed-action-button.tsx";
import type { SystemFetcher } from "./system-action.ts";

export type FailedJob = {
  id: number;
  type: string;
  attempts: number;
  lastError: string | null;
  lastTriedAt: Date | string | null;
};

/** One job that failed for good: kind, error, attempts, last try, with 'Reintentar' and 'Descartar'. */
export function FailedJobRow({ job, fetcher }: { job: FailedJob; fetcher: SystemFetcher }) {
  const { t } = useTranslation("system");
  const locale = useLocale();
  const vars = { kind: job.type, id: String(job.id) };
  return (
    <li
      className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:justify-between"
      data-testid="failed-job"
    >
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-baseline gap-x-2 font-medium">
          <span className="font-mono break-all">{job.type}</span>
          <span className="text-xs font-normal text-gray-600">
            {t("jobs.number", { id: String(job.id) })}
          </span>
        </p>
        <p className="mt-1 break-words text-red-800" data-testid="failed-job-error">
          {job.lastError ?? t("jobs.noError")}
        </p>
        <p className="mt-1 text-xs text-gray-600">
          {t("jobs.attempts", { count: job.attempts })}
          {job.lastTriedAt
            ? ` · ${t("jobs.lastTry", { date: formatDateTime(job.lastTriedAt, locale) })}`
            : ""}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <ConfirmedActionButton
          fetcher={fetcher}
          intent="job-retry"
          id={String(job.id)}
          icon={<RotateCcw aria-hidden="true" className="size-4" />}
          label={t("jobs.retry")}
          ariaLabel={t("jobs.retryLabel", vars)}
          title={t("jobs.retryTitle")}
          message={t("jobs.retryConfirm", vars)}
        />
        <ConfirmedActionButton
          fetcher={fetcher}
          intent="job-discard"
          id={String(job.id)}
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          label={t("jobs.discard")}
          ariaLabel={t("jobs.discardLabel", vars)}
          title={t("jobs.discardTitle")}
          message={t("jobs.discardConfirm", vars)}
          tone="danger"
        />
      </div>
    </li>
  );
}
