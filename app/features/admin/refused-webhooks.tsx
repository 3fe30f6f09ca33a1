import { ShieldCheck } from "lucide-react";
import { formatDateTime } from "#core/format/dates";
import { Badge } from "../../components/ui/badge.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";

export type RefusedWebhook = {
  id: string;
  provider: string;
  reason: "invalid_signature" | "unknown_provider";
  detail: string | null;
  eventId: string | null;
  receivedAt: Date | string;
};

/** The newest provider calls refused before anything was applied: when, why, which event they claimed. */
export function RefusedWebhooks({ webhooks }: { webhooks: RefusedWebhook[] }) {
  const { t } = useTranslation("system");
  const locale = useLocale();
  if (!webhooks.length) {
    return (
      <EmptyState
        className="mt-3"
        icon={<ShieldCheck aria-hidden="true" />}
        title={t("webhooks.empty")}
        description={t("webhooks.emptyHelp")}
      />
    );
  }
  return (
    <ul
      className="mt-3 divide-y divide-gray-200 rounded-2xl border border-gray-200"
      data-testid="refused-webhooks"
    >
      {webhooks.map((w) => (
        <li key={w.id} className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:gap-4">
          <p className="shrink-0 text-gray-600 tabular-nums sm:w-44">
            {formatDateTime(w.receivedAt, locale)}
          </p>
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2">
              <Badge tone="danger">{t(`webhooks.reason.${w.reason}`)}</Badge>
              <span className="text-gray-700">{t("webhooks.provider", { provider: w.provider })}</span>
            </p>
            <p className="mt-1 font-mono text-xs break-all text-gray-600">
              {w.eventId ? t("webhooks.event", { id: w.eventId }) : t("webhooks.noEvent")}
              {w.detail ? ` · ${w.detail}` : ""}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
