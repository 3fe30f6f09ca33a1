import { ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { formatLongDate } from "#core/format/dates";
import { requireUser } from "#server/auth/guards";
import { isAppError } from "#server/lib/app-error";
import { getDepartureManifest } from "#server/services/tropleader/get-departure-manifest";
import { saveTravellerNote } from "#server/services/tropleader/save-traveller-note";
import { BackLink } from "../components/back-link.tsx";
import { Alert } from "../components/ui/alert.tsx";
import { ManifestCards } from "../features/departure-travellers/manifest-cards.tsx";
import { TravellerList } from "../features/departure-travellers/traveller-list.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import { orNotFound } from "../lib/or-not-found.ts";
import { useLocale } from "../lib/use-locale.ts";
import type { Route } from "./+types/tropleader.viajeros.$tripId.$date";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(metaT(matches, "workspace")("travellers.title")),
    { name: "robots", content: "noindex" },
  ];
}

/**
 * The travellers of one departure (doc 2 §2): the trip's guide and admins only, everyone else a 404 (as is a
 * date that is not one of the trip's departures). Each read is audited by the service: health data.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return orNotFound(getDepartureManifest(context.deps, user, params.tripId, params.date, "view"));
}

/** 'Editar info': the guide's private note on one booking. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await request.formData();
  if (form.get("intent") !== "note") throw data(null, { status: 400 });
  try {
    const saved = await saveTravellerNote(context.deps, user, {
      bookingId: form.get("bookingId"),
      note: form.get("note") ?? "",
    });
    return { ok: true as const, note: saved.note };
  } catch (e) {
    if (!isAppError(e)) throw e;
    return data(
      { ok: false as const, messageKey: e.messageKey },
      { status: e.code === "validation" ? 400 : 404 },
    );
  }
}

export default function DepartureTravellers({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation("workspace");
  const locale = useLocale();
  const { trip, departure, travellers } = loaderData;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      <BackLink to="/tropleader/dashboard/mis-viajes" label={t("travellers.back")} />
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{trip.title}</h1>
        <p className="mt-1 text-gray-600">{formatLongDate(departure.startDate, locale)}</p>
      </header>
      {departure.status === "cancelled" ? (
        <Alert tone="warning">{t("travellers.cancelledDeparture")}</Alert>
      ) : null}
      <ManifestCards departure={departure} />
      <Alert tone="info">
        <span className="inline-flex items-start gap-2">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("travellers.sensitive")}
        </span>
      </Alert>
      <section aria-labelledby="travellers-title">
        <h2 id="travellers-title" className="mb-3 text-lg font-semibold">
          {t("travellers.title")}
        </h2>
        <TravellerList
          travellers={travellers}
          trip={{ id: trip.id, title: trip.title }}
          departureId={departure.id}
          exportHref={`/tropleader/manifiesto/${params.tripId}/${params.date}`}
        />
      </section>
    </div>
  );
}
