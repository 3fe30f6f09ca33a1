import { Check, ExternalLink, X } from "lucide-react";
import { useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { formatLongDate } from "#core/format/dates";
import { TRIP_REJECTION_REASON_MAX, tripDecisionSchema } from "#core/schemas/trip-decision";
import { Button } from "../../components/ui/button.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";

export type PendingTrip = {
  id: string;
  title: string;
  slug: string;
  shortDescription: string;
  durationDays: number;
  createdAt: string | Date;
  country: string;
  city: string;
  categorySlug: string;
  guideName: string;
  guideEmail: string;
};

export type TripDecisionResult =
  | { ok: true; intent: "trip-approve" | "trip-reject" }
  | { ok: false; intent: string; error: string };

/**
 * A trip waiting for review (doc 2 §2 Viajes): what it is, who leads it, a preview in a new tab, approve, and
 * reject with a reason the guide will read. The reject form opens under the card and asks the spec's
 * question; the reason is checked with the server's schema before it is sent.
 */
export function PendingTripCard({
  trip,
  fetcher,
}: {
  trip: PendingTrip;
  fetcher: FetcherWithComponents<TripDecisionResult>;
}) {
  const { t } = useTranslation("admin");
  const { t: tc } = useTranslation("catalogue");
  const locale = useLocale();
  const [reasonError, setReasonError] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";
  const reasonId = `reason-${trip.id}`;

  function onReject(event: React.FormEvent<HTMLFormElement>) {
    const parsed = tripDecisionSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (parsed.success) {
      setReasonError(null);
      return;
    }
    event.preventDefault();
    setReasonError(t(parsed.error.issues[0]?.message ?? "trips.errors.reasonMin"));
  }

  return (
    <li className="flex flex-col gap-3 px-4 py-4" data-testid="pending-trip">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium">{trip.title}</p>
          <p className="text-sm text-gray-600">
            {[
              `${trip.city}, ${trip.country}`,
              tc(`categories.${trip.categorySlug}`, { defaultValue: trip.categorySlug }),
              t("trips.days", { count: trip.durationDays }),
            ].join(" · ")}
          </p>
          <p className="mt-1 text-sm text-gray-600">
            {t("trips.guide", { name: trip.guideName, email: trip.guideEmail })} ·{" "}
            {t("trips.sentOn", { date: formatLongDate(new Date(trip.createdAt), locale) })}
          </p>
          <p className="mt-2 text-sm text-ink">{trip.shortDescription}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <a
            href={`/viaje/${trip.slug}`}
            target="_blank"
            rel="noreferrer"
            className="inline-flex h-9 items-center gap-1.5 rounded-full border border-gray-300 px-3 text-sm font-medium hover:border-ink"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {t("trips.view")}
            <span className="sr-only">{t("trips.newTab")}</span>
          </a>
          <fetcher.Form method="post">
            <input type="hidden" name="tripId" value={trip.id} />
            <input type="hidden" name="intent" value="trip-approve" />
            <Button type="submit" size="sm" variant="dark" disabled={busy}>
              <Check aria-hidden="true" className="size-4" />
              {t("trips.approve")}
            </Button>
          </fetcher.Form>
        </div>
      </div>
      <details className="rounded-xl bg-gray-50 px-3 py-2 text-sm">
        <summary className="cursor-pointer font-medium text-ink">{t("trips.reject")}</summary>
        <fetcher.Form method="post" noValidate onSubmit={onReject} className="mt-2 flex flex-col gap-3">
          <input type="hidden" name="tripId" value={trip.id} />
          <input type="hidden" name="intent" value="trip-reject" />
          <p className="text-ink">{t("trips.rejectConfirm")}</p>
          <div className="flex flex-col gap-1">
            <label htmlFor={reasonId} className="font-medium text-ink">
              {t("trips.reason")}
            </label>
            <p id={`${reasonId}-hint`} className="text-gray-600">
              {t("trips.reasonHint")}
            </p>
            <Textarea
              id={reasonId}
              name="reason"
              rows={3}
              maxLength={TRIP_REJECTION_REASON_MAX}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={`${reasonId}-hint${reasonError ? ` ${reasonId}-error` : ""}`}
              onChange={() => setReasonError(null)}
            />
            {reasonError ? (
              <p id={`${reasonId}-error`} className="text-sm text-red-700" role="alert">
                {reasonError}
              </p>
            ) : null}
          </div>
          <div>
            <Button type="submit" size="sm" variant="outline" disabled={busy}>
              <X aria-hidden="true" className="size-4" />
              {t("trips.rejectSubmit")}
            </Button>
          </div>
        </fetcher.Form>
      </details>
    </li>
  );
}
