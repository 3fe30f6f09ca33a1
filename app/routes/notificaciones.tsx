import { Bell, Check } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useActionData, useNavigation, useRevalidator } from "react-router";
import { formatDateTime } from "#core/format/dates";
import { requireUser } from "#server/auth/guards";
import { listNotifications } from "#server/services/notifications/list-notifications";
import { markNotificationsRead } from "#server/services/notifications/mark-notifications-read";
import { useNotificationText } from "../components/notification-text.ts";
import { Alert } from "../components/ui/alert.tsx";
import { Button } from "../components/ui/button.tsx";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionFailure } from "../lib/action-failure.server.ts";
import { cn } from "../lib/cn.ts";
import { useNotifications } from "../lib/realtime/realtime-provider.tsx";
import { useLocale } from "../lib/use-locale.ts";
import type { Route } from "./+types/notificaciones";

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaT(matches, "notifications")("metaTitle")), { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return listNotifications(context.deps.db, user.id, 100, context.locale);
}

/** Mark one notification (id) or all ("all") as read: plain form posts, so it works before the scripts load. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await request.formData();
  try {
    return await markNotificationsRead(context.deps, user, { id: form.get("id") });
  } catch (e) {
    // A tampered id: nothing is marked, and the page says so instead of failing.
    return actionFailure(e);
  }
}

/** Every notification of the signed-in user, newest first, in the page's current language. */
export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("notifications");
  const render = useNotificationText();
  const locale = useLocale();
  const busy = useNavigation().state !== "idle";
  // A notification arriving (or read on another tab) while the page is open: read the list again.
  const { version } = useNotifications();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (version > 0) void revalidate();
  }, [version, revalidate]);
  const { items, unread } = loaderData;
  const failed = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        {unread > 0 ? (
          <Form method="post">
            <input type="hidden" name="id" value="all" />
            <Button type="submit" variant="outline" size="sm" disabled={busy}>
              <Check aria-hidden="true" className="size-4" />
              {t("markAll")}
            </Button>
          </Form>
        ) : null}
      </div>
      {failed && "error" in failed ? (
        <div className="mt-6">
          <Alert tone="error">{t(failed.error)}</Alert>
        </div>
      ) : null}
      {items.length === 0 ? (
        <EmptyState
          className="mt-8"
          icon={<Bell aria-hidden="true" />}
          title={t("empty")}
          description={t("emptyHint")}
        />
      ) : (
        <ul
          className="mt-6 divide-y divide-gray-200 rounded-2xl border border-gray-200"
          data-testid="notifications-page"
        >
          {items.map((n) => {
            const view = render(n);
            return (
              <li
                key={n.id}
                className={cn("flex items-start gap-3 px-4 py-4", !n.read && "bg-brand-50")}
                data-testid="notification-row"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "mt-2 size-2 shrink-0 rounded-full",
                    n.read ? "bg-transparent" : "bg-red-600",
                  )}
                />
                <div className="min-w-0 flex-1">
                  <Link to={view.href} className="font-medium text-ink underline-offset-4 hover:underline">
                    {n.read ? null : <span className="sr-only">{t("unread")}: </span>}
                    {view.title}
                  </Link>
                  <p className="text-sm text-gray-700">{view.body}</p>
                  <p className="mt-0.5 text-xs text-gray-600">{formatDateTime(n.createdAt, locale)}</p>
                </div>
                {n.read ? null : (
                  <Form method="post">
                    <input type="hidden" name="id" value={n.id} />
                    <Button
                      type="submit"
                      variant="ghost"
                      size="sm"
                      disabled={busy}
                      aria-label={t("markReadLabel", { title: view.title })}
                    >
                      <Check aria-hidden="true" className="size-4" />
                      <span className="hidden sm:inline">{t("markRead")}</span>
                    </Button>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
