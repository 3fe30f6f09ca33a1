import { type SQL, sql } from "drizzle-orm";
import type { Difficulty } from "#core/constants/catalogue";
import type { Locale } from "#core/constants/locales";
import type { ContentLocale } from "#core/content/content-locales";
import { PRIMARY_CONTENT_LOCALE } from "#core/content/content-locales";
import { pickSection } from "#core/content/pick-content";
import { placeNamesIn } from "./place-names.ts";

/**
 * What a trip card shows (explore grid, home, creator page, wishlist). The price is the cheapest departure
 * still to come (doc 1 §9), falling back to the base price while no date is published; the next departure is
 * the first one still to come, or null ('to be confirmed').
 */
export type TripCard = {
  id: string;
  slug: string;
  /** In the visitor's language when the trip has an approved version in it, else Spanish (textLang). */
  title: string;
  shortDescription: string;
  /** The language of title and shortDescription (lang="es" on an English page without a translation). */
  textLang: ContentLocale;
  /** Title and short description saved unchanged from a machine draft ('Traducción automática'). */
  textMachine: boolean;
  heroImageUrl: string | null;
  /** Country and city names in the visitor's language where known (Marruecos → Morocco). */
  country: string;
  city: string;
  continent: string;
  categorySlug: string;
  difficulty: Difficulty;
  durationDays: number;
  priceCents: number;
  currency: string;
  rating: number;
  reviewsCount: number;
  nextDepartureDate: string | null;
  /** Its next departure has reached its minimum group (issue 14). */
  nextDepartureGuaranteed: boolean;
  tropleaderId: string;
  tropleaderName: string;
};

/** The raw row shape of cardColumns (snake_case from SQL). */
export type TripCardRow = {
  id: string;
  slug: string;
  title: string;
  short_description: string;
  hero_image_url: string | null;
  country: string;
  city: string;
  continent: string;
  category_slug: string;
  difficulty: Difficulty;
  duration_days: number;
  price_cents: number;
  currency: string;
  rating: number;
  reviews_count: number;
  next_departure_date: string | null;
  next_departure_guaranteed: boolean;
  tropleader_id: string;
  tropleader_name: string;
  /** cardTextColumns: the translated title and short description (null without an approved translation). */
  tt_title: string | null;
  tt_short_description: string | null;
  tt_machine: boolean | null;
};

/**
 * The joins a card needs after `trips t`: its tropleader u, destination d, category c and the departure summary
 * nd (lateral, so it is computed only for the rows returned).
 */
export function cardJoins(today: string, locale: Locale = PRIMARY_CONTENT_LOCALE): SQL {
  return sql`
    join users u on u.id = t.tropleader_id
    join destinations d on d.id = t.destination_id
    join categories c on c.id = t.category_id
    left join lateral (
      select min(dep.price_cents) as min_price, min(dep.start_date) as next_start,
        (array_agg(dep.guaranteed_at is not null order by dep.start_date))[1] as next_guaranteed
      from trip_departures dep
      where dep.trip_id = t.id and dep.status <> 'cancelled' and dep.start_date >= ${today}::date
    ) nd on true
    ${cardTextJoin(locale)}`;
}

/**
 * The trip's approved version in the visitor's language (issue 34), found by trip_translations' primary key
 * for the rows returned only; nothing is joined for Spanish, the trip's own language.
 */
function cardTextJoin(locale: Locale): SQL {
  if (locale === PRIMARY_CONTENT_LOCALE) return sql``;
  return sql`left join trip_translations tt on tt.trip_id = t.id and tt.locale = ${locale} and tt.status = 'approved'`;
}

/** The translated card texts (columns tt_*), next to cardColumns; nulls for Spanish. */
export function cardTextColumns(locale: Locale = PRIMARY_CONTENT_LOCALE): SQL {
  if (locale === PRIMARY_CONTENT_LOCALE) {
    return sql`null::text as tt_title, null::text as tt_short_description, null::boolean as tt_machine`;
  }
  return sql`tt.content #>> '{basics,title}' as tt_title,
    tt.content #>> '{basics,shortDescription}' as tt_short_description,
    'basics' = any(tt.machine_sections) as tt_machine`;
}

/** FROM clause for cards: trip t with cardJoins. */
export function cardFrom(today: string, locale: Locale = PRIMARY_CONTENT_LOCALE): SQL {
  return sql`trips t ${cardJoins(today, locale)}`;
}

/** Only approved trips of approved tropleaders are public (product brief); a suspended account's are hidden. */
export const isPublicTrip = sql`t.status = 'approved' and u.role = 'tropleader' and u.is_approved and u.suspended_at is null`;

export const cardColumns = sql`
  t.id, t.slug, t.title, t.short_description, t.hero_image_url,
  d.country, d.city, d.continent, c.slug as category_slug, t.difficulty,
  t.duration_days, coalesce(nd.min_price, t.base_price_cents)::int as price_cents, t.currency,
  t.rating::float8 as rating, t.reviews_count,
  to_char(nd.next_start, 'YYYY-MM-DD') as next_departure_date, coalesce(nd.next_guaranteed, false) as next_departure_guaranteed,
  u.id as tropleader_id, u.name as tropleader_name`;

/** A card row in the visitor's language: the translated texts when there are, place names in that language. */
export function toTripCard(r: TripCardRow, locale: Locale = PRIMARY_CONTENT_LOCALE): TripCard {
  const text = pickSection(
    { title: r.title, shortDescription: r.short_description },
    r.tt_title ? { title: r.tt_title, shortDescription: r.tt_short_description ?? "" } : undefined,
    locale,
    Boolean(r.tt_machine),
  );
  const place = placeNamesIn({ country: r.country, city: r.city }, locale);
  return {
    id: r.id,
    slug: r.slug,
    title: text.value.title,
    shortDescription: text.value.shortDescription,
    textLang: text.lang,
    textMachine: text.machine,
    heroImageUrl: r.hero_image_url,
    country: place.country,
    city: place.city,
    continent: r.continent,
    categorySlug: r.category_slug,
    difficulty: r.difficulty,
    durationDays: Number(r.duration_days),
    priceCents: Number(r.price_cents),
    currency: r.currency,
    rating: Number(r.rating),
    reviewsCount: Number(r.reviews_count),
    nextDepartureDate: r.next_departure_date,
    nextDepartureGuaranteed: Boolean(r.next_departure_guaranteed),
    tropleaderId: r.tropleader_id,
    tropleaderName: r.tropleader_name,
  };
}
