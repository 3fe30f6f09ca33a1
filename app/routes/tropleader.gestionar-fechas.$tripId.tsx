import { CalendarPlus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Link, redirect, useActionData, useSearchParams } from "react-router";
import { formatMoney } from "#core/format/money";
import { addCalendarDays } from "#core/rules/platform-calendar";
import { DEFAULT_CONFIRM_DEADLINE_DAYS, latestDepartureDate } from "#core/schemas/departure";
import { isAppError } from "#server/lib/app-error";
import { addDeparture } from "#server/services/departures/add-departure";
import { cancelDeparture } from "#server/services/departures/cancel-departure";
import { deleteDeparture } from "#server/services/departures/delete-departure";
import { listTripDepartures } from "#server/services/departures/list-trip-departures";
import { previewDepartureCancellation } from "#server/services/departures/preview-departure-cancellation";
import { updateDeparture } from "#server/services/departures/update-departure";
import { assertCanPublish } from "#server/services/trips/trip-access";
import { BackLink } from "../components/back-link.tsx";
import { Alert } from "../components/ui/alert.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { useToast } from "../components/ui/toast.tsx";
import { DepartureCard } from "../features/departures/departure-card.tsx";
import { DepartureForm } from "../features/departures/departure-form.tsx";
import type { DepartureIntent, DepartureResult } from "../features/departures/departure-types.ts";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionFailure, actionRefusal } from "../lib/action-failure.server.ts";
import { useLocale } from "../lib/use-locale.ts";
import type { Route } from "./+types/tropleader.gestionar-fechas.$tripId";

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaT(matches, "departures")("title")), { name: "robots", content: "noindex" }];
}

