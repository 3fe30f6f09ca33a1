import { isbot } from "isbot";
import { BadgeCheck, ChevronRight, Clock, Eye, MapPin, Mountain, Star } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useSearchParams } from "react-router";
import { resizedImageUrl } from "#core/constants/images";
import { languageName } from "#core/constants/languages";
import { toLocale } from "#core/constants/locales";
import { centsToDecimal, formatMoney } from "#core/format/money";
import { formatRating } from "#core/format/rating";
import { availabilityLabel } from "#core/rules/availability";
import { readForVisitor } from "#server/lib/visitor-data-cache";
import { getTripBySlug } from "#server/services/catalogue/get-trip-by-slug";
import { getWhosGoingForDepartures } from "#server/services/catalogue/get-whos-going";
import { listWishlistedTripIds } from "#server/services/catalogue/list-wishlist";
import { recordTripView } from "#server/services/catalogue/record-trip-view";
import { listMyWaitlists } from "#server/services/waitlist/list-my-waitlists";
import { ResponsiveImage } from "../components/responsive-image.tsx";
import { Badge } from "../components/ui/badge.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { WishlistButton } from "../components/wishlist-button.tsx";
import { ContentLanguageNote, useTextLang } from "../features/catalogue/content-language-note.tsx";
import { DeparturesPanel } from "../features/catalogue/departures-panel.tsx";
import { ImageGallery } from "../features/catalogue/image-gallery.tsx";
import { ReviewList } from "../features/catalogue/review-list.tsx";
import { absoluteUrl, jsonLd, seoLinks } from "../features/catalogue/seo.ts";
import { metaLocale, metaT, pageMeta } from "../i18n/page-meta.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { orNotFound } from "../lib/or-not-found.server.ts";
import { revalidateUnlessOnly } from "../lib/use-tab-param.ts";
import type { Route } from "./+types/viaje.$slug";

// The itinerary, inclusions and FAQ tabs are below the fold: their module loads after the page's own (issue 17).
// The server renders them whole and the browser keeps that HTML until the module arrives; on a client
// navigation a block of about their height holds the place.
const TripDetailsTabs = lazy(() =>
  import("../features/catalogue/trip-details-tabs.tsx").then((m) => ({ default: m.TripDetailsTabs })),
);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = context.deps;
  const viewer = context.user;
  // What every signed-out visitor sees alike is read once for a few seconds (server/lib/visitor-data-cache.ts).
  const { trip, going } = await orNotFound(
    readForVisitor(
      context.deps.visitorCache,
      viewer !== null,
      `trip:${context.locale}:${params.slug}`,
      async () => {
        const found = await getTripBySlug(db, params.slug, viewer, new Date(), context.locale);
        const goingBy = await getWhosGoingForDepartures(
          db,
          found.departures.map((d) => d.id),
        );
        return { trip: found, going: goingBy };
      },
    ),
  );
  const departureIds = trip.departures.map((d) => d.id);
  const [wishlisted, waitlists] = viewer
    ? await Promise.all([
        listWishlistedTripIds(db, viewer.id, [trip.id]),
        listMyWaitlists(db, viewer.id, departureIds),
      ])
    : [[], []];

  const isOwner = viewer?.id === trip.tropleader.id;
  // Real visitors only: not crawlers, not the tropleader checking their own page, not previews. Counted for
  // each visitor, those served this page from the page cache included (context.onEachVisit).
  if (trip.isPublic && !isOwner) {
    await context.onEachVisit(async ({ clientIp, userAgent }) => {
      if (isbot(userAgent)) return;
      await recordTripView(db, {
        tripId: trip.id,
        viewerId: viewer?.id ?? null,
        visitorKey: `${clientIp}|${userAgent}`,
        secret: config.sessionSecret,
      });
    });
  }

  return {
    trip,
    whosGoing: Object.fromEntries(going),
    wishlisted: wishlisted.length > 0,
    waitlists,
    signedIn: viewer !== null,
    isOwner,
    appUrl: config.appUrl,
  };
}

