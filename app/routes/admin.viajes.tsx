import { MapPinned } from "lucide-react";
import { data, useActionData, useFetcher } from "react-router";
import { tripDecisionSchema } from "#core/schemas/trip-decision";
import { requireUser } from "#server/auth/guards";
import { httpStatusFor, isAppError } from "#server/lib/app-error";
import { approveTrip } from "#server/services/admin/approve-trip";
import { listPendingTrips } from "#server/services/admin/list-pending-trips";
import { rejectTrip } from "#server/services/admin/reject-trip";
import { Alert } from "../components/ui/alert.tsx";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { useToast } from "../components/ui/toast.tsx";
import { PendingTripCard, type TripDecisionResult } from "../features/admin/pending-trip.tsx";
import { useTranslation } from "../i18n/use-translation.ts";
import { useFetcherResult } from "../lib/use-fetcher-result.ts";
import type { Route } from "./+types/admin.viajes";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  if (user.role !== "admin") return null;
  return { trips: await listPendingTrips(context.deps, user) };
}

/** Approve or reject (with a reason) a pending trip; the services check the admin role. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? "");
  const parsed = tripDecisionSchema.safeParse(form);
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? "admin:trips.notFound";
    return data<TripDecisionResult>({ ok: false, intent, error }, { status: 400 });
  }
  try {
    if (parsed.data.intent === "trip-approve") await approveTrip(context.deps, user, parsed.data.tripId);
    else await rejectTrip(context.deps, user, parsed.data.tripId, parsed.data.reason);
    return data<TripDecisionResult>({ ok: true, intent: parsed.data.intent });
  } catch (e) {
    if (!isAppError(e)) throw e;
    return data<TripDecisionResult>(
      { ok: false, intent, error: e.messageKey },
      { status: httpStatusFor(e.code) },
    );
  }
}

/** The spec's alert texts (doc 2 §8), with the reason after a failure. */
function outcomeText(result: TripDecisionResult, t: (key: string) => string): string {
  const key = result.intent === "trip-reject" ? "reject" : "approve";
  return result.ok ? t(`trips.${key}Success`) : `${t(`trips.${key}Error`)}: ${t(result.error)}`;
}

export default function AdminTrips({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const toast = useToast();
  const fetcher = useFetcher<TripDecisionResult>();
  const plainResult = useActionData<typeof action>();
  useFetcherResult(fetcher, (result) => (result.ok ? toast.success : toast.error)(outcomeText(result, t)));
  if (!loaderData) return null;
  const { trips } = loaderData;
  return (
    <section aria-labelledby="trips-title">
      {plainResult ? (
        <div className="mb-6">
          <Alert tone={plainResult.ok ? "success" : "error"}>{outcomeText(plainResult, t)}</Alert>
        </div>
      ) : null}
      <h2 id="trips-title" className="text-lg font-semibold">
        {t("trips.title")}
      </h2>
      {trips.length === 0 ? (
        <EmptyState className="mt-3" icon={<MapPinned aria-hidden="true" />} title={t("trips.none")} />
      ) : (
        <ul className="mt-3 divide-y divide-gray-200 rounded-2xl border border-gray-200">
          {trips.map((trip) => (
            <PendingTripCard key={trip.id} trip={trip} fetcher={fetcher} />
          ))}
        </ul>
      )}
    </section>
  );
}
