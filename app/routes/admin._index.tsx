import { BadgeCheck, Map as MapIcon, ShieldAlert, UserRoundCheck } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { data, Link, useActionData, useNavigate } from "react-router";
import { adminDecisionSchema } from "#core/schemas/admin-decision";
import { requireUser } from "#server/auth/guards";
import { httpStatusFor, isAppError } from "#server/lib/app-error";
import { approveIdentity } from "#server/services/admin/approve-identity";
import { approveTropleader } from "#server/services/admin/approve-tropleader";
import { getAdminOverview } from "#server/services/admin/get-admin-overview";
import { listPendingVerifications } from "#server/services/admin/list-pending-verifications";
import { rejectIdentity } from "#server/services/admin/reject-identity";
import { rejectTropleader } from "#server/services/admin/reject-tropleader";
import { revealIdentityNumber } from "#server/services/admin/reveal-identity-number";
import { Alert } from "../components/ui/alert.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { IdentitySubmissionCard } from "../features/admin/identity-submission.tsx";
import {
  type DecisionResult,
  decisionOutcome,
  TropleaderApplication,
  useDecisionFetcher,
} from "../features/admin/tropleader-application.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import type { Route } from "./+types/admin._index";

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaT(matches, "auth")("adminHome.title")), { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  // doc 2 §2: anyone else signed in sees 'Acceso Restringido' and is sent home.
  if (user.role !== "admin") return { restricted: true as const };
  const [overview, verifications] = await Promise.all([
    getAdminOverview(context.deps, user),
    listPendingVerifications(context.deps, user),
  ]);
  return { restricted: false as const, overview, verifications };
}

/**
 * Approve or reject a tropleader application (fetcher posts from the application cards, or plain form posts
 * before the scripts load). The service checks the admin role: anyone else gets 403.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await request.formData();
  const parsed = adminDecisionSchema.safeParse(Object.fromEntries(form));
  const intent = String(form.get("intent") ?? "");
  if (!parsed.success) {
    return data<DecisionResult>(
      { ok: false, intent, error: "auth:adminHome.decisions.notFound" },
      { status: 400 },
    );
  }
  const { deps } = context;
  const { userId } = parsed.data;
  try {
    switch (parsed.data.intent) {
      case "approve":
        await approveTropleader(deps, user, userId);
        break;
      case "reject":
        await rejectTropleader(deps, user, userId);
        break;
      case "identity-approve":
        await approveIdentity(deps, user, userId);
        break;
      case "identity-reject":
        await rejectIdentity(deps, user, userId);
        break;
      case "identity-reveal": {
        const identityNumber = await revealIdentityNumber(deps, user, userId);
        return data<DecisionResult>({ ok: true, intent: "identity-reveal", userId, identityNumber });
      }
    }
    return data<DecisionResult>({ ok: true, intent: parsed.data.intent });
  } catch (e) {
    if (!isAppError(e)) throw e;
    return data<DecisionResult>(
      { ok: false, intent, error: e.messageKey },
      { status: httpStatusFor(e.code) },
    );
  }
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  if (loaderData.restricted) return <Restricted />;
  return <Overview overview={loaderData.overview} verifications={loaderData.verifications} />;
}

/** Before the scripts load, a decision comes back as the page's action data: say how it went. */
function DecisionOutcome() {
  const { t } = useTranslation("auth");
  const result = useActionData<typeof action>();
  const outcome = result ? decisionOutcome(result, t) : null;
  if (!outcome) return null;
  return <Alert tone={outcome.ok ? "success" : "error"}>{outcome.text}</Alert>;
}

function Restricted() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate("/", { replace: true }), 3000);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-600">
        <ShieldAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold">{t("adminHome.restrictedTitle")}</h1>
      <p className="mt-3 text-gray-600">{t("adminHome.restricted")}</p>
      <Link to="/" className={buttonClasses({ variant: "dark", size: "lg", className: "mt-8" })}>
        {t("adminHome.backHome")}
      </Link>
    </section>
  );
}

type AdminData = Extract<Route.ComponentProps["loaderData"], { restricted: false }>;

function Overview({
  overview,
  verifications,
}: {
  overview: AdminData["overview"];
  verifications: AdminData["verifications"];
}) {
  const { t } = useTranslation("auth");
  const decisions = useDecisionFetcher();
  const pending = [
    { label: t("adminHome.pendingTropleaders"), value: overview.pending.tropleaders, icon: UserRoundCheck },
    { label: t("adminHome.pendingTrips"), value: overview.pending.trips, icon: MapIcon },
    { label: t("adminHome.pendingVerifications"), value: overview.pending.verifications, icon: BadgeCheck },
  ];
  const totals = [
    { label: t("adminHome.totalUsers"), value: overview.totals.users },
    { label: t("adminHome.totalTrips"), value: overview.totals.trips },
    { label: t("adminHome.totalBookings"), value: overview.totals.bookings },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("adminHome.title")}</h1>
      <p className="mt-1 text-gray-600">{t("adminHome.subtitle")}</p>
      <dl className="mt-8 grid gap-4 sm:grid-cols-3">
        {pending.map(({ label, value, icon: Icon }) => (
          <Card key={label} className="flex items-center gap-4">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <dt className="text-sm text-gray-600">{label}</dt>
              <dd className="text-2xl font-bold" data-testid="admin-pending-count">
                {value}
              </dd>
            </div>
          </Card>
        ))}
      </dl>
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm text-gray-600">
        {totals.map(({ label, value }) => (
          <div key={label} className="flex gap-2">
            <dt>{label}</dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 empty:hidden">
        <DecisionOutcome />
      </div>
      <section className="mt-10">
        <h2 className="text-lg font-semibold">{t("adminHome.applications")}</h2>
        {overview.applications.length === 0 ? (
          <p className="mt-3 text-gray-600">{t("adminHome.noApplications")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-gray-200 rounded-2xl border border-gray-200">
            {overview.applications.map((a) => (
              <TropleaderApplication key={a.id} application={a} fetcher={decisions} />
            ))}
          </ul>
        )}
      </section>
      <section className="mt-10">
        <h2 className="text-lg font-semibold">{t("adminHome.verifications.title")}</h2>
        {verifications.length === 0 ? (
          <p className="mt-3 text-gray-600">{t("adminHome.verifications.none")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-gray-200 rounded-2xl border border-gray-200">
            {verifications.map((v) => (
              <IdentitySubmissionCard key={v.id} submission={v} fetcher={decisions} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
