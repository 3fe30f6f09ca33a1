import { existsSync } from "node:fs";
import path from "node:path";
import { verifyPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_SETTINGS_DEFAULTS } from "#core/constants/admin-settings-defaults";
import { CATEGORIES, CONTINENT_KEYS, TRIP_TAGS } from "#core/constants/catalogue";
import { LIMITS } from "#core/constants/limits";
import { translationCompleteness } from "#core/content/trip-text";
import type { AppDeps } from "../app-deps.ts";
import { projectRoot } from "../lib/project-root.ts";
import { loadTripPrimaryText } from "../services/trip-translations/load-trip-primary-text.ts";
import { loadTripTranslationForOwner } from "../services/trip-translations/load-trip-translation.ts";
import { loadProfileTranslation } from "../services/tropleader-profile/load-profile-translation.ts";
import { createTestDeps } from "../testing/test-deps.ts";
import { DEMO_PASSWORD } from "./factories.ts";
import { DEMO_TRIPS, seedDemoData, seedDemoDataIfEmpty } from "./seed-demo-data.ts";

// A fixed day keeps the test independent of the calendar; the seed places departures around it.
const NOW = new Date("2026-03-10T10:00:00Z");
const TODAY = "2026-03-10";

let deps: AppDeps & { close(): Promise<void> };
let seedMs = 0;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await deps.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  deps = await createTestDeps();
  const started = performance.now();
  await seedDemoData(deps, NOW);
  seedMs = performance.now() - started;
}, 120_000);

afterAll(async () => {
  await deps.close();
});

type TripRow = {
  id: string;
  title: string;
  slug: string;
  status: string;
  short_description: string;
  description: string;
  duration_days: number;
  tags: string[];
  difficulty: string;
  hero_image_url: string;
  rating: number;
  reviews_count: number;
  category: string;
  continent: string;
  tropleader_id: string;
};

const tripRows = () =>
  rows<TripRow>(sql`select t.*, c.slug as category, d.continent from trips t
    join categories c on c.id = t.category_id join destinations d on d.id = t.destination_id`);

