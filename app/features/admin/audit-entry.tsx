import { formatDateTime } from "#core/format/dates";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";

export type AuditEntryRow = {
  id: number;
  action: string;
  entityType: string;
  entityId: string | null;
  data: unknown;
  createdAt: string | Date;
  actorName: string | null;
  actorEmail: string | null;
  subjectName: string | null;
};

type Change = { key: string; before: unknown; after: unknown };

/** The before/after pairs of an entry's data ({ before: {...}, after: {...} }); other data is listed as is. */
function changesOf(data: unknown): { changes: Change[]; other: [string, unknown][] } {
  if (!data || typeof data !== "object") return { changes: [], other: [] };
  const { before, after, ...rest } = data as {
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
  };
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return {
    changes: keys.map((key) => ({ key, before: before?.[key], after: after?.[key] })),
    other: Object.entries(rest),
  };
}

const show = (v: unknown) =>
  v === undefined || v === null ? "—" : typeof v === "string" ? v : JSON.stringify(v);

/** One audit log entry: when, who, what, about whom, and the values before and after. */
export function AuditEntry({ entry: e }: { entry: AuditEntryRow }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const when = formatDateTime(e.createdAt, locale);
  const { changes, other } = changesOf(e.data);
  return (
    <li className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[11rem_1fr]" data-testid="audit-entry">
      <p className="text-gray-600 tabular-nums">{when}</p>
      <div className="min-w-0">
        <p>
          <span className="font-medium">{e.actorName ?? t("audit.system")}</span>{" "}
          <span className="text-gray-700">{t(`audit.actions.${e.action}`, { defaultValue: e.action })}</span>
          {e.entityType !== "settings" && e.entityType !== "content" ? (
            <>
              {" · "}
              <span className="text-gray-700">
                {e.subjectName ??
                  `${t(`audit.entities.${e.entityType}`, { defaultValue: e.entityType })} ${e.entityId ?? ""}`}
              </span>
            </>
          ) : null}
        </p>
        {changes.length || other.length ? (
          <ul className="mt-1 flex flex-col gap-0.5 font-mono text-xs text-gray-600">
            {changes.map((c) => (
              <li key={c.key} className="break-words">
                {c.key}: {show(c.before)} → {show(c.after)}
              </li>
            ))}
            {other.map(([key, value]) => (
              <li key={key} className="break-words">
                {key}: {show(value)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
