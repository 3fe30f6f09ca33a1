import { PencilLine } from "lucide-react";
import { Link, Outlet } from "react-router";
import { requireRole } from "#server/auth/guards";
import { getTropleaderOverview } from "#server/services/tropleader/get-tropleader-overview";
import { getTropleaderStats } from "#server/services/tropleader/get-tropleader-stats";
import { Alert } from "../components/ui/alert.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { TripCreatedNotice } from "../features/trip-wizard/trip-created-notice.tsx";
import { TropleaderStatCards } from "../features/tropleader-dashboard/tropleader-stat-cards.tsx";
import { TropleaderTabs } from "../features/tropleader-dashboard/tropleader-tabs.tsx";
import { CreateTripButton } from "../features/tropleader-trips/create-trip-button.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import type { Route } from "./+types/tropleader.dashboard";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(metaT(matches, "auth")("tropleaderHome.subtitle")),
    { name: "robots", content: "noindex" },
  ];
}

/**
 * The tropleader's workspace frame (doc 2 §2): header, banners, the five stat cards and the tabs, each tab a
 * child route with its own URL. Every figure is the signed-in guide's own, read by the services.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireRole(context, request, "tropleader");
  const [overview, stats] = await Promise.all([
    getTropleaderOverview(context.deps, user),
    getTropleaderStats(context.deps, user),
  ]);
  return { name: user.name, overview, stats };
}

export default function TropleaderDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const { t: tw } = useTranslation("workspace");
  const { overview, stats, name } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t("tropleaderHome.title", { name })}</h1>
          <p className="mt-1 text-gray-600">{t("tropleaderHome.subtitle")}</p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <Link to="/tropleader/editar-perfil" className={buttonClasses({ variant: "outline" })}>
            <PencilLine aria-hidden="true" className="size-4" />
            {tw("header.editProfile")}
          </Link>
          <CreateTripButton
            isApproved={overview.isApproved}
            isIdentityVerified={overview.isIdentityVerified}
          />
        </div>
      </div>
      <TripCreatedNotice />

      <div className="mt-6 space-y-3" data-testid="tropleader-status">
        {!overview.isIdentityVerified ? (
          <Alert tone="info">
            {t("tropleaderHome.verifyIdentity")}{" "}
            <Link to="/tropleader/dashboard/perfil#identidad" className="font-semibold underline">
              {t("tropleaderHome.identitySection")}
            </Link>
          </Alert>
        ) : null}
        {!overview.isApproved ? <Alert tone="warning">{t("tropleaderHome.underReview")}</Alert> : null}
        {overview.canPublishTrips ? <Alert tone="success">{t("tropleaderHome.canPublish")}</Alert> : null}
      </div>

      <TropleaderStatCards
        activeTrips={stats.activeTrips}
        totalTravellers={stats.totalTravellers}
        revenue={stats.revenue}
        averageRating={stats.averageRating}
        reviewsCount={stats.reviewsCount}
        responseSeconds={stats.responseTime.medianSeconds}
      />
      <TropleaderTabs />
      <div className="pt-8">
        <Outlet />
      </div>
    </div>
  );
}
