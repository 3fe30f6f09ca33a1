import { Link } from "react-router";
import type { Difficulty } from "#core/constants/catalogue";
import { toLocale } from "#core/constants/locales";
import { formatShortDate } from "#core/format/dates";
import { formatMoney } from "#core/format/money";
import { formatRating } from "#core/format/rating";
import { useTranslation } from "../i18n/use-translation.ts";
import { ResponsiveImage } from "./responsive-image.tsx";
import { SpriteIcon } from "./ui/sprite-icon.tsx";
import { WishlistButton } from "./wishlist-button.tsx";

/** What a card needs (the catalogue's TripCard; the traveller dashboard's wishlist passes the same). */
export type TripCardData = {
  id: string;
  slug: string;
  title: string;
  /** The title's language when it may differ from the page's (issue 34: a Spanish-only trip on an English page). */
  textLang?: string;
  heroImageUrl: string | null;
  country: string;
  city: string;
  categorySlug: string;
  /** How demanding it is (issue 35); optional, as not every list knows it. */
  difficulty?: Difficulty;
  durationDays: number;
  priceCents: number;
  currency: string;
  rating: number;
  reviewsCount: number;
  nextDepartureDate: string | null;
  /** The next departure has reached its minimum group (optional: not every list knows it). */
  nextDepartureGuaranteed?: boolean;
  tropleaderName?: string;
};

type TripCardProps = {
  trip: TripCardData;
  wishlisted: boolean;
  signedIn: boolean;
  /** Show "With <leader>" (the wishlist lists the leader's name). */
  showLeader?: boolean;
  /** The first cards of a page may be above the fold: load their image eagerly. */
  priority?: boolean;
  /** Heading level of the title in the page outline. */
  headingLevel?: 2 | 3;
};

/** A trip in a grid (explore, home, creator page, wishlist): the whole card links to /viaje/{slug}. */
export function TripCard({
  trip,
  wishlisted,
  signedIn,
  showLeader = false,
  priority = false,
  headingLevel = 3,
}: TripCardProps) {
  const { t, i18n } = useTranslation("catalogue");
  const locale = toLocale(i18n.language);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // A title in another language than the page is marked so a screen reader pronounces it right (WCAG 3.1.2).
  const titleLang = trip.textLang && trip.textLang !== locale ? trip.textLang : undefined;
  return (
    <article
      className="group relative flex flex-col"
      data-testid="trip-card"
      data-trip-slug={trip.slug}
      data-price-cents={trip.priceCents}
      data-duration={trip.durationDays}
      data-rating={trip.rating}
      data-reviews={trip.reviewsCount}
      data-next-departure={trip.nextDepartureDate ?? ""}
      data-category={trip.categorySlug}
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-gray-100">
        {trip.heroImageUrl ? (
          <ResponsiveImage
            src={trip.heroImageUrl}
            alt=""
            width={640}
            height={480}
            sizes="(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw"
            widths={[320, 480, 640, 960]}
            priority={priority}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : null}
        <span className="absolute top-3 left-3 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-ink backdrop-blur">
          {t(`categories.${trip.categorySlug}`, { defaultValue: trip.categorySlug })}
        </span>
      </div>
      <div className="absolute top-3 right-3 z-10">
        <WishlistButton tripId={trip.id} tripTitle={trip.title} wishlisted={wishlisted} signedIn={signedIn} />
      </div>
      <div className="flex flex-1 flex-col pt-3">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="flex min-w-0 items-center gap-1 text-gray-600">
            <SpriteIcon name="map-pin" className="size-4" />
            <span className="truncate">
              {trip.city}, {trip.country}
            </span>
          </span>
          <Rating rating={trip.rating} reviewsCount={trip.reviewsCount} />
        </div>
        <Heading className="mt-1 text-base leading-snug font-semibold text-ink">
          {/* The stretched link makes the whole card clickable while the heart stays its own control. */}
          <Link
            to={`/viaje/${trip.slug}`}
            prefetch="intent"
            lang={titleLang}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-ink"
          >
            {trip.title}
          </Link>
        </Heading>
        {showLeader && trip.tropleaderName ? (
          <p className="mt-0.5 text-sm text-gray-600">{t("card.ledBy", { name: trip.tropleaderName })}</p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
          <span className="inline-flex items-center gap-1">
            <SpriteIcon name="clock" className="size-4" />
            {t("card.days", { count: trip.durationDays })}
          </span>
          {trip.difficulty ? (
            <span className="inline-flex items-center gap-1" data-testid="trip-card-difficulty">
              <SpriteIcon name="gauge" className="size-4" />
              <span className="sr-only">{t("filters.difficulty")}: </span>
              {t(`difficulty.${trip.difficulty}`)}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1" data-testid="trip-card-departure">
            <SpriteIcon name="calendar-days" className="size-4" />
            {trip.nextDepartureDate
              ? formatShortDate(trip.nextDepartureDate, locale)
              : t("card.toBeConfirmed")}
          </span>
          {trip.nextDepartureGuaranteed ? (
            <span
              className="inline-flex items-center gap-1 font-medium text-sky-800"
              data-testid="trip-card-guaranteed"
            >
              <SpriteIcon name="shield-check" className="size-4" />
              {t("departures.guaranteedDeparture")}
            </span>
          ) : null}
        </div>
        <p className="mt-auto pt-3 text-sm text-gray-600">
          {t("card.from")}{" "}
          <span
            className="text-lg font-bold text-ink"
            data-testid="trip-card-price"
            data-cents={trip.priceCents}
          >
            {formatMoney(trip.priceCents, locale, trip.currency)}
          </span>{" "}
          <span className="text-xs">{t("card.perPerson")}</span>
        </p>
      </div>
    </article>
  );
}

/** ★ 4.8 (23), or "New" before the first review. */
export function Rating({
  rating,
  reviewsCount,
  className,
}: {
  rating: number;
  reviewsCount: number;
  className?: string;
}) {
  const { t, i18n } = useTranslation("catalogue");
  if (reviewsCount === 0) {
    return (
      <span
        className={`shrink-0 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 ${className ?? ""}`}
      >
        {t("card.new")}
      </span>
    );
  }
  const value = formatRating(rating, toLocale(i18n.language));
  return (
    <span className={`inline-flex shrink-0 items-center gap-1 text-sm ${className ?? ""}`}>
      <SpriteIcon name="star-filled" className="size-4 text-amber-400" />
      <span className="sr-only">{t("card.ratingLabel", { rating: value })}</span>
      <span aria-hidden="true" className="font-semibold text-ink">
        {value}
      </span>
      <span className="text-gray-500">({reviewsCount})</span>
    </span>
  );
}