function requireSignedIn(context: Route.LoaderArgs["context"], request: Request) {
  if (context.user) return context.user;
  const url = new URL(request.url);
  throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

const addDays = addCalendarDays;

/** The trip's departures for its tropleader or an admin (others: 404), with each cancellation's figures. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireSignedIn(context, request);
  let list: Awaited<ReturnType<typeof listTripDepartures>>;
  try {
    list = await listTripDepartures(context.deps, user, params.tripId);
  } catch (e) {
    if (isAppError(e) && e.code === "not_found") throw data(null, { status: 404 });
    throw e;
  }
  const blocked = await assertCanPublish(context.deps.db, user).then(
    () => null,
    (e: unknown) => {
      if (isAppError(e)) return e.messageKey;
      throw e;
    },
  );
  const previews = Object.fromEntries(
    await Promise.all(
      list.upcoming
        .filter((d) => d.status !== "cancelled" && d.bookingsCount > 0)
        .map(
          async (d) =>
            [d.id, await previewDepartureCancellation(context.deps, user, list.trip.id, d.id)] as const,
        ),
    ),
  );
  return {
    ...list,
    blocked,
    previews,
    window: { min: addDays(list.today, 1), max: latestDepartureDate(list.today) },
  };
}

const MESSAGES: Partial<Record<DepartureIntent, string>> = {
  add: "add.success",
  update: "card.saved",
  delete: "card.deleted",
  cancel: "card.cancelled",
};

/** Add, change, delete or cancel a departure; each service checks the owner and who may publish. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const user = requireSignedIn(context, request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "") as DepartureIntent;
  const departureId = String(form.get("departureId") ?? "") || undefined;
  const input = Object.fromEntries(form);
  try {
    if (intent === "ask-delete" || intent === "ask-cancel") {
      return data<DepartureResult>({ ok: true, intent, departureId, messageKey: "" });
    }
    if (intent === "add") {
      const { departureId: id, overlaps } = await addDeparture(context.deps, user, params.tripId, input);
      return data<DepartureResult>({
        ok: true,
        intent,
        departureId: id,
        messageKey: overlaps ? "add.overlap" : "add.success",
      });
    }
    if (!departureId) throw data(null, { status: 400 });
    if (intent === "update") await updateDeparture(context.deps, user, params.tripId, departureId, input);
    else if (intent === "delete") await deleteDeparture(context.deps, user, params.tripId, departureId);
    else if (intent === "cancel") {
      const outcome = await cancelDeparture(context.deps, user, params.tripId, departureId);
      if (!outcome.cancelled) {
        return actionRefusal("departures:card.alreadyCancelled", { intent, departureId }, { status: 409 });
      }
      return data<DepartureResult>({
        ok: true,
        intent,
        departureId,
        messageKey: "card.cancelled",
        params: { count: outcome.refundedBookings, amountCents: outcome.refundCents },
      });
    } else throw data(null, { status: 400 });
    if (intent === "update") throw redirect(`${new URL(request.url).pathname}?guardado=1`);
    return data<DepartureResult>({ ok: true, intent, departureId, messageKey: MESSAGES[intent] ?? "" });
  } catch (e) {
    if (e instanceof Response || !isAppError(e)) throw e;
    if (e.code === "not_found" && e.messageKey === "trips:errors.notFound") throw data(null, { status: 404 });
    const field = typeof e.params.field === "string" ? e.params.field : undefined;
    return actionFailure(
      e,
      { intent, departureId, ...(field ? { field } : {}) },
      { status: (error) => (error.code === "validation" ? 422 : error.code === "forbidden" ? 403 : 409) },
    );
  }
}

export default function ManageDates({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("departures");
  const { t: tt } = useTranslation("trips");
  const locale = useLocale();
  const toast = useToast();
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  const { trip, upcoming, past, previews, blocked, window } = loaderData;
  const editing = search.get("editar");
  const asking =
    result?.ok && (result.intent === "ask-delete" || result.intent === "ask-cancel")
      ? {
          id: result.departureId,
          what: result.intent === "ask-delete" ? ("delete" as const) : ("cancel" as const),
        }
      : null;

  const text = (r: DepartureResult) =>
    t(r.ok ? r.messageKey : r.error, {
      ...r.params,
      amount:
        typeof r.params?.amountCents === "number"
          ? formatMoney(r.params.amountCents, locale, trip.currency)
          : "",
    });
  const seen = useRef(result);
  useEffect(() => {
    if (!result || result === seen.current) return;
    seen.current = result;
    if (result.intent.startsWith("ask-")) return;
    if (result.ok) toast.success(text(result));
    else if (!result.field) toast.error(text(result));
  });
  const saved = search.get("guardado") === "1";
  // With scripts the outcome is a toast; before they load (a plain post) it is an alert on the page.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <BackLink to="/tropleader/dashboard" label={t("back")} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t("title")}</h1>
      <p className="mt-1 break-words text-gray-600">{t("subtitle", { title: trip.title })}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to={`/tropleader/editar-viaje/${trip.id}`}
          className={buttonClasses({ variant: "outline", size: "sm" })}
        >
          {t("editTrip")}
        </Link>
        {trip.status === "approved" ? (
          <Link to={`/viaje/${trip.slug}`} className={buttonClasses({ variant: "outline", size: "sm" })}>
            {t("viewTrip")}
          </Link>
        ) : null}
      </div>

      <div className="mt-6 space-y-3" aria-live="polite">
        {blocked ? <Alert tone="warning">{tt(blocked)}</Alert> : null}
        {saved ? <Alert tone="success">{t("card.saved")}</Alert> : null}
        {!hydrated && result && !result.intent.startsWith("ask-") && !result.field ? (
          <Alert tone={result.ok ? "success" : "error"}>{text(result)}</Alert>
        ) : null}
      </div>

      {blocked ? null : (
        <section
          aria-labelledby="add-title"
          className="mt-8 rounded-3xl border border-gray-200 bg-gray-50/60 p-4 sm:p-6"
        >
          <h2 id="add-title" className="mb-4 flex items-center gap-2 text-lg font-semibold">
            <CalendarPlus aria-hidden="true" className="size-5" />
            {t("add.title")}
          </h2>
          <DepartureForm
            key={result?.ok && result.intent === "add" ? result.departureId : "add"}
            intent="add"
            defaults={{
              startDate: "",
              price: trip.basePriceCents / 100,
              maxParticipants: trip.maxParticipants,
              minParticipants: Math.min(4, trip.maxParticipants),
              confirmDeadlineDays: DEFAULT_CONFIRM_DEADLINE_DAYS,
            }}
            trip={trip}
            window={window}
            result={result}
            submitLabel={t("add.submit")}
          />
        </section>
      )}

      <section aria-labelledby="upcoming-title" className="mt-10">
        <h2 id="upcoming-title" className="text-lg font-semibold">
          {t("upcoming")}
        </h2>
        {upcoming.length === 0 ? (
          <EmptyState className="mt-3" icon={<CalendarPlus aria-hidden="true" />} title={t("noUpcoming")} />
        ) : (
          <ul className="mt-3 flex flex-col gap-3">
            {upcoming.map((d) => (
              <DepartureCard
                key={d.id}
                departure={d}
                preview={previews[d.id] ?? null}
                editable={!blocked && d.status !== "cancelled"}
                asking={asking?.id === d.id ? asking.what : null}
              >
                {editing === d.id && !blocked && d.status !== "cancelled" ? (
                  <DepartureForm
                    intent="update"
                    departureId={d.id}
                    defaults={{
                      startDate: d.startDate,
                      price: d.priceCents / 100,
                      maxParticipants: d.maxParticipants,
                      minParticipants: d.minParticipants,
                      confirmDeadlineDays: d.confirmDeadlineDays,
                    }}
                    trip={trip}
                    window={window}
                    datesLocked={d.bookingsCount > 0}
                    result={result}
                    submitLabel={t("card.save")}
                  />
                ) : null}
              </DepartureCard>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="past-title" className="mt-10">
        <h2 id="past-title" className="text-lg font-semibold">
          {t("past")}
        </h2>
        {past.length === 0 ? (
          <p className="mt-3 text-gray-600">{t("noPast")}</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-3">
            {past.map((d) => (
              <DepartureCard key={d.id} departure={d} preview={null} editable={false} asking={null} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
