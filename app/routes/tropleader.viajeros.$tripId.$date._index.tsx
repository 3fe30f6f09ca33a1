import { ShieldAlert } from "lucide-react";
import { data } from "react-router";
import { requireUser } from "#server/auth/guards";
import { getDepartureManifest } from "#server/services/tropleader/get-departure-manifest";
import { saveTravellerNote } from "#server/services/tropleader/save-traveller-note";
import { listDepartureWaitlist } from "#server/services/waitlist/list-departure-waitlist";
import { Alert } from "../components/ui/alert.tsx";
import { TravellerList } from "../features/departure-travellers/traveller-list.tsx";
import { WaitlistNames } from "../features/departure-travellers/waitlist-names.tsx";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionFailure } from "../lib/action-failure.server.ts";
import { orNotFound } from "../lib/or-not-found.server.ts";
import type { Route } from "./+types/tropleader.viajeros.$tripId.$date._index";

/** Viajeros: the manifest (health data: every read is audited by the service). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const manifest = await orNotFound(
    getDepartureManifest(context.deps, user, params.tripId, params.date, "view"),
  );
  return { ...manifest, waitlist: await listDepartureWaitlist(context.deps.db, manifest.departure.id) };
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
    return actionFailure(e, {}, { status: (error) => (error.code === "validation" ? 400 : 404) });
  }
}

export default function DepartureTravellers({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation("workspace");
  const { trip, departure, travellers, waitlist } = loaderData;
  return (
    <section aria-labelledby="travellers-title" className="space-y-4">
      <h2 id="travellers-title" className="text-lg font-semibold">
        {t("travellers.title")}
      </h2>
      <Alert tone="info">
        <span className="inline-flex items-start gap-2">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("travellers.sensitive")}
        </span>
      </Alert>
      <TravellerList
        travellers={travellers}
        trip={{ id: trip.id, title: trip.title }}
        departureId={departure.id}
        exportHref={`/tropleader/manifiesto/${params.tripId}/${params.date}`}
      />
      <WaitlistNames entries={waitlist} />
    </section>
  );
}