describe("demo data", () => {
  it("loads quickly and only once", async () => {
    expect(seedMs).toBeLessThan(15_000);
    expect(await seedDemoDataIfEmpty(deps, NOW)).toBe(false);
  });

  it("has at least 14 published trips from at least 6 tropleaders, covering every category and continent", async () => {
    const trips = await tripRows();
    const approved = trips.filter((t) => t.status === "approved");
    expect(approved.length).toBeGreaterThanOrEqual(14);
    expect(new Set(approved.map((t) => t.tropleader_id)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(approved.map((t) => t.category))).toEqual(new Set(CATEGORIES.map((c) => c.slug)));
    expect(new Set(approved.map((t) => t.continent))).toEqual(new Set(CONTINENT_KEYS));
    const pending = trips.filter((t) => t.status === "pending");
    expect(pending.length).toBeGreaterThanOrEqual(1);
    expect(pending.length).toBeLessThanOrEqual(2);
    const [categories] = await rows<{ n: number }>(sql`select count(*)::int as n from categories`);
    expect(categories!.n).toBe(9);
  });

  it("gives every trip the content the create-trip wizard requires", async () => {
    const trips = await tripRows();
    for (const t of trips) {
      expect(t.title.length, t.slug).toBeGreaterThanOrEqual(LIMITS.tripTitleMin);
      expect(t.short_description.length, t.slug).toBeGreaterThanOrEqual(LIMITS.tripShortDescriptionMin);
      expect(t.description.length, t.slug).toBeGreaterThanOrEqual(LIMITS.tripDescriptionMin);
      expect(t.tags.length, t.slug).toBeGreaterThan(0);
      for (const tag of t.tags) expect(TRIP_TAGS as readonly string[]).toContain(tag);
      expect(["easy", "moderate", "challenging"]).toContain(t.difficulty);
    }
    const days = await rows<{
      trip_id: string;
      n: number;
      bad: number;
    }>(sql`select trip_id, count(*)::int as n,
      count(*) filter (where char_length(title) < 5 or char_length(description) < 20)::int as bad
      from trip_itinerary group by trip_id`);
    for (const t of trips) {
      const d = days.find((x) => x.trip_id === t.id);
      expect(d?.n, t.slug).toBe(t.duration_days);
      expect(d?.bad, t.slug).toBe(0);
    }
    const inclusions = await rows<{ trip_id: string; inc: number; exc: number }>(sql`select trip_id,
      cardinality(included_items) as inc, cardinality(excluded_items) as exc from trip_inclusions`);
    expect(inclusions).toHaveLength(trips.length);
    for (const i of inclusions) {
      expect(i.inc).toBeGreaterThan(0);
      expect(i.exc).toBeGreaterThan(0);
    }
    const faqs = await rows<{
      trip_id: string;
      n: number;
      bad: number;
    }>(sql`select trip_id, count(*)::int as n,
      count(*) filter (where char_length(question) < 10 or char_length(answer) < 20)::int as bad
      from trip_faqs group by trip_id`);
    for (const t of trips) {
      const f = faqs.find((x) => x.trip_id === t.id);
      expect(f?.n, t.slug).toBeGreaterThanOrEqual(3);
      expect(f?.bad, t.slug).toBe(0);
    }
    const galleries = await rows<{
      trip_id: string;
      n: number;
      hero: string;
      first: string;
    }>(sql`select trip_id,
      count(*)::int as n, max(image_url) filter (where is_hero) as hero,
      (array_agg(image_url order by sort_order))[1] as first from trip_gallery group by trip_id`);
    for (const t of trips) {
      const g = galleries.find((x) => x.trip_id === t.id);
      expect(g?.n, t.slug).toBeGreaterThanOrEqual(4);
      expect(g?.n, t.slug).toBeLessThanOrEqual(6);
      expect(g?.hero).toBe(t.hero_image_url);
      expect(g?.first).toBe(t.hero_image_url);
    }
  });

  it("places 2-4 upcoming departures per published trip within the next 12 months", async () => {
    const deps_ = await rows<{ trip_id: string; start_date: string; end_date: string }>(
      sql`select d.trip_id, d.start_date::text, d.end_date::text from trip_departures d
        join trips t on t.id = d.trip_id where t.status = 'approved'`,
    );
    const byTrip = new Map<string, string[]>();
    for (const d of deps_) {
      if (d.start_date > TODAY) byTrip.set(d.trip_id, [...(byTrip.get(d.trip_id) ?? []), d.start_date]);
    }
    const approved = (await tripRows()).filter((t) => t.status === "approved");
    for (const t of approved) {
      const upcoming = byTrip.get(t.id) ?? [];
      expect(upcoming.length, t.slug).toBeGreaterThanOrEqual(2);
      expect(upcoming.length, t.slug).toBeLessThanOrEqual(4);
      // The departure-month filter offers this month and the next 11.
      for (const start of upcoming) expect(start < "2027-03-01", `${t.slug} ${start}`).toBe(true);
    }
  });

  it("has exactly one full departure, several with 3 or fewer spots, and consistent seat counts", async () => {
    const departures = await rows<{
      id: string;
      status: string;
      current_participants: number;
      max_participants: number;
      start_date: string;
      held: number;
    }>(sql`select d.id, d.status, d.current_participants, d.max_participants, d.start_date::text,
      coalesce((select sum(b.participants_count) from bookings b where b.departure_id = d.id and b.seats_held), 0)::int as held
      from trip_departures d`);
    const full = departures.filter(
      (d) => d.status === "full" || d.current_participants >= d.max_participants,
    );
    expect(full).toHaveLength(1);
    expect(full[0]!.start_date > TODAY).toBe(true);
    const lastSpots = departures.filter(
      (d) =>
        d.start_date > TODAY &&
        d.max_participants - d.current_participants > 0 &&
        d.max_participants - d.current_participants <= 3,
    );
    expect(lastSpots.length).toBeGreaterThanOrEqual(3);
    // "Last spots" must stay a signal, not the norm.
    expect(lastSpots.length).toBeLessThanOrEqual(12);
    for (const d of departures) expect(d.current_participants, d.id).toBe(d.held);
  });

  it("has past departures with completed bookings and reviews, and ratings that match the reviews", async () => {
    const past = await rows<{ id: string; completed: number; reviews: number }>(sql`select d.id,
      count(distinct b.id) filter (where b.status = 'completed')::int as completed, count(distinct r.id)::int as reviews
      from trip_departures d join bookings b on b.departure_id = d.id left join reviews r on r.booking_id = b.id
      where d.end_date < ${TODAY}::date group by d.id`);
    expect(past.length).toBeGreaterThanOrEqual(1);
    expect(past.some((d) => d.completed > 0 && d.reviews > 0)).toBe(true);
    const [notCompleted] = await rows<{ n: number }>(sql`select count(*)::int as n from bookings b
      join trip_departures d on d.id = b.departure_id where d.end_date < ${TODAY}::date and b.status <> 'completed'`);
    expect(notCompleted!.n).toBe(0);

    const trips = await rows<{
      slug: string;
      rating: number;
      reviews_count: number;
      mean: number | null;
      n: number;
    }>(
      sql`select t.slug, t.rating, t.reviews_count, avg(r.rating)::float8 as mean, count(r.id)::int as n
        from trips t left join reviews r on r.trip_id = t.id group by t.id`,
    );
    for (const t of trips) {
      expect(t.reviews_count, t.slug).toBe(t.n);
      expect(t.rating, t.slug).toBeCloseTo(t.mean ?? 0, 6);
    }
    const leaders = await rows<{ rating: number; reviews_count: number; mean: number | null; n: number }>(
      sql`select p.rating, p.reviews_count, avg(r.rating)::float8 as mean, count(r.id)::int as n
        from tropleader_profiles p left join reviews r on r.tropleader_id = p.user_id group by p.user_id`,
    );
    for (const l of leaders) {
      expect(l.reviews_count).toBe(l.n);
      expect(l.rating).toBeCloseTo(l.mean ?? 0, 6);
    }
    const [reviewed] = await rows<{ n: number }>(sql`select count(*)::int as n from reviews r
      join bookings b on b.id = r.booking_id where b.status <> 'completed' or b.user_id <> r.user_id`);
    expect(reviewed!.n).toBe(0);
  });

  it("creates the demo accounts with the right roles, flags and password", async () => {
    const accounts = await rows<{
      email: string;
      role: string;
      is_approved: boolean;
      is_identity_verified: boolean;
      email_verified: boolean;
      password: string;
      has_profile: boolean;
    }>(sql`select u.email, u.role, u.is_approved, u.is_identity_verified, u.email_verified, a.password,
      exists(select 1 from tropleader_profiles p where p.user_id = u.id) as has_profile
      from users u join accounts a on a.user_id = u.id and a.provider_id = 'credential' and a.account_id = u.id::text
      where u.email in ('viajero@tropa.demo', 'lucia@tropa.demo', 'pendiente@tropa.demo', 'admin@tropa.demo')`);
    const by = Object.fromEntries(accounts.map((a) => [a.email, a]));
    expect(by["viajero@tropa.demo"]).toMatchObject({ role: "viajero", email_verified: true });
    expect(by["lucia@tropa.demo"]).toMatchObject({
      role: "tropleader",
      is_approved: true,
      is_identity_verified: true,
      has_profile: true,
    });
    expect(by["pendiente@tropa.demo"]).toMatchObject({
      role: "tropleader",
      is_approved: false,
      has_profile: true,
    });
    expect(by["admin@tropa.demo"]).toMatchObject({ role: "admin", email_verified: true });
    for (const a of accounts)
      expect(await verifyPassword({ hash: a.password, password: DEMO_PASSWORD })).toBe(true);
    const [lucia] = await rows<{
      n: number;
    }>(sql`select count(*)::int as n from trips t join users u on u.id = t.tropleader_id
      where u.email = 'lucia@tropa.demo' and t.status = 'approved'`);
    expect(lucia!.n).toBeGreaterThanOrEqual(2);
  });

  it("gives Marta an upcoming trip, a reviewed trip and one waiting for her review", async () => {
    const [marta] = await rows<{ name: string; birth_date: string; country: string; languages: string[] }>(
      sql`select name, birth_date::text, country, languages from users where email = 'viajero@tropa.demo'`,
    );
    expect(marta).toMatchObject({ name: "Marta Viajera", country: "España" });
    expect(marta!.birth_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(marta!.languages.length).toBeGreaterThan(0);
    const bookings = await rows<{ status: string; start_date: string; end_date: string; reviewed: boolean }>(
      sql`select b.status, d.start_date::text, d.end_date::text,
        exists(select 1 from reviews r where r.booking_id = b.id) as reviewed
        from bookings b join trip_departures d on d.id = b.departure_id join users u on u.id = b.user_id
        where u.email = 'viajero@tropa.demo'`,
    );
    expect(bookings.filter((b) => b.status === "confirmed" && b.start_date > TODAY)).toHaveLength(1);
    const completed = bookings.filter((b) => b.status === "completed" && b.end_date < TODAY);
    expect(completed.filter((b) => b.reviewed)).toHaveLength(1);
    expect(completed.filter((b) => !b.reviewed)).toHaveLength(1);
  });

  it("books about twenty other travellers with varied ages and languages", async () => {
    const travellers = await rows<{ birth_date: string | null; languages: string[]; bookings: number }>(
      sql`select u.birth_date::text, u.languages, (select count(*) from bookings b where b.user_id = u.id)::int as bookings
        from users u where u.role = 'viajero' and u.email <> 'viajero@tropa.demo'`,
    );
    expect(travellers.length).toBeGreaterThanOrEqual(20);
    for (const t of travellers) {
      expect(t.birth_date).not.toBeNull();
      expect(t.languages.length).toBeGreaterThan(0);
    }
    expect(travellers.filter((t) => t.bookings > 0).length).toBeGreaterThanOrEqual(18);
    const decades = new Set(travellers.map((t) => t.birth_date!.slice(0, 3)));
    expect(decades.size).toBeGreaterThanOrEqual(4);
    expect(new Set(travellers.flatMap((t) => t.languages)).size).toBeGreaterThanOrEqual(6);
  });

  it("records a paid simulated payment and the 10% commission for every paid booking", async () => {
    const paid = await rows<{
      total_amount_cents: number;
      commission_rate: number;
      commission_cents: number;
      tropleader_amount_cents: number;
      payments: number;
      payment_amount: number;
    }>(sql`select b.total_amount_cents, b.commission_rate, b.commission_cents, b.tropleader_amount_cents,
      (select count(*) from payments p where p.booking_id = b.id and p.provider = 'simulated' and p.status = 'paid')::int as payments,
      (select sum(p.amount_cents) from payments p where p.booking_id = b.id)::int as payment_amount
      from bookings b where b.status in ('confirmed', 'completed')`);
    expect(paid.length).toBeGreaterThan(50);
    for (const b of paid) {
      expect(b.payments).toBe(1);
      expect(b.payment_amount).toBe(b.total_amount_cents);
      expect(b.commission_rate).toBe(0.1);
      expect(b.commission_cents).toBe(Math.round(b.total_amount_cents * 0.1));
      expect(b.commission_cents + b.tropleader_amount_cents).toBe(b.total_amount_cents);
    }
    const [unpaid] = await rows<{ n: number }>(
      sql`select count(*)::int as n from bookings where payment_status <> 'paid'`,
    );
    expect(unpaid!.n).toBe(0);
  });

  it("completes every tropleader profile", async () => {
    const leaders = await rows<{
      email: string;
      location: string | null;
      experience_years: number | null;
      specialties: string[];
      languages: string[];
      certifications: string[];
      tropleader_presentation: string | null;
      bio: string | null;
      cover_image_url: string | null;
      avatar_url: string | null;
      approved_at: string | null;
      gallery: number;
    }>(sql`select u.email, p.location, p.experience_years, p.specialties, p.languages, p.certifications,
      p.tropleader_presentation, u.bio, p.cover_image_url, u.avatar_url, p.approved_at::text,
      (select count(*) from tropleader_gallery g where g.user_id = u.id)::int as gallery
      from users u join tropleader_profiles p on p.user_id = u.id where u.role = 'tropleader' and u.is_approved`);
    expect(leaders.length).toBeGreaterThanOrEqual(6);
    for (const l of leaders) {
      expect(l.location, l.email).toBeTruthy();
      expect(l.experience_years, l.email).toBeGreaterThan(0);
      expect(l.specialties.length, l.email).toBeGreaterThan(0);
      expect(l.languages.length, l.email).toBeGreaterThan(0);
      expect(l.certifications.length, l.email).toBeGreaterThan(0);
      expect(l.tropleader_presentation, l.email).toBeTruthy();
      expect(l.bio, l.email).toBeTruthy();
      expect(l.cover_image_url, l.email).toBeTruthy();
      expect(l.avatar_url, l.email).toBeTruthy();
      expect(l.gallery, l.email).toBeGreaterThanOrEqual(LIMITS.profileGalleryThumbnails);
    }
    expect(new Set(leaders.map((l) => l.approved_at!.slice(0, 4))).size).toBeGreaterThanOrEqual(4);
  });

  it("gives every trip but one a complete English version with as many days and FAQs as the Spanish one", async () => {
    const trips = await tripRows();
    const spanishOnly: string[] = [];
    for (const trip of trips) {
      const primary = await loadTripPrimaryText(deps.db, trip.id);
      const english = await loadTripTranslationForOwner(deps.db, trip.id, "en");
      if (!english) {
        spanishOnly.push(trip.title);
        continue;
      }
      expect(english, trip.title).toMatchObject({ status: "approved", machineSections: [] });
      const { basics, itinerary, inclusions } = translationCompleteness(english.content, primary!);
      expect({ basics, itinerary, inclusions }, trip.title).toEqual({
        basics: "complete",
        itinerary: "complete",
        inclusions: "complete",
      });
      expect(english.content.itinerary?.days.length, trip.title).toBe(primary!.itinerary.days.length);
      expect(english.content.inclusions?.faqs.length, trip.title).toBe(primary!.inclusions.faqs.length);
      expect(english.content.basics?.title, trip.title).not.toBe(trip.title);
    }
    // One trip stays Spanish-only on purpose, to show the fallback.
    expect(spanishOnly).toEqual([DEMO_TRIPS.find((t) => t.key === "padel-buenos-aires")!.title]);
  });

  it("gives every published guide a bio and presentation in English", async () => {
    const leaders = await rows<{ id: string; email: string }>(
      sql`select id, email from users where role = 'tropleader' and is_approved`,
    );
    expect(leaders.length).toBeGreaterThanOrEqual(6);
    for (const leader of leaders) {
      const english = await loadProfileTranslation(deps.db, leader.id, "en");
      expect(english?.bio, leader.email).toBeTruthy();
      expect(english?.presentation, leader.email).toBeTruthy();
      expect(english?.machine, leader.email).toBe(false);
    }
  });

  it("stores the admin settings defaults", async () => {
    const settings = await rows<{ key: string; value: unknown }>(sql`select key, value from admin_settings`);
    expect(Object.fromEntries(settings.map((s) => [s.key, s.value]))).toEqual({ ...ADMIN_SETTINGS_DEFAULTS });
  });

  it("points every image at a generated file under public/", async () => {
    const urls = await rows<{ url: string }>(sql`
      select avatar_url as url from users where avatar_url is not null
      union select cover_image_url from tropleader_profiles where cover_image_url is not null
      union select image_url from tropleader_gallery
      union select image_url from trip_gallery
      union select hero_image_url from trips where hero_image_url is not null
      union select image_url from trip_itinerary where image_url is not null`);
    expect(urls.length).toBeGreaterThan(100);
    const missing = urls.map((u) => u.url).filter((u) => !existsSync(path.join(projectRoot(), "public", u)));
    expect(missing).toEqual([]);
  });
});
