import { SearchX, SlidersHorizontal, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, redirect, useLocation, useNavigate, useNavigation } from "react-router";
import { SORT_OPTIONS, type SortOption } from "#core/constants/catalogue";
import { LIMITS } from "#core/constants/limits";
import { platformMonths } from "#core/rules/platform-calendar";
import { TRIP_FILTER_KEYS, tripSearchQuery } from "#core/rules/trip-search-query";
import { parseTripSearch, type TripSearch } from "#core/schemas/trip-search";
import { readForVisitor } from "#server/lib/visitor-data-cache";
import { listTrips } from "#server/services/catalogue/list-trips";
import { listWishlistedTripIds } from "#server/services/catalogue/list-wishlist";
import { TripCard } from "../components/trip-card.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { Select } from "../components/ui/select.tsx";
import { Spinner } from "../components/ui/spinner.tsx";
import { resultsCountTexts } from "../features/catalogue/results-count.ts";
import { monthLabel, SearchFilters } from "../features/catalogue/search-filters.tsx";
import { seoLinks } from "../features/catalogue/seo.ts";
import { metaLocale, metaT, pageMeta } from "../i18n/page-meta.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { cn } from "../lib/cn.ts";
import { useEarlyChoice } from "../lib/use-early-choice.ts";
import type { Route } from "./+types/viajes";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The search form sent by the browser itself (no JavaScript yet) carries its empty fields too; the address
  // the page would have built leaves them out, so the same search has one address either way.
  const empty = [...url.searchParams].filter(([, value]) => value.trim() === "").map(([key]) => key);
  if (empty.length) {
    for (const key of empty) url.searchParams.delete(key);
    throw redirect(`${url.pathname}${url.search}`);
  }
  const search = parseTripSearch(url.searchParams);
  // Every page up to ?page=N: a reload or a shared link shows what was loaded, and 'load more' is a plain link.
  const result = await readForVisitor(
    context.deps.visitorCache,
    context.user !== null,
    `trips:${context.locale}:${JSON.stringify(search)}`,
    () => listTrips(context.deps.db, search, { includePreviousPages: true, locale: context.locale }),
  );
  const wishlisted = await listWishlistedTripIds(
    context.deps.db,
    context.user?.id,
    result.trips.map((t) => t.id),
  );
  return {
    search,
    result,
    wishlisted,
    signedIn: context.user !== null,
    months: platformMonths(LIMITS.departureMonthChoices),
    appUrl: context.deps.config.appUrl,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const t = metaT(matches, "catalogue");
  const tags = pageMeta(t("explore.metaTitle"), t("explore.metaDescription"));
  if (!data) return tags;
  // The filtered list is its own page; the sort and the page number are not.
  const path = `/viajes${tripSearchQuery({ ...data.search, sort: undefined, page: undefined })}`;
  return [...tags, ...seoLinks(data.appUrl, path, metaLocale(matches))];
}

function filtersOf(search: TripSearch) {
  return {
    continent: search.continent,
    destination: search.destination,
    category: search.category,
    departureMonth: search.departureMonth,
    difficulty: search.difficulty,
  };
}

