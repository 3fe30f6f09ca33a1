/** The spec's nine trip categories (doc 1 §3), in display order. name is the stored Spanish name. */
export const CATEGORIES = [
  { slug: "surf", name: "Surf" },
  { slug: "buceo", name: "Buceo" },
  { slug: "montana", name: "Montaña" },
  { slug: "nieve", name: "Nieve" },
  { slug: "yoga-fitness", name: "Yoga & Fitness" },
  { slug: "deportes-de-pala", name: "Deportes de pala" },
  { slug: "a-bordo", name: "A bordo" },
  { slug: "safari", name: "Safari" },
  { slug: "inmersion-cultural", name: "Inmersión cultural" },
] as const;
export type CategorySlug = (typeof CATEGORIES)[number]["slug"];

/** The spec's five continents; the key is what the URL and the database carry. */
export const CONTINENTS = [
  { key: "europa", name: "Europa" },
  { key: "america", name: "América" },
  { key: "asia", name: "Asia" },
  { key: "africa", name: "África" },
  { key: "oceania", name: "Oceanía" },
] as const;
export type ContinentKey = (typeof CONTINENTS)[number]["key"];
export const CONTINENT_KEYS = CONTINENTS.map((c) => c.key) as [ContinentKey, ...ContinentKey[]];

/** Fixed tag choices of the create-trip wizard (doc 2 §5). */
export const TRIP_TAGS = [
  "Aventura",
  "Naturaleza",
  "Cultura",
  "Gastronomía",
  "Fotografía",
  "Vida Silvestre",
  "Playas",
  "Volcanes",
  "Selva",
  "Deportes",
  "Relajación",
  "Familia",
  "Grupos pequeños",
  "Sostenible",
] as const;

export const DIFFICULTIES = ["easy", "moderate", "challenging"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Countries offered in the traveller profile (doc 1 §2 Mi Perfil). */
export const PROFILE_COUNTRIES = ["España", "México", "Argentina", "Colombia", "Chile", "Perú"] as const;

export const SORT_OPTIONS = [
  "popularity",
  "price-low",
  "price-high",
  "duration-short",
  "duration-long",
  "next-departure",
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = "popularity";
