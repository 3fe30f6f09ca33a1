import { DEFAULT_SORT, type SortOption } from "../constants/catalogue.ts";

/** Longest destination text accepted; anything longer is a typo or an abuse, never a place name. */
export const DESTINATION_MAX = 80;

/** The query-string keys the spec names (doc 1 §2, and the difficulty of issue 35), in the order they are written back to the URL. */
export const TRIP_FILTER_KEYS = [
  "continent",
  "destination",
  "category",
  "departureMonth",
  "difficulty",
] as const;

/** The explore search as the URL carries it (validated by core/schemas/trip-search on the server). */
export type TripSearchParams = {
  continent?: string;
  destination?: string;
  category?: string;
  departureMonth?: string;
  difficulty?: string;
  sort?: SortOption;
  page?: number;
};
export type TripFilters = Pick<TripSearchParams, (typeof TRIP_FILTER_KEYS)[number]>;

/**
 * The query string for a search, with only the non-empty filters (doc 1 §2), then the sort when it is not
 * the default, then the page when past the first. Returns "" or "?…". Kept free of zod so pages that only
 * build links do not ship the validation library.
 */
export function tripSearchQuery(search: TripSearchParams, options: { includePage?: boolean } = {}): string {
  const params = new URLSearchParams();
  for (const key of TRIP_FILTER_KEYS) {
    const value = search[key]?.toString().trim();
    if (value) params.set(key, value);
  }
  if (search.sort && search.sort !== DEFAULT_SORT) params.set("sort", search.sort);
  if (options.includePage && search.page && search.page > 1) params.set("page", String(search.page));
  const qs = params.toString();
  return qs ? `?${qs}` : "";
}
