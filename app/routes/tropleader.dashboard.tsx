import { Clock, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { requireRole } from "#server/auth/guards";
import { getIdentityState } from "#server/services/identity/get-identity-state";
import { getTropleaderOverview } from "#server/services/tropleader/get-tropleader-overview";
import { IdentityVerification } from "../components/identity-verification-form.tsx";
import { Alert } from "../components/ui/alert.tsx";
import { Badge, type BadgeTone } from "../components/ui/badge.tsx";
import { Card } from "../components/ui/card.tsx";
import { TripCreatedNotice } from "../features/trip-wizard/trip-created-notice.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import type { Route } from "./+types/tropleader.dashboard";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(metaT(matches, "auth")("tropleaderHome.subtitle")),
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireRole(context, request, "tropleader");
  const [overview, identity] = await Promise.all([
    getTropleaderOverview(context.deps, user),
    getIdentityState(context.deps.db, user.id),
  ]);
  return { name: user.name, overview, identity };
}

const TRIP_TONE: Record<string, BadgeTone> = {
  draft: "neutral",
  pending: "warning",
  approved: "success",
  rejected: "danger",
};

export default function TropleaderDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const { overview, identity, name } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("tropleaderHome.title", { name })}</h1>
      <p className="mt-1 text-gray-600">{t("tropleaderHome.subtitle")}</p>
      <TripCreatedNotice />

      <div className="mt-6 space-y-3" data-testid="tropleader-status">
        {!overview.isApproved ? <Alert tone="warning">{t("tropleaderHome.underReview")}</Alert> : null}
        {!overview.isIdentityVerified ? (
          <Alert tone="info">{t("tropleaderHome.verifyIdentity")}</Alert>
        ) : null}
        {overview.canPublishTrips ? <Alert tone="success">{t("tropleaderHome.canPublish")}</Alert> : null}
      </div>

      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <Card className="flex items-center gap-3">
          <Clock aria-hidden="true" className="size-5 text-gray-500" />
          <dt className="text-sm text-gray-600">{t("tropleaderHome.statusApproval")}</dt>
          <dd className="ml-auto">
            <Badge tone={overview.isApproved ? "success" : "warning"}>
              {overview.isApproved ? t("tropleaderHome.approved") : t("tropleaderHome.pending")}
            </Badge>
          </dd>
        </Card>
        <Card className="flex items-center gap-3">
          <ShieldCheck aria-hidden="true" className="size-5 text-gray-500" />
          <dt className="text-sm text-gray-600">{t("tropleaderHome.statusIdentity")}</dt>
          <dd className="ml-auto">
            <Badge tone={overview.isIdentityVerified ? "success" : "neutral"}>
              {t(`tropleaderHome.identity.${overview.identityStatus}`)}
            </Badge>
          </dd>
        </Card>
      </dl>

      <section className="mt-10">
        <h2 className="text-lg font-semibold">{t("tropleaderHome.myTrips")}</h2>
        {overview.trips.length === 0 ? (
          <p className="mt-3 text-gray-600">{t("tropleaderHome.noTrips")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-gray-200 rounded-2xl border border-gray-200">
            {overview.trips.map((trip) => (
              <li key={trip.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <span className="min-w-0 truncate font-medium">{trip.title}</span>
                <span className="flex shrink-0 items-center gap-3">
                  <Badge tone={TRIP_TONE[trip.status] ?? "neutral"}>
                    {t(`tropleaderHome.tripStatus.${trip.status}`)}
                  </Badge>
                  {trip.status === "approved" ? (
                    <Link
                      to={`/viaje/${trip.slug}`}
                      className="text-sm font-medium text-brand-800 hover:underline"
                    >
                      {t("tropleaderHome.viewTrip")}
                    </Link>
                  ) : null}
                </span>
                {trip.status === "rejected" && trip.rejectionReason ? (
                  <p
                    className="w-full rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900"
                    data-testid="trip-rejection"
                  >
                    <span className="font-semibold">{t("tropleaderHome.rejectionReason")}</span>{" "}
                    {trip.rejectionReason}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      {overview.isIdentityVerified ? null : (
        <section className="mt-10">
          <h2 className="mb-3 text-lg font-semibold">{t("tropleaderHome.identitySection")}</h2>
          <IdentityVerification identity={identity} audience="tropleader" />
        </section>
      )}
    </div>
  );
}
