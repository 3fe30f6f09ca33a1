import { Outlet } from "react-router";
import { requireUser } from "#server/auth/guards";
import { getAdminStats } from "#server/services/admin/get-admin-stats";
import { AdminStats } from "../features/admin/admin-stats.tsx";
import { AdminTabs } from "../features/admin/admin-tabs.tsx";
import { Restricted } from "../features/admin/restricted.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import type { Route } from "./+types/admin";

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaT(matches, "admin")("title")), { name: "robots", content: "noindex" }];
}

/**
 * The admin panel's frame (doc 2 §2): the top figures and the tabs, each tab a child route with its own URL.
 * Anyone signed in who is not an admin sees 'Acceso Restringido'; every child loader and action checks the
 * role again on its own (the services refuse non-admins with 403).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  if (user.role !== "admin") return { restricted: true as const };
  return { restricted: false as const, stats: await getAdminStats(context.deps, user) };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  if (loaderData.restricted) return <Restricted />;
  const { stats } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
      <p className="mt-1 text-gray-600">{t("subtitle")}</p>
      <AdminStats totals={stats.totals} revenue={stats.revenue} />
      <AdminTabs pending={stats.pending} />
      <div className="pt-8">
        <Outlet />
      </div>
    </div>
  );
}