export default function Explore({ loaderData }: Route.ComponentProps) {
  const { search, result, wishlisted, signedIn, months } = loaderData;
  const { t, i18n } = useTranslation("catalogue");
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const filters = filtersOf(search);
  const sortBy = (sort: string) =>
    navigate(`/viajes${tripSearchQuery({ ...filters, sort: sort as SortOption })}`, {
      preventScrollReset: true,
    });
  // A sort picked before the scripts ran is applied when they do (no lost choice). autoComplete="off": the
  // browser does not bring back an old choice on back/forward, so only the visitor's own choice counts.
  const sortSelect = useEarlyChoice<HTMLSelectElement>((select) => select.value, search.sort, sortBy);
  const hasFilters = TRIP_FILTER_KEYS.some((k) => filters[k]);
  const wished = new Set(wishlisted);
  const counted = resultsCountTexts(t, i18n.language, { ...result, shown: result.trips.length });

  const nextPage = tripSearchQuery({ ...search, page: search.page + 1 }, { includePage: true });
  const loadingMore =
    navigation.state === "loading" &&
    navigation.location.pathname === "/viajes" &&
    new URLSearchParams(navigation.location.search).get("page") === String(search.page + 1);
  const searching =
    navigation.state === "loading" && navigation.location.pathname === "/viajes" && !loadingMore;

  // After 'load more', move keyboard focus to the first new trip so the reader continues where they were.
  const focusFrom = useRef<number | null>(null);
  const grid = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || result.trips.length <= from) return;
    focusFrom.current = null;
    grid.current
      ?.querySelectorAll<HTMLAnchorElement>("article h2 a, article h3 a")
      [from]?.focus({ preventScroll: true });
  }, [result.trips.length]);

  const chips = TRIP_FILTER_KEYS.flatMap((key) => {
    const value = filters[key];
    if (!value) return [];
    const label =
      key === "continent"
        ? t(`continents.${value}`)
        : key === "category"
          ? t(`categories.${value}`)
          : key === "departureMonth"
            ? monthLabel(value, i18n.language)
            : key === "difficulty"
              ? t("filters.difficultyChip", { level: t(`difficulty.${value}`) })
              : `“${value}”`;
    return [
      { key, label, to: `/viajes${tripSearchQuery({ ...search, [key]: undefined, page: undefined })}` },
    ];
  });

  return (
    <div className="pb-20">
      <section className="border-b border-gray-100 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-8 pb-6 sm:px-6 sm:pt-10 sm:pb-8 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("explore.title")}</h1>
          <p className="mt-2 max-w-2xl text-gray-600">{t("explore.subtitle")}</p>
          {/* Phones see the results first: the filters open on demand (a plain #anchor, so without JavaScript too). */}
          <a
            href="#filtros"
            className="mt-5 flex items-center justify-between rounded-2xl border border-gray-200 bg-white px-4 py-3 text-sm font-semibold text-ink shadow-sm lg:hidden"
          >
            <span className="inline-flex items-center gap-2">
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              {t("explore.showFilters")}
            </span>
            {chips.length ? (
              <span className="rounded-full bg-ink px-2 py-0.5 text-xs text-white">{chips.length}</span>
            ) : null}
          </a>
          <div id="filtros" className="mt-6 scroll-mt-20 max-lg:hidden max-lg:target:block">
            <SearchFilters
              key={location.search}
              initial={filters}
              months={months}
              sort={search.sort}
              variant="bar"
            />
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 py-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-semibold text-ink" aria-live="polite" data-testid="results-count">
              {counted.heading}
            </p>
            {chips.length ? (
              <ul aria-label={t("explore.activeFilters")} className="mt-2 flex flex-wrap gap-2">
                {chips.map((chip) => (
                  <li key={chip.key}>
                    <Link
                      to={chip.to}
                      aria-label={t("explore.removeFilter", { name: chip.label })}
                      className="inline-flex items-center gap-1 rounded-full bg-gray-100 py-1 pr-2 pl-3 text-sm text-ink hover:bg-gray-200"
                    >
                      {chip.label}
                      <X aria-hidden="true" className="size-3.5" />
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <Form method="get" action="/viajes" className="flex items-center gap-2">
            {TRIP_FILTER_KEYS.map((key) =>
              filters[key] ? <input key={key} type="hidden" name={key} value={filters[key]} /> : null,
            )}
            <label htmlFor="sort" className="text-sm whitespace-nowrap text-gray-600">
              {t("filters.sortBy")}
            </label>
            <Select
              id="sort"
              name="sort"
              value={search.sort}
              className="min-w-52"
              ref={sortSelect}
              autoComplete="off"
              onChange={(e) => sortBy(e.target.value)}
            >
              {SORT_OPTIONS.map((s) => (
                <option key={s} value={s}>
                  {t(`filters.sort.${s}`)}
                </option>
              ))}
            </Select>
            <noscript>
              <button type="submit" className={buttonClasses({ variant: "outline", size: "sm" })}>
                {t("filters.applySort")}
              </button>
            </noscript>
          </Form>
        </div>

        {result.trips.length === 0 ? (
          <EmptyState
            icon={<SearchX />}
            title={t("explore.emptyTitle")}
            description={t("explore.emptyBody")}
            action={
              hasFilters ? (
                <Link to="/viajes" className={buttonClasses({ variant: "dark" })}>
                  {t("explore.clearFilters")}
                </Link>
              ) : null
            }
          />
        ) : (
          <>
            <ul
              ref={grid}
              className={cn(
                "grid grid-cols-1 gap-x-6 gap-y-10 transition-opacity sm:grid-cols-2 lg:grid-cols-3",
                searching && "opacity-60",
              )}
              data-testid="trip-grid"
              data-search={tripSearchQuery(search, { includePage: true })}
            >
              {result.trips.map((trip, index) => (
                // Cards past the first row are laid out only as they near the screen (`.below-fold`): less work
                // in the first frame and in the font swap's relayout on a slow phone
                // (docs/decisions/0039-slow-phone.md).
                <li key={trip.id} className={cn("flex", index >= 3 && "below-fold")}>
                  <div className="w-full">
                    <TripCard
                      trip={trip}
                      wishlisted={wished.has(trip.id)}
                      signedIn={signedIn}
                      priority={index < 3}
                      headingLevel={2}
                    />
                  </div>
                </li>
              ))}
            </ul>
            <div className="mt-12 flex flex-col items-center gap-3">
              <p className="text-sm text-gray-500">{counted.showing}</p>
              {result.hasMore ? (
                <Link
                  to={`/viajes${nextPage}`}
                  preventScrollReset
                  replace
                  onClick={() => {
                    focusFrom.current = result.trips.length;
                  }}
                  aria-disabled={loadingMore || undefined}
                  className={buttonClasses({ variant: "outline", size: "lg" })}
                  data-testid="load-more"
                >
                  {loadingMore ? <Spinner /> : null}
                  {loadingMore ? t("explore.loadingMore") : t("explore.loadMore")}
                </Link>
              ) : null}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