/** Picking a departure or a tab only changes ?departure or ?tab: the page data stays as it is. */
export const shouldRevalidate = revalidateUnlessOnly(["departure", "tab"]);

const SCHEMA_AVAILABILITY = {
  full: "https://schema.org/SoldOut",
  "last-spots": "https://schema.org/LimitedAvailability",
  available: "https://schema.org/InStock",
} as const;

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const t = metaT(matches, "catalogue");
  const locale = metaLocale(matches);
  const { trip, appUrl } = data;
  const path = `/viaje/${trip.slug}`;
  const url = absoluteUrl(appUrl, path);
  const description =
    trip.shortDescription ||
    t("trip.metaDescriptionFallback", {
      place: `${trip.city}, ${trip.country}`,
      leader: trip.tropleader.name,
    });
  const images = trip.gallery.map((src) => absoluteUrl(appUrl, resizedImageUrl(src, 1280)));
  // The title, description and JSON-LD are in the language the trip's basics are shown in (issue 34).
  const contentLocale = trip.sectionLangs.basics.lang;
  const tags = [
    ...pageMeta(trip.title, description),
    ...seoLinks(appUrl, path, locale, { locales: trip.contentLocales, contentLocale }),
    { property: "og:type", content: "product" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (images[0]) {
    tags.push({ property: "og:image", content: images[0] });
    tags.push({ property: "og:image:alt", content: trip.title });
  }
  if (!trip.isPublic) tags.push({ name: "robots", content: "noindex" });
  tags.push(
    jsonLd({
      "@context": "https://schema.org",
      "@type": ["Product", "TouristTrip"],
      name: trip.title,
      description,
      inLanguage: contentLocale,
      url,
      image: images,
      category: t(`categories.${trip.categorySlug}`),
      touristType: t(`categories.${trip.categorySlug}`),
      itinerary: {
        "@type": "ItemList",
        numberOfItems: trip.itinerary.length,
        itemListElement: trip.itinerary.map((d) => ({
          "@type": "ListItem",
          position: d.day,
          name: d.title,
        })),
      },
      provider: {
        "@type": "Person",
        name: trip.tropleader.name,
        url: absoluteUrl(appUrl, `/tropleader/${trip.tropleader.id}`),
      },
      ...(trip.reviewsCount > 0
        ? {
            aggregateRating: {
              "@type": "AggregateRating",
              ratingValue: Number(trip.rating.toFixed(2)),
              reviewCount: trip.reviewsCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
      offers: trip.departures.map((d) => ({
        "@type": "Offer",
        url: `${url}?departure=${d.id}`,
        price: centsToDecimal(d.priceCents),
        priceCurrency: d.currency,
        availability: SCHEMA_AVAILABILITY[availabilityLabel(d)],
        validFrom: new Date(d.publishedAt).toISOString(),
        availabilityEnds: d.startDate,
        itemOffered: {
          "@type": "Trip",
          name: trip.title,
          departureTime: d.startDate,
          arrivalTime: d.endDate,
        },
      })),
    }),
  );
  return tags;
}

export default function TripPage({ loaderData }: Route.ComponentProps) {
  const { trip, whosGoing, wishlisted, signedIn, isOwner, waitlists } = loaderData;
  const { t, i18n } = useTranslation("catalogue");
  const { t: tTrips } = useTranslation("trips");
  const locale = toLocale(i18n.language);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("departure");
  // Full departures can be chosen too: their waitlist takes the booking button's place (issue 14).
  const selectedId = trip.departures.some((d) => d.id === requested) ? requested : null;
  const fromPrice = trip.departures.length
    ? Math.min(...trip.departures.map((d) => d.priceCents))
    : trip.basePriceCents;

  function select(id: string) {
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set("departure", id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  const languages = trip.tropleader.languages.map((l) => languageName(l, locale)).join(", ");
  // A guide's text shown in another language than the page's is marked with its own (WCAG 3.1.2, issue 34).
  const basicsLang = useTextLang(trip.sectionLangs.basics);
  const leaderBioLang = useTextLang(trip.tropleader.bioShown);
  const paragraphs = trip.description.split(/\n\s*\n/).filter((p) => p.trim());

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-28 sm:px-6 lg:px-8 lg:pb-20">
      <nav aria-label="breadcrumb" className="mb-4 text-sm text-gray-500">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/viajes" className="hover:text-ink hover:underline">
              {t("trip.breadcrumbTrips")}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          <li>
            <Link to={`/viajes?continent=${trip.continent}`} className="hover:text-ink hover:underline">
              {t(`continents.${trip.continent}`, { defaultValue: trip.continent })}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          <li>
            <Link
              to={`/viajes?destination=${encodeURIComponent(trip.country)}`}
              className="hover:text-ink hover:underline"
            >
              {trip.country}
            </Link>
          </li>
        </ol>
      </nav>

      {!trip.isPublic ? (
        <p className="mb-4 flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <Eye aria-hidden="true" className="size-4" />
          {t("trip.previewNotice")}
        </p>
      ) : null}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-x-12">
        <div className="min-w-0 lg:col-start-1">
          <ImageGallery
            images={trip.gallery}
            label={t("trip.gallery")}
            altFor={(n) => t("trip.imageAlt", { title: trip.title, n })}
            priority
          />
          <header className="mt-6">
            <div className="flex items-start justify-between gap-4">
              <h1
                className="text-2xl leading-tight font-bold tracking-tight text-ink sm:text-4xl"
                lang={basicsLang}
              >
                {trip.title}
              </h1>
              <div className="shrink-0">
                <WishlistButton
                  tripId={trip.id}
                  tripTitle={trip.title}
                  wishlisted={wishlisted}
                  signedIn={signedIn}
                  variant="inline"
                />
              </div>
            </div>
            {/* Once for the title and the description below (one section of the guide's text). */}
            <ContentLanguageNote shown={trip.sectionLangs.basics} className="mt-2" />
            <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-gray-700">
              <span className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4" />
                {trip.city}, {trip.country}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4" />
                {t("card.days", { count: trip.durationDays })}
              </span>
              <span className="inline-flex items-center gap-1.5" data-testid="trip-rating">
                <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
                {trip.reviewsCount > 0 ? (
                  <>
                    <strong className="font-semibold text-ink">{formatRating(trip.rating, locale)}</strong>
                    <span>({t("trip.reviewsCount", { count: trip.reviewsCount })})</span>
                  </>
                ) : (
                  <span>{t("trip.noReviewsYet")}</span>
                )}
              </span>
            </div>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={tTrips("wizard.fields.tags")}>
              <li>
                <Badge tone="dark" size="md">
                  <Mountain aria-hidden="true" className="size-3.5" />
                  {t("trip.difficultyLabel", { level: t(`difficulty.${trip.difficulty}`) })}
                </Badge>
              </li>
              <li>
                <Badge tone="brand" size="md">
                  {t(`categories.${trip.categorySlug}`, { defaultValue: trip.categorySlug })}
                </Badge>
              </li>
              {/* Tags are the platform's fixed list (TRIP_TAGS), shown from the translation files. */}
              {trip.tags.map((tag) => (
                <li key={tag}>
                  <Badge size="md">{tTrips(`tags.${tag}`, { defaultValue: tag })}</Badge>
                </li>
              ))}
            </ul>
          </header>
        </div>

        <aside id="fechas" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-24">
            <DeparturesPanel
              trip={{ id: trip.id, slug: trip.slug, title: trip.title, tropleaderId: trip.tropleader.id }}
              departures={trip.departures}
              whosGoing={whosGoing}
              selectedId={selectedId}
              onSelect={select}
              signedIn={signedIn}
              isOwner={isOwner}
              locale={locale}
              waitlists={waitlists}
            />
          </div>
        </aside>

        <div className="min-w-0 space-y-12 lg:col-start-1">
          <section aria-labelledby="about-title">
            <h2 id="about-title" className="text-xl font-semibold text-ink">
              {t("trip.about")}
            </h2>
            <div lang={basicsLang}>
              <p className="mt-3 text-lg leading-relaxed text-gray-800">{trip.shortDescription}</p>
              {paragraphs.map((p) => (
                <p key={p.slice(0, 40)} className="mt-3 leading-relaxed whitespace-pre-line text-gray-700">
                  {p}
                </p>
              ))}
            </div>
          </section>

          <section
            aria-labelledby="leader-title"
            className="below-fold rounded-2xl border border-gray-200 p-5 sm:p-6"
          >
            <h2 id="leader-title" className="text-sm font-semibold tracking-wide text-gray-500 uppercase">
              {t("trip.yourTropleader")}
            </h2>
            <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
              {trip.tropleader.avatarUrl ? (
                <ResponsiveImage
                  src={trip.tropleader.avatarUrl}
                  alt=""
                  width={72}
                  height={72}
                  sizes="72px"
                  widths={[160]}
                  className="size-18 rounded-full object-cover"
                />
              ) : (
                <span className="flex size-18 items-center justify-center rounded-full bg-brand text-2xl font-bold text-ink">
                  {trip.tropleader.name.charAt(0)}
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 text-lg font-semibold text-ink">
                  {trip.tropleader.name}
                  {trip.tropleader.isIdentityVerified ? (
                    <BadgeCheck aria-label={t("trip.verified")} className="size-5 text-sky-600" />
                  ) : null}
                </p>
                <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-600">
                  {trip.tropleader.reviewsCount > 0 ? (
                    <span className="inline-flex items-center gap-1">
                      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
                      {formatRating(trip.tropleader.rating, locale)} ({trip.tropleader.reviewsCount})
                    </span>
                  ) : null}
                  <span>{t("trip.tripsCompleted", { count: trip.tropleader.tripsCompleted })}</span>
                  {trip.tropleader.experienceYears ? (
                    <span>{t("trip.experienceYears", { count: trip.tropleader.experienceYears })}</span>
                  ) : null}
                  {languages ? <span>{t("trip.speaks", { languages })}</span> : null}
                </p>
                {trip.tropleader.bio ? (
                  <>
                    <p className="mt-2 line-clamp-3 text-sm text-gray-700" lang={leaderBioLang}>
                      {trip.tropleader.bio}
                    </p>
                    <ContentLanguageNote shown={trip.tropleader.bioShown} className="mt-1" />
                  </>
                ) : null}
              </div>
              <Link
                to={`/tropleader/${trip.tropleader.id}`}
                className={buttonClasses({ variant: "outline", className: "shrink-0" })}
                data-testid="creator-link"
              >
                {t("trip.viewProfile")}
              </Link>
            </div>
          </section>

          <div className="below-fold">
            <Suspense fallback={<div className="min-h-96" />}>
              <TripDetailsTabs
                sectionLangs={trip.sectionLangs}
                itinerary={trip.itinerary}
                included={trip.included}
                excluded={trip.excluded}
                faqs={trip.faqs}
              />
            </Suspense>
          </div>

          <section aria-labelledby="reviews-title" className="below-fold">
            <h2 id="reviews-title" className="mb-4 text-xl font-semibold text-ink">
              {t("trip.reviewsTitle")}
            </h2>
            <ReviewList reviews={trip.reviews} empty={t("trip.reviewsEmpty")} />
          </section>
        </div>
      </div>

      {/* On phones the dates are below the fold: a bar with the price jumps to them. */}
      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4">
          <p className="text-sm text-gray-600">
            {t("trip.from")}{" "}
            <strong className="text-lg text-ink">{formatMoney(fromPrice, locale, trip.currency)}</strong>{" "}
            <span className="text-xs">{t("trip.perPerson")}</span>
          </p>
          <a href="#fechas" className={buttonClasses({ variant: "dark" })}>
            {t("departures.title")}
          </a>
        </div>
      </div>
    </div>
  );
}
