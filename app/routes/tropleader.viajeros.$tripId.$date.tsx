import { data, Outlet } from "react-router";
import { formatLongDate } from "#core/format/dates";
import { requireUser } from "#server/auth/guards";
import { httpStatusFor, isAppError } from "#server/lib/app-error";
import { confirmDeparture } from "#server/services/departures/confirm-departure";
import { loadDepartureByDate } from "#server/services/tropleader/load-departure-by-date";
import { BackLink } from "../components/back-link.tsx";
import { Alert } from "../components/ui/alert.tsx";
import { DepartureConfirmation } from "../features/departure-travellers/departure-confirmation.tsx";
import { DepartureStanding } from "../features/departure-travellers/departure-standing.tsx";
import { DepartureTabs } from "../features/departure-travellers/departure-tabs.tsx";
import { ManifestCards } from "../features/departure-travellers/manifest-cards.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { orNotFound } from "../lib/or-not-found.server.ts";
import { useLocale } from "../lib/use-locale.ts";
import type { Route } from "./+types/tropleader.viajeros.$tripId.$date";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(metaT(matches, "workspace")("travellers.title")),
    { name: "robots", content: "noindex" },
  ];
}

/**
 * One departure's page (doc 2 §2): the trip's guide and admins only, everyone else a 404 (as is a date that
 * is not one of the trip's departures). The frame holds the figures (no personal data); each tab loads its own.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return orNotFound(loadDepartureByDate(context.deps, user, params.tripId, params.date));
}

/** The deadline's answer: the departure runs even below its minimum (cancelling is on Gestionar fechas). */
export async function action({ context, request, params }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await request.formData();
  if (form.get("intent") !== "confirm-departure") throw data(null, { status: 400 });
  const { trip, departure } = await orNotFound(
    loadDepartureByDate(context.deps, user, params.tripId, params.date),
  );
  try {
    return await confirmDeparture(context.deps, user, trip.id, departure.id);
  } catch (e) {
    if (!isAppError(e)) throw e;
    throw data(null, { status: httpStatusFor(e.code) });
  }
}

export default function DepartureFrame({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation("workspace");
  const locale = useLocale();
  const { trip, departure } = loaderData;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      <BackLink to="/tropleader/dashboard/mis-viajes" label={t("travellers.back")} />
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{trip.title}</h1>
        <p className="mt-1 text-gray-600">{formatLongDate(departure.startDate, locale)}</p>
        <DepartureStanding departure={departure} />
      </header>
      <DepartureConfirmation departure={departure} tripId={trip.id} />
      {departure.status === "cancelled" ? (
        <Alert tone="warning">{t("travellers.cancelledDeparture")}</Alert>
      ) : null}
      <ManifestCards departure={departure} />
      <DepartureTabs base={`/tropleader/viajeros/${params.tripId}/${params.date}`} />
      <Outlet />
    </div>
  );
}
