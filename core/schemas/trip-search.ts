import { z } from "zod";
import {
  CATEGORIES,
  CONTINENT_KEYS,
  DEFAULT_SORT,
  DIFFICULTIES,
  SORT_OPTIONS,
} from "../constants/catalogue.ts";
import { DESTINATION_MAX, TRIP_FILTER_KEYS } from "../rules/trip-search-query.ts";
import { text } from "./text.ts";

const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as [string, ...string[]];

/** Pages past this would re-read hundreds of rows for one visitor; nobody scrolls that far. */
const MAX_PAGE = 50;

/**
 * The explore filters (doc 1 §5: all optional), validated by the /viajes loader. A bad value in a shared or
 * hand-edited URL drops that one filter instead of failing the page.
 */
export const tripSearchSchema = z.object({
  continent: z.enum(CONTINENT_KEYS).optional().catch(undefined),
  destination: text()
    .trim()
    .max(DESTINATION_MAX)
    .optional()
    .catch(undefined)
    .transform((v) => (v ? v : undefined)),
  category: z.enum(CATEGORY_SLUGS).optional().catch(undefined),
  departureMonth: text()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional()
    .catch(undefined),
  difficulty: z.enum(DIFFICULTIES).optional().catch(undefined),
  sort: z.enum(SORT_OPTIONS).default(DEFAULT_SORT).catch(DEFAULT_SORT),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1).catch(1),
});

export type TripSearch = z.infer<typeof tripSearchSchema>;

/** Reads the search from a query string (unknown keys ignored, empty values treated as absent). */
export function parseTripSearch(params: URLSearchParams): TripSearch {
  const raw: Record<string, string> = {};
  for (const key of [...TRIP_FILTER_KEYS, "sort", "page"]) {
    const value = params.get(key);
    if (value !== null && value.trim() !== "") raw[key] = value;
  }
  return tripSearchSchema.parse(raw);
}
