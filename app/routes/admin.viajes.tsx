import { MapPinned } from "lucide-react";
import { data, useActionData, useFetcher } from "react-router";
import { translationDecisionSchema } from "#core/schemas/translation-decision";
import { tripDecisionSchema } from "#core/schemas/trip-decision";
import { requireUser } from "#server/auth/guards";
import { decideTripTranslation } from "#server/services/trip-translations/decide-trip-translation";
import {
  listPendingTripTranslations,
  listRecentTripTranslations,
  RECENT_TRANSLATION_DAYS,
} from "#server/services/trip-translations/list-pending-trip-translations";
import { loadTripPrimaryText } from "#server/services/trip-translations/load-trip-primary-text";
import { loadTripTranslationForOwner } from "#server/services/trip-translations/load-trip-translation";
import { approveTrip } from "#server/services/trips/approve-trip";
import { listPendingTrips } from "#server/services/trips/list-pending-trips";
import { rejectTrip } from "#server/services/trips/reject-trip";
import { Alert } from "../components/ui/alert.tsx";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { useToast } from "../components/ui/toast.tsx";
import { PendingTranslationCard } from "../features/admin/pending-translation.tsx";
import { PendingTripCard, type TripDecisionResult } from "../features/admin/pending-trip.tsx";
import { TranslationDecision } from "../features/admin/translation-decision.tsx";
import { TripTextsCompare, type TripTextsReview } from "../features/admin/trip-texts-compare.tsx";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionFailure, actionRefusal } from "../lib/action-failure.server.ts";
import { useFetcherResult } from "../lib/use-fetcher-result.ts";
import type { Route } from "./+types/admin.viajes";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  if (user.role !== "admin") return null;
  const [trips, translations, recentTranslations] = await Promise.all([
    listPendingTrips(context.deps, user),
    listPendingTripTranslations(context.deps, user),
    listRecentTripTranslations(context.deps, user),
  ]);
  return {
    trips,
    translations,
    recentTranslations,
    recentDays: RECENT_TRANSLATION_DAYS,
    review: await loadReview(context.deps.db, new URL(request.url)),
  };
}

/** `?textos=<tripId>`: that trip's texts in Spanish and English, side by side (the role was checked above). */
async function loadReview(
  db: Route.LoaderArgs["context"]["deps"]["db"],
  url: URL,
): Promise<TripTextsReview | null> {
  const tripId = url.searchParams.get("textos") ?? "";
  if (!/^[0-9a-f-]{36}$/i.test(tripId)) return null;
  const [primary, english] = await Promise.all([
    loadTripPrimaryText(db, tripId),
    loadTripTranslationForOwner(db, tripId, "en"),
  ]);
  if (!primary) return null;
  return {
    tripId,
    title: primary.basics.title,
    spanish: { basics: primary.basics, itinerary: primary.itinerary, inclusions: primary.inclusions },
    english: english
      ? {
          content: english.content,
          machineSections: english.machineSections,
          status: english.status,
          rejectionReason: english.rejectionReason,
        }
      : null,
  };
}

/** Approve or reject (with a reason) a pending trip; the services check the admin role. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? "");
  if (intent.startsWith("translation-")) return decideEnglish(context, user, form);
  const parsed = tripDecisionSchema.safeParse(form);
  if (!parsed.success) {
    return actionRefusal(parsed.error.issues[0]?.message ?? "admin:trips.notFound", { intent });
  }
  try {
    if (parsed.data.intent === "trip-approve") await approveTrip(context.deps, user, parsed.data.tripId);
    else await rejectTrip(context.deps, user, parsed.data.tripId, parsed.data.reason);
    return data<TripDecisionResult>({ ok: true, intent: parsed.data.intent });
  } catch (e) {
    return actionFailure(e, { intent });
  }
}

/** Approve or reject (with a reason) a trip's English version alone; the service checks the admin role. */
async function decideEnglish(
  context: Route.ActionArgs["context"],
  user: ReturnType<typeof requireUser>,
  form: Record<string, FormDataEntryValue>,
) {
  const intent = String(form.intent ?? "");
  const parsed = translationDecisionSchema.safeParse(form);
  if (!parsed.success) {
    return actionRefusal(parsed.error.issues[0]?.message ?? "admin:trips.notFound", { intent });
  }
  try {
    await decideTripTranslation(
      context.deps,
      user,
      parsed.data.intent === "translation-approve"
        ? { tripId: parsed.data.tripId, approved: true }
        : { tripId: parsed.data.tripId, approved: false, reason: parsed.data.reason },
    );
    return data<TripDecisionResult>({ ok: true, intent: parsed.data.intent });
  } catch (e) {
    return actionFailure(e, { intent });
  }
}

const OUTCOME_KEYS: Record<string, string> = {
  "trip-approve": "trips.approve",
  "trip-reject": "trips.reject",
  "translation-approve": "trips.english.approve",
  "translation-reject": "trips.english.reject",
};

/** The spec's alert texts (doc 2 §8), with the reason after a failure. */
function outcomeText(result: TripDecisionResult, t: (key: string) => string): string {
  const base = OUTCOME_KEYS[result.intent] ?? "trips.approve";
  return result.ok ? t(`${base}Success`) : `${t(`${base}Error`)}: ${t(result.error)}`;
}

export default function AdminTrips({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const toast = useToast();
  const fetcher = useFetcher<TripDecisionResult>();
  const plainResult = useActionData<typeof action>();
  useFetcherResult(fetcher, (result) => (result.ok ? toast.success : toast.error)(outcomeText(result, t)));
  if (!loaderData) return null;
  const { trips, translations, recentTranslations, recentDays, review } = loaderData;
  return (
    <div className="flex flex-col gap-10">
      {plainResult ? (
        <Alert tone={plainResult.ok ? "success" : "error"}>{outcomeText(plainResult, t)}</Alert>
      ) : null}
      {review ? (
        <TripTextsCompare review={review}>
          {review.english ? (
            <TranslationDecision tripId={review.tripId} status={review.english.status} fetcher={fetcher} />
          ) : null}
        </TripTextsCompare>
      ) : null}
      <section aria-labelledby="trips-title">
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
      <section aria-labelledby="english-title">
        <h2 id="english-title" className="text-lg font-semibold">
          {t("trips.english.pendingTitle")}
        </h2>
        {translations.length === 0 ? (
          <p className="mt-3 text-sm text-gray-600">{t("trips.english.pendingNone")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-gray-200 rounded-2xl border border-gray-200">
            {translations.map((item) => (
              <PendingTranslationCard key={item.tripId} item={item} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="english-recent-title">
        <h2 id="english-recent-title" className="text-lg font-semibold">
          {t("trips.english.recentTitle")}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{t("trips.english.recentHint", { count: recentDays })}</p>
        {recentTranslations.length === 0 ? (
          <p className="mt-3 text-sm text-gray-600">{t("trips.english.recentNone")}</p>
        ) : (
          <ul
            className="mt-3 divide-y divide-gray-200 rounded-2xl border border-gray-200"
            data-testid="recent-translations"
          >
            {recentTranslations.map((item) => (
              <PendingTranslationCard key={item.tripId} item={item} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
