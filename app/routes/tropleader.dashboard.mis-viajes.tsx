import { useEffect, useRef } from "react";
import { data, useActionData } from "react-router";
import { requireRole } from "#server/auth/guards";
import { deleteTripDraft, listTripDrafts } from "#server/services/trips/list-trip-drafts";
import { listTropleaderTrips } from "#server/services/tropleader/list-tropleader-trips";
import { useToast } from "../components/ui/toast.tsx";
import { MyTrips } from "../features/tropleader-trips/my-trips.tsx";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionFailure } from "../lib/action-failure.server.ts";
import type { Route } from "./+types/tropleader.dashboard.mis-viajes";

/** Mis viajes (doc 2 §2): drafts, then each trip with its figures and upcoming departures. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireRole(context, request, "tropleader");
  const [trips, drafts] = await Promise.all([
    listTropleaderTrips(context.deps, user),
    listTripDrafts(context.deps, user),
  ]);
  return { trips, drafts };
}

/** Deleting one of the guide's drafts (another's is a 404 from the service). */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireRole(context, request, "tropleader");
  const form = await request.formData();
  if (form.get("intent") !== "delete-draft") throw data(null, { status: 400 });
  try {
    await deleteTripDraft(context.deps, user, String(form.get("draftId") ?? ""));
    return { ok: true as const, messageKey: "trips:mine.draftDeleted" };
  } catch (e) {
    return actionFailure(e, {}, { status: () => 404 });
  }
}

export default function TropleaderTrips({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("workspace");
  const result = useActionData<typeof action>();
  const toast = useToast();
  const { t: tt } = useTranslation();
  const seen = useRef(result);
  useEffect(() => {
    if (!result || result === seen.current) return;
    seen.current = result;
    if (result.ok) toast.success(tt(result.messageKey));
    else toast.error(tt(result.error));
  }, [result, toast, tt]);
  return (
    <section aria-labelledby="my-trips-title">
      <h2 id="my-trips-title" className="text-lg font-semibold">
        {t("tabs.misViajes")}
      </h2>
      <MyTrips trips={loaderData.trips} drafts={loaderData.drafts} />
    </section>
  );
}
