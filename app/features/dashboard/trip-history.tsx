import { BadgeCheck, Clock, History, PenLine } from "lucide-react";
import { useState } from "react";
import { Link, useActionData, useFetcher, useSearchParams } from "react-router";
import { formatLongDate } from "#core/format/dates";
import { platformToday } from "#core/rules/platform-calendar";
import { buttonClasses } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useFetcherResult } from "../../lib/use-fetcher-result.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { BookingCard } from "./booking-card.tsx";
import type { DashboardActionResult, DashboardBooking } from "./dashboard-types.ts";
import { ReviewForm, reviewFetcherKey } from "./review-form.tsx";
import { StarRatingDisplay } from "./star-rating.tsx";

/** Historial: trips whose departure has started or passed, each with its review (written or to write). */
export function TripHistory({ completed }: { completed: DashboardBooking[] }) {
  const { t } = useTranslation("dashboard");
  if (completed.length === 0) {
    return (
      <EmptyState
        icon={<History />}
        title={t("history.emptyTitle")}
        description={t("history.emptyBody")}
        action={
          <Link to="/viajes" className={buttonClasses({ variant: "dark" })}>
            {t("exploreTrips")}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="flex flex-col gap-4" data-testid="completed-bookings">
      {completed.map((booking) => (
        <li key={booking.id}>
          <HistoryItem booking={booking} />
        </li>
      ))}
    </ul>
  );
}

function HistoryItem({ booking }: { booking: DashboardBooking }) {
  const { t } = useTranslation("dashboard");
  const locale = useLocale();
  // Without JavaScript the "write a review" link opens the form (?review=<booking>), and a refused post comes
  // back with the form open and filled in.
  const [searchParams] = useSearchParams();
  const actionData = useActionData<DashboardActionResult>();
  const refused =
    actionData && !actionData.ok && actionData.typed?.bookingId === booking.id ? actionData : null;
  const [writing, setWriting] = useState(() => Boolean(refused) || searchParams.get("review") === booking.id);
  const toast = useToast();
  // The form unmounts as soon as the published review arrives, so the outcome is announced from here.
  const reviewFetcher = useFetcher<DashboardActionResult>({ key: reviewFetcherKey(booking.id) });
  useFetcherResult(reviewFetcher, (result) => {
    if (result.ok) toast.success(t("review.success"));
    else toast.error(t("review.error", { reason: t(result.error) }));
  });
  const ended = booking.departure.endDate < platformToday();

  let footer: React.ReactNode;
  if (booking.review) {
    footer = (
      <div className="flex flex-col gap-2" data-testid="existing-review">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="text-sm font-semibold text-ink">{t("history.yourReview")}</span>
          <StarRatingDisplay rating={booking.review.rating} />
          <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t("history.verified")}
          </span>
        </div>
        <p className="font-medium text-ink">{booking.review.title}</p>
        <p className="text-sm whitespace-pre-line text-gray-700">{booking.review.comment}</p>
        <p className="text-xs text-gray-500">
          {t("history.reviewedOn", { date: formatLongDate(new Date(booking.review.createdAt), locale) })}
        </p>
      </div>
    );
  } else if (booking.canReview) {
    footer = writing ? (
      <ReviewForm
        bookingId={booking.id}
        tripTitle={booking.trip.title}
        onCancel={() => setWriting(false)}
        typed={refused?.typed}
        serverError={refused?.error}
      />
    ) : (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-gray-700">{t("history.reviewPrompt")}</p>
        <Link
          to={`/viajero/dashboard?tab=historial&review=${booking.id}`}
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            setWriting(true);
          }}
          className={buttonClasses({ variant: "primary", size: "sm" })}
          data-testid="write-review"
        >
          <PenLine aria-hidden="true" className="size-4" />
          {t("history.writeReview")}
        </Link>
      </div>
    );
  } else if (booking.status !== "cancelled") {
    footer = (
      <p className="flex items-center gap-2 text-sm text-gray-600">
        <Clock aria-hidden="true" className="size-4" />
        {t("history.reviewAfterEnd")}
      </p>
    );
  }

  return (
    <BookingCard
      booking={booking}
      note={ended ? undefined : t("booking.inProgress")}
      actions={
        <Link
          to={`/viaje/${booking.trip.slug}`}
          className={buttonClasses({ variant: "outline", size: "sm" })}
        >
          {t("booking.viewTrip")}
        </Link>
      }
      footer={footer}
    />
  );
}
