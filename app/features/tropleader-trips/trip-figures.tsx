import { ImageOff, Star } from "lucide-react";
import { formatMoney } from "#core/format/money";
import { formatRating } from "#core/format/rating";
import type { TropleaderTrip } from "#server/services/tropleader/list-tropleader-trips";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";

export type TripSummary = Omit<TropleaderTrip, "upcomingDepartures">;

/** Mis viajes (doc 2 §2): the trip's image (a neutral tile without one), title, category and its figures. */
export function TripFigures({ trip }: { trip: TripSummary }) {
  const { t } = useTranslation("workspace");
  const locale = useLocale();
  return (
    <div className="flex min-w-0 items-start gap-3">
      {trip.heroImageUrl ? (
        <ResponsiveImage
          src={trip.heroImageUrl}
          alt=""
          width={96}
          height={72}
          sizes="96px"
          widths={[320]}
          className="h-18 w-24 shrink-0 rounded-xl object-cover"
        />
      ) : (
        <span className="flex h-18 w-24 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
          <ImageOff aria-hidden="true" className="size-6" />
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate font-semibold">{trip.title}</p>
        <p className="text-sm text-gray-600">{trip.category}</p>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-gray-700" data-testid="trip-figures">
          <span>{t("trips.travellers", { count: trip.travellers })}</span>
          <span>{t("trips.revenue", { amount: formatMoney(trip.revenueCents, locale, trip.currency) })}</span>
          <span className="inline-flex items-center gap-1">
            <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-400" />
            {trip.reviewsCount > 0
              ? t("trips.rating", { rating: formatRating(trip.rating, locale), count: trip.reviewsCount })
              : t("trips.noRating")}
          </span>
        </p>
      </div>
    </div>
  );
}
