import { Check, ExternalLink, Languages } from "lucide-react";
import { type FetcherWithComponents, Link } from "react-router";
import { formatLongDate } from "#core/format/dates";
import { tripDecisionSchema } from "#core/schemas/trip-decision";
import { Button } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { RejectWithReason } from "./reject-with-reason.tsx";

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
  | { ok: true; intent: "trip-approve" | "trip-reject" | "translation-approve" | "translation-reject" }
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
  const busy = fetcher.state !== "idle";

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
          <CompareLink tripId={trip.id} />
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
      <RejectWithReason
        tripId={trip.id}
        intent="trip-reject"
        schema={tripDecisionSchema}
        fetcher={fetcher}
        texts={{
          open: "trips.reject",
          confirm: "trips.rejectConfirm",
          hint: "trips.reasonHint",
          submit: "trips.rejectSubmit",
        }}
      />
    </li>
  );
}

/** Opens the trip's texts in Spanish and English side by side (`?textos=<id>`), a link so it works without scripts. */
export function CompareLink({ tripId }: { tripId: string }) {
  const { t } = useTranslation("admin");
  return (
    <Link
      to={`?textos=${tripId}#textos`}
      className="inline-flex h-9 items-center gap-1.5 rounded-full border border-gray-300 px-3 text-sm font-medium hover:border-ink"
    >
      <Languages aria-hidden="true" className="size-4" />
      {t("trips.english.compare")}
    </Link>
  );
}
