/**
 * Bulk catalogue data for the search benchmark: thousands of trips and departures written by a few
 * INSERT … SELECT generate_series statements (seconds, not minutes, even for 100,000 trips), with realistic spreads of categories,
 * destinations, prices, ratings, dates and statuses.
 */

import { sql } from "drizzle-orm";
import { CATEGORIES } from "#core/constants/catalogue";
import { platformToday } from "#core/rules/platform-calendar";
import type { Db } from "#server/db/client";
import { rebuildTripDepartureSummaries } from "#server/services/catalogue/refresh-trip-departure-summary";
import { searchTextOfDestination } from "#server/services/trips/destination-search-text";

const DESTINATIONS: [string, string, string][] = [
  ["España", "Madrid", "europa"],
  ["España", "Barcelona", "europa"],
  ["España", "Málaga", "europa"],
  ["España", "Benasque", "europa"],
  ["España", "Corralejo", "europa"],
  ["Portugal", "Ericeira", "europa"],
  ["Portugal", "Lisboa", "europa"],
  ["Francia", "Chamonix", "europa"],
  ["Italia", "Cortina d'Ampezzo", "europa"],
  ["Grecia", "Naxos", "europa"],
  ["Islandia", "Reikiavik", "europa"],
  ["Noruega", "Tromsø", "europa"],
  ["Marruecos", "Taghazout", "africa"],
  ["Marruecos", "Marrakech", "africa"],
  ["Egipto", "Hurghada", "africa"],
  ["Tanzania", "Arusha", "africa"],
  ["Tanzania", "Moshi", "africa"],
  ["Kenia", "Nairobi", "africa"],
  ["Sudáfrica", "Ciudad del Cabo", "africa"],
  ["México", "Oaxaca", "america"],
  ["México", "Tulum", "america"],
  ["Perú", "Cusco", "america"],
  ["Argentina", "Bariloche", "america"],
  ["Argentina", "Buenos Aires", "america"],
  ["Chile", "Puerto Natales", "america"],
  ["Costa Rica", "Santa Teresa", "america"],
  ["Colombia", "Cartagena", "america"],
  ["Japón", "Niseko", "asia"],
  ["Japón", "Kioto", "asia"],
  ["Indonesia", "Ubud", "asia"],
  ["India", "Jaipur", "asia"],
  ["Nepal", "Katmandú", "asia"],
  ["Tailandia", "Koh Tao", "asia"],
  ["Vietnam", "Hanói", "asia"],
  ["Australia", "Cairns", "oceania"],
  ["Nueva Zelanda", "Queenstown", "oceania"],
  ["Fiyi", "Nadi", "oceania"],
];

const IMAGES = [
  "/demo/trips/surf-ericeira/1.webp",
  "/demo/trips/trek-dolomitas/1.webp",
  "/demo/trips/buceo-mar-rojo/1.webp",
  "/demo/trips/safari-serengeti/1.webp",
  "/demo/trips/cultura-oaxaca/1.webp",
  "/demo/trips/nieve-niseko/1.webp",
  "/demo/trips/padel-marbella/1.webp",
  "/demo/trips/surf-taghazout/1.webp",
];

const LEADERS = 300;

/** Categories, destinations and tropleaders (one in ten not approved, so their trips stay hidden). */
export async function seedCatalogueBase(db: Db): Promise<void> {
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(
    sql`insert into categories (name, slug, sort_order) values ${sql.join(
      CATEGORIES.map((c, i) => sql`(${c.name}, ${c.slug}, ${i})`),
      sql`, `,
    )} on conflict do nothing`,
  );
  await db.execute(
    sql`insert into destinations (country, city, continent, search_text) values ${sql.join(
      DESTINATIONS.map(
        ([country, city, continent]) =>
          // The product's own search text (Spanish, then English names: issue 34).
          sql`(${country}, ${city}, ${continent}, ${searchTextOfDestination({ country, city })})`,
      ),
      sql`, `,
    )} on conflict do nothing`,
  );
  await db.execute(sql`
    insert into users (name, email, role, is_approved, is_identity_verified, email_verified, created_at)
    select 'Tropleader ' || g, 'bench-leader-' || g || '@bench.test', 'tropleader', g % 10 <> 0, g % 10 <> 0, true,
      now() - make_interval(days => g * 3)
    from generate_series(1, ${LEADERS}::int) g`);
  await db.execute(sql`
    insert into tropleader_profiles (user_id, location, experience_years)
    select id, 'Madrid', 5 from users where role = 'tropleader'`);
}

/**
 * Trips number `from`..`to` (1-based), each with four departures spread from 40 days ago to 8 months ahead
 * (some full, a few cancelled). 90% approved, the rest pending or draft.
 */
