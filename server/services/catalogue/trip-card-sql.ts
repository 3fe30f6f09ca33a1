import { type SQL, sql } from "drizzle-orm";

/**
 * What a trip card shows (explore grid, home, creator page, wishlist). The price is the cheapest departure
 * still to come (doc 1 §9), falling back to the base price while no date is published; the next departure is
 * the first one still to come, or null ('to be confirmed').
 */
export type TripCard = {
  id: string;
  slug: string;
  title: string;
  shortDescription: string;
  heroImageUrl: string | null;
  country: string;
  city: string;
  continent: string;
  categorySlug: string;
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
  duration_days: number;
  price_cents: number;
  currency: string;
  rating: number;
  reviews_count: number;
  next_departure_date: string | null;
  next_departure_guaranteed: boolean;
  tropleader_id: string;
  tropleader_name: string;
};

/**
 * The joins a card needs after `trips t`: its tropleader u, destination d, category c and the departure summary
 * nd (lateral, so it is computed only for the rows returned).
 */
export function cardJoins(today: string): SQL {
  return sql`
    join users u on u.id = t.tropleader_id
    join destinations d on d.id = t.destination_id
    join categories c on c.id = t.category_id
    left join lateral (
      select min(dep.price_cents) as min_price, min(dep.start_date) as next_start,
        (array_agg(dep.guaranteed_at is not null order by dep.start_date))[1] as next_guaranteed
      from trip_departures dep
      where dep.trip_id = t.id and dep.status <> 'cancelled' and dep.start_date >= ${today}::date
    ) nd on true`;
}

/** FROM clause for cards: trip t with cardJoins. */
export function cardFrom(today: string): SQL {
  return sql`trips t ${cardJoins(today)}`;
}

/** Only approved trips of approved tropleaders are public (product brief); a suspended account's are hidden. */
export const isPublicTrip = sql`t.status = 'approved' and u.role = 'tropleader' and u.is_approved and u.suspended_at is null`;

export const cardColumns = sql`
  t.id, t.slug, t.title, t.short_description, t.hero_image_url,
  d.country, d.city, d.continent, c.slug as category_slug,
  t.duration_days, coalesce(nd.min_price, t.base_price_cents)::int as price_cents, t.currency,
  t.rating::float8 as rating, t.reviews_count,
  to_char(nd.next_start, 'YYYY-MM-DD') as next_departure_date, coalesce(nd.next_guaranteed, false) as next_departure_guaranteed,
  u.id as tropleader_id, u.name as tropleader_name`;

export function toTripCard(r: TripCardRow): TripCard {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    shortDescription: r.short_description,
    heroImageUrl: r.hero_image_url,
    country: r.country,
    city: r.city,
    continent: r.continent,
    categorySlug: r.category_slug,
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
