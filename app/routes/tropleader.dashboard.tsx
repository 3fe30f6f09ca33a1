import { Clock, ShieldCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { data, useActionData } from "react-router";
import { requireRole } from "#server/auth/guards";
import { isAppError } from "#server/lib/app-error";
import { getIdentityState } from "#server/services/identity/get-identity-state";
import { deleteTripDraft, listTripDrafts } from "#server/services/trips/list-trip-drafts";
import { getTropleaderOverview } from "#server/services/tropleader/get-tropleader-overview";
import { IdentityVerification } from "../components/identity-verification-form.tsx";
import { Alert } from "../components/ui/alert.tsx";
import { Badge } from "../components/ui/badge.tsx";
import { Card } from "../components/ui/card.tsx";
import { useToast } from "../components/ui/toast.tsx";
import { TripCreatedNotice } from "../features/trip-wizard/trip-created-notice.tsx";
import { CreateTripButton } from "../features/tropleader-trips/create-trip-button.tsx";
import { MyTrips } from "../features/tropleader-trips/my-trips.tsx";
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
  const [overview, identity, drafts] = await Promise.all([
    getTropleaderOverview(context.deps, user),
    getIdentityState(context.deps.db, user.id),
    listTripDrafts(context.deps, user),
  ]);
  return { name: user.name, overview, identity, drafts };
}

/** Mis viajes: deleting one of the guide's drafts (another's is a 404 from the service). */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireRole(context, request, "tropleader");
  const form = await request.formData();
  if (form.get("intent") !== "delete-draft") throw data(null, { status: 400 });
  try {
    await deleteTripDraft(context.deps, user, String(form.get("draftId") ?? ""));
    return { ok: true as const, messageKey: "trips:mine.draftDeleted" };
  } catch (e) {
    if (!isAppError(e)) throw e;
    return data({ ok: false as const, messageKey: e.messageKey }, { status: 404 });
  }
}

export default function TropleaderDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const { overview, identity, name, drafts } = loaderData;
  const result = useActionData<typeof action>();
  const toast = useToast();
  const { t: tt } = useTranslation("trips");
  const seen = useRef(result);
  useEffect(() => {
    if (!result || result === seen.current) return;
    seen.current = result;
    (result.ok ? toast.success : toast.error)(tt(result.messageKey));
  }, [result, toast, tt]);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t("tropleaderHome.title", { name })}</h1>
          <p className="mt-1 text-gray-600">{t("tropleaderHome.subtitle")}</p>
        </div>
        <CreateTripButton isApproved={overview.isApproved} isIdentityVerified={overview.isIdentityVerified} />
      </div>
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
        <MyTrips trips={overview.trips} drafts={drafts} />
      </section>

      {overview.isIdentityVerified ? null : (
        <section className="mt-10 scroll-mt-24" id="identidad">
          <h2 className="mb-3 text-lg font-semibold">{t("tropleaderHome.identitySection")}</h2>
          <IdentityVerification identity={identity} audience="tropleader" />
        </section>
      )}
    </div>
  );
}
