import {
  ArrowRight,
  BadgeCheck,
  CalendarRange,
  Map as MapIcon,
  UserPlus,
  UserRoundCheck,
} from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import { requireUser } from "#server/auth/guards";
import { listRecentActivity } from "#server/services/admin/list-recent-activity";
import { Card } from "../components/ui/card.tsx";
import { Figures } from "../components/ui/figures.tsx";
import { useRevenueFigures, useRevenueText } from "../features/admin/admin-stats.tsx";
import { RecentActivity } from "../features/admin/recent-activity.tsx";
import { useTranslation } from "../i18n/use-translation.ts";
import type { Route } from "./+types/admin._index";
import type { loader as adminLoader } from "./admin.tsx";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  if (user.role !== "admin") return null;
  return { activity: await listRecentActivity(context.deps, user) };
}

/** Resumen (doc 2 §2): what waits for a decision, this month's revenue, new users, recent activity. */
export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const revenueText = useRevenueText();
  const revenueFigures = useRevenueFigures();
  // The figures come with the panel's frame (routes/admin.tsx): read once per page.
  const frame = useRouteLoaderData<typeof adminLoader>("routes/admin");
  if (!loaderData || !frame || frame.restricted) return null;
  const { activity } = loaderData;
  const { stats } = frame;
  const pending = [
    { key: "tropleaders", value: stats.pending.tropleaders, icon: UserRoundCheck, to: "/admin/tropleaders" },
    { key: "trips", value: stats.pending.trips, icon: MapIcon, to: "/admin/viajes" },
    {
      key: "verifications",
      value: stats.pending.verifications,
      icon: BadgeCheck,
      to: "/admin/verificaciones",
    },
  ] as const;
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="pending-title">
        <h2 id="pending-title" className="text-lg font-semibold">
          {t("overview.pendingTitle")}
        </h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-3">
          {pending.map(({ key, value, icon: Icon, to }) => (
            <li key={key}>
              <Card className="flex h-full flex-col gap-4" data-testid={`admin-pending-${key}`}>
                <div className="flex items-center gap-4">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div>
                    <p className="text-sm text-gray-600">{t(`overview.pending.${key}`)}</p>
                    <p className="text-2xl font-bold tabular-nums" data-testid="admin-pending-count">
                      {value}
                    </p>
                  </div>
                </div>
                <Link
                  to={to}
                  className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-ink underline-offset-4 hover:underline"
                >
                  {t(`overview.review.${key}`)}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="month-title" className="grid gap-4 sm:grid-cols-2">
        <h2 id="month-title" className="sr-only">
          {t("overview.monthTitle")}
        </h2>
        <Card className="flex items-center gap-4" data-testid="admin-monthly-revenue">
          <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
            <CalendarRange aria-hidden="true" className="size-5" />
          </span>
          <div>
            <p className="text-sm text-gray-600">{t("overview.monthlyRevenue")}</p>
            <p className="text-2xl font-bold tabular-nums">
              <Figures figures={revenueFigures(stats.monthlyRevenue, "grossCents")} />
            </p>
            <p className="text-xs text-gray-600">
              {t("stats.commission", { amount: revenueText(stats.monthlyRevenue, "commissionCents") })}
            </p>
          </div>
        </Card>
        <Card className="flex items-center gap-4" data-testid="admin-new-users">
          <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
            <UserPlus aria-hidden="true" className="size-5" />
          </span>
          <div>
            <p className="text-sm text-gray-600">{t("overview.newUsersWeek")}</p>
            <p className="text-2xl font-bold tabular-nums">{stats.newUsersWeek}</p>
          </div>
        </Card>
      </section>
      <RecentActivity activity={activity} />
    </div>
  );
}
