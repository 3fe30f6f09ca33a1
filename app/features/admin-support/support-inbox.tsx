import { Inbox } from "lucide-react";
import { Link } from "react-router";
import type { Locale } from "#core/constants/locales";
import { formatDateTime } from "#core/format/dates";
import { parseSupportReference } from "#core/rules/support-reference";
import type { SupportInboxStatus } from "#core/schemas/support";
import type { SupportInboxItem } from "#server/services/support/list-support-inbox";
import { CountBadge } from "../../components/ui/badge.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cn } from "../../lib/cn.ts";
import { personName } from "../../lib/person-name.ts";

const ROLE_KEYS: Record<string, string> = { viajero: "traveler", tropleader: "tropleader", admin: "admin" };

/** The inbox of support conversations (open or solved), the team's unread count on each. */
export function SupportInbox({
  items,
  status,
  openId,
  locale,
}: {
  items: SupportInboxItem[];
  status: SupportInboxStatus;
  openId: string | null;
  locale: Locale;
}) {
  const { t } = useTranslation("support");
  const href = (params: Record<string, string>) => `/admin/soporte?${new URLSearchParams(params)}`;
  const statusParam: Record<string, string> = status === "solved" ? { estado: "resueltas" } : {};
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <nav aria-label={t("admin.statusLabel")}>
        <ul className="flex gap-2">
          {(["open", "solved"] as const).map((s) => (
            <li key={s}>
              <Link
                to={s === "solved" ? "/admin/soporte?estado=resueltas" : "/admin/soporte"}
                aria-current={s === status ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center rounded-full border px-3.5 text-sm font-semibold",
                  s === status
                    ? "border-ink bg-ink text-white"
                    : "border-gray-300 bg-white text-ink hover:border-ink",
                )}
              >
                {t(`admin.${s}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {items.length === 0 ? (
        <EmptyState
          level={3}
          icon={<Inbox />}
          title={status === "open" ? t("admin.emptyOpen") : t("admin.emptySolved")}
        />
      ) : (
        <ul
          className="divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white"
          data-testid="support-inbox"
        >
          {items.map((c) => {
            const last = c.lastMessage;
            const ref = last ? parseSupportReference(last.content) : null;
            const preview = !last
              ? t("admin.noMessages")
              : ref
                ? `${t(`reference.${ref.kind}`, { reference: ref.code })} · ${ref.label}`
                : last.fromUser
                  ? last.content
                  : `${t("admin.team")}: ${last.content}`;
            return (
              <li key={c.id}>
                <Link
                  to={href({ ...statusParam, c: c.id })}
                  aria-current={c.id === openId ? "page" : undefined}
                  data-testid="support-inbox-row"
                  className={cn(
                    "flex items-start gap-3 px-4 py-3 hover:bg-gray-50",
                    c.id === openId && "bg-brand-50 hover:bg-brand-50",
                  )}
                >
                  <span className="min-w-0 flex-1">
                    <span className="flex items-baseline justify-between gap-2">
                      <span
                        className={cn("truncate text-ink", c.unreadCount ? "font-bold" : "font-semibold")}
                      >
                        {personName(c.user.name, t)}
                      </span>
                      <span className="shrink-0 text-xs text-gray-600">
                        {formatDateTime(c.lastActivityAt, locale)}
                      </span>
                    </span>
                    <span className="block truncate text-xs text-gray-600">
                      {t(`admin.roles.${ROLE_KEYS[c.user.role] ?? "traveler"}`)} · {c.user.email}
                    </span>
                    <span className="mt-0.5 flex items-center justify-between gap-2">
                      <span className="truncate text-sm text-gray-700">{preview}</span>
                      <CountBadge count={c.unreadCount} label={t("admin.unread", { count: c.unreadCount })} />
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
