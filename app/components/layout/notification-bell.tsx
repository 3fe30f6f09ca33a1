import { Bell } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { formatDateTime } from "#core/format/dates";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cn } from "../../lib/cn.ts";
import { useNotifications } from "../../lib/realtime/realtime-provider.tsx";
import { useDisclosure } from "../../lib/use-disclosure.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { type NotificationView, useNotificationText } from "../notification-text.ts";
import { Spinner } from "../ui/spinner.tsx";

type Loaded =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "error" }
  | { state: "done"; items: NotificationView[] };

/** Marks one notification (or "all") read; the socket then refreshes the bell on every open tab. */
export async function postMarkRead(id: string): Promise<boolean> {
  try {
    const response = await fetch("/api/notifications/read", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The header's bell: the unread count, live through the realtime socket, and a dropdown of the latest
 * notifications with 'mark all as read' and a link to the page with all of them. Before the scripts load it
 * is a plain link to that page.
 */
export function NotificationBell({ tone }: { tone: "default" | "light" }) {
  const { t } = useTranslation("notifications");
  const { unread, version, refresh } = useNotifications();
  const render = useNotificationText();
  const locale = useLocale();
  const hydrated = useHydrated();
  const { open, setOpen, root, button } = useDisclosure();
  const [loaded, setLoaded] = useState<Loaded>({ state: "idle" });
  const panelId = useId();

  // Open: read the latest, and again whenever they change while the panel is open.
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setLoaded((l) => (l.state === "done" ? l : { state: "loading" }));
    fetch("/api/notifications")
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((body: { items: NotificationView[] }) => {
        if (!cancelled) setLoaded({ state: "done", items: body.items });
      })
      .catch(() => {
        if (!cancelled) setLoaded({ state: "error" });
      });
    return () => {
      cancelled = true;
    };
  }, [open, version]);

  const label = unread > 0 ? t("bellUnread", { count: unread }) : t("bell");
  const iconClass = cn(
    "relative flex size-10 items-center justify-center rounded-full transition-colors",
    tone === "light" ? "text-white hover:bg-white/15" : "text-ink hover:bg-gray-100",
  );
  const badge =
    unread > 0 ? (
      <span
        aria-hidden="true"
        data-testid="notification-count"
        className="absolute top-0.5 right-0 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-semibold text-white ring-2 ring-white"
      >
        {unread > 99 ? "99+" : unread}
      </span>
    ) : null;

  if (!hydrated) {
    return (
      <Link to="/notificaciones" className={iconClass} aria-label={label}>
        <Bell aria-hidden="true" className="size-5" />
        {badge}
      </Link>
    );
  }

  async function markAll() {
    if (await postMarkRead("all")) refresh();
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen((v) => !v)}
        className={iconClass}
        data-testid="notification-bell"
      >
        <Bell aria-hidden="true" className="size-5" />
        {badge}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="fixed inset-x-2 top-16 z-50 rounded-2xl bg-white shadow-xl ring-1 ring-black/5 sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-96"
      >
        <div className="flex items-center justify-between gap-2 border-b border-gray-100 px-4 py-3">
          <h2 className="text-sm font-semibold text-ink">{t("title")}</h2>
          {unread > 0 ? (
            <button
              type="button"
              onClick={markAll}
              className="rounded-md text-sm font-medium text-brand-800 hover:underline"
            >
              {t("markAll")}
            </button>
          ) : null}
        </div>
        <div
          className="max-h-[60vh] overflow-y-auto"
          aria-live="polite"
          aria-busy={loaded.state === "loading"}
        >
          {loaded.state !== "done" && loaded.state !== "error" ? (
            <p className="flex items-center gap-2 px-4 py-6 text-sm text-gray-600">
              <Spinner className="size-4" />
              {t("loading")}
            </p>
          ) : loaded.state === "error" ? (
            <p className="px-4 py-6 text-sm text-red-700">{t("loadError")}</p>
          ) : loaded.items.length === 0 ? (
            <div className="px-4 py-8 text-center">
              <p className="text-sm font-medium text-ink">{t("empty")}</p>
              <p className="mt-1 text-xs text-gray-600">{t("emptyHint")}</p>
            </div>
          ) : (
            <ul className="divide-y divide-gray-100">
              {loaded.items.map((n) => {
                const view = render(n);
                return (
                  <li key={n.id} data-testid="notification-item">
                    <Link
                      to={view.href}
                      onClick={() => {
                        if (!n.read) void postMarkRead(n.id).then((ok) => ok && refresh());
                      }}
                      className={cn("flex gap-3 px-4 py-3 hover:bg-gray-50", !n.read && "bg-brand-50")}
                    >
                      <span
                        aria-hidden="true"
                        className={cn(
                          "mt-1.5 size-2 shrink-0 rounded-full",
                          n.read ? "bg-transparent" : "bg-red-600",
                        )}
                      />
                      <span className="min-w-0">
                        <span className="block text-sm font-medium text-ink">
                          {n.read ? null : <span className="sr-only">{t("unread")}: </span>}
                          {view.title}
                        </span>
                        <span className="block text-sm text-gray-700">{view.body}</span>
                        <span className="mt-0.5 block text-xs text-gray-600">
                          {formatDateTime(n.createdAt, locale)}
                        </span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <Link
          to="/notificaciones"
          className="block border-t border-gray-100 px-4 py-3 text-center text-sm font-semibold text-ink hover:bg-gray-50"
        >
          {t("seeAll")}
        </Link>
      </div>
    </div>
  );
}