export async function seedTrips(db: Db, from: number, to: number): Promise<void> {
  await db.execute(sql`
    with l as (select array_agg(id order by email) ids from users where role = 'tropleader'),
         c as (select array_agg(id order by sort_order) ids from categories),
         d as (select array_agg(id order by country, city) ids from destinations),
         img as (select array[${sql.join(
           IMAGES.map((u) => sql`${u}`),
           sql`, `,
         )}]::text[] urls)
    insert into trips (tropleader_id, title, slug, short_description, description, category_id, destination_id,
      duration_days, difficulty, max_participants, base_price_cents, status, hero_image_url, rating,
      reviews_count, approved_at, created_at)
    select
      l.ids[1 + (g * 7) % array_length(l.ids, 1)],
      'Viaje de prueba ' || g,
      'bench-trip-' || g,
      'Un viaje en grupo pequeño con guía experto y alojamiento incluido, para probar la búsqueda.',
      repeat('Descripción del viaje de prueba. ', 10),
      c.ids[1 + (g * 5 + (random() * 3)::int) % array_length(c.ids, 1)],
      d.ids[1 + (g * 11 + (random() * 5)::int) % array_length(d.ids, 1)],
      2 + (random() * 18)::int,
      (array['easy', 'moderate', 'challenging'])[1 + g % 3],
      12,
      (300 + (random() * 3200)::int) * 100,
      case when g % 20 = 0 then 'pending' when g % 20 = 1 then 'draft' else 'approved' end,
      img.urls[1 + g % array_length(img.urls, 1)],
      case when random() < 0.1 then 0 else round((3.2 + random() * 1.8)::numeric, 1) end,
      (random() * 150)::int,
      now() - make_interval(days => (random() * 700)::int),
      now() - make_interval(days => (random() * 700)::int)
    from generate_series(${from}::int, ${to}::int) g, l, c, d, img`);
  await db.execute(sql`
    insert into trip_departures (trip_id, start_date, end_date, price_cents, max_participants,
      current_participants, min_participants, status)
    select t.id, s.start_date, s.start_date + t.duration_days - 1,
      greatest(10000, t.base_price_cents + ((random() - 0.5) * 40000)::int), 12, s.taken, 4,
      case when s.cancelled then 'cancelled' when s.taken = 12 then 'full' else 'available' end
    from trips t
    cross join lateral (
      select current_date + (k * 75 - 40 + (random() * 60)::int) as start_date,
        least(12, (random() * 14)::int) as taken,
        random() < 0.03 as cancelled
      from generate_series(0, 3) k
      where t.id is not null
    ) s
    where t.slug in (select 'bench-trip-' || g from generate_series(${from}::int, ${to}::int) g)`);
  // The explore sorts' per-trip departure summary (the service writers keep it; bulk data is summarised at once).
  await rebuildTripDepartureSummaries(db, platformToday());
  // As autovacuum leaves a live database: statistics, and the visibility map that lets the explore search's
  // probes read the indexes alone (index-only scans).
  await db.execute(sql`vacuum analyze`);
}

/**
 * An English version (issue 34, trip_translations) for every other trip of `from`..`to` (the even numbers: half
 * the catalogue, the share the issue's bench asks for), written like the wizard's: basics, one text per
 * itinerary day, inclusions and FAQs. One in ten of them waits for moderation (pending), so the card join's
 * status condition has rows to skip.
 */
export async function seedTripTranslations(db: Db, from: number, to: number): Promise<void> {
  await db.execute(sql`
    insert into trip_translations (trip_id, locale, content, status)
    select t.id, 'en',
      jsonb_build_object(
        'basics', jsonb_build_object(
          'title', 'Test trip ' || g,
          'shortDescription', 'A small-group trip with an expert guide and lodging included, to test the search.',
          'description', repeat('Description of the test trip. ', 10)),
        'itinerary', jsonb_build_object('days', (
          select jsonb_agg(jsonb_build_object(
            'dayNumber', k, 'title', 'Day ' || k || ' of the trip',
            'description', repeat('What the group does on this day. ', 4),
            'activities', jsonb_build_array('Morning walk', 'Local lunch', 'Free evening')) order by k)
          from generate_series(1, t.duration_days) k)),
        'inclusions', jsonb_build_object(
          'included', jsonb_build_array('Lodging', 'Breakfasts', 'Expert guide', 'Insurance'),
          'excluded', jsonb_build_array('Flights', 'Dinners'),
          'faqs', jsonb_build_array(
            jsonb_build_object('question', 'Do I need experience?', 'answer', 'No, the guide adapts the pace.'),
            jsonb_build_object('question', 'Can I travel alone?', 'answer', 'Yes, most travellers do.')))),
      case when g % 20 = 10 then 'pending' else 'approved' end
    from generate_series(${from}::int, ${to}::int) g
    join trips t on t.slug = 'bench-trip-' || g
    where g % 2 = 0
    on conflict do nothing`);
  await db.execute(sql`analyze trip_translations`);
}
