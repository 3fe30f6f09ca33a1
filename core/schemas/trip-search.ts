import { z } from "zod";
import { CATEGORIES, CONTINENT_KEYS, DEFAULT_SORT, SORT_OPTIONS } from "../constants/catalogue.ts";

const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as [string, ...string[]];

/** Longest destination text accepted; anything longer is a typo or an abuse, never a place name. */
export const DESTINATION_MAX = 80;

/**
 * The explore filters (doc 1 §5: all optional). Used by the home and explore search forms and by the /viajes
 * loader. A bad value in a shared or hand-edited URL drops that one filter instead of failing the page.
 */
export const tripSearchSchema = z.object({
  continent: z.enum(CONTINENT_KEYS).optional().catch(undefined),
  destination: z
    .string()
    .trim()
    .max(DESTINATION_MAX)
    .optional()
    .catch(undefined)
    .transform((v) => (v ? v : undefined)),
  category: z.enum(CATEGORY_SLUGS).optional().catch(undefined),
  departureMonth: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional()
    .catch(undefined),
  sort: z.enum(SORT_OPTIONS).default(DEFAULT_SORT).catch(DEFAULT_SORT),
  page: z.coerce.number().int().min(1).max(500).default(1).catch(1),
});

export type TripSearch = z.infer<typeof tripSearchSchema>;
export type TripFilters = Partial<
  Pick<TripSearch, "continent" | "destination" | "category" | "departureMonth">
>;

/** The query-string keys the spec names, in the order they are written back to the URL. */
export const TRIP_FILTER_KEYS = ["continent", "destination", "category", "departureMonth"] as const;

/** Reads the search from a query string (unknown keys ignored, empty values treated as absent). */
export function parseTripSearch(params: URLSearchParams): TripSearch {
  const raw: Record<string, string> = {};
  for (const key of [...TRIP_FILTER_KEYS, "sort", "page"]) {
    const value = params.get(key);
    if (value !== null && value.trim() !== "") raw[key] = value;
  }
  return tripSearchSchema.parse(raw);
}

/**
 * The query string for a search, with only the non-empty filters (doc 1 §2), then the sort when it is not
 * the default, then the page when past the first. Returns "" or "?…".
 */
export function tripSearchQuery(
  search: Partial<TripSearch>,
  options: { includePage?: boolean } = {},
): string {
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
