/**
 * Bulk data for the admin and tropleader lists bench (issue 37): at scale 1, 50,000 travellers, 500,000 bookings
 * and 1,000,000 audit entries (a year of them), with the trips, departures, payments, refunds and payouts behind
 * them, written by INSERT … SELECT generate_series statements like bench/catalogue-data.ts. The measured guide
 * (bench-leader-1) always has 40 trips, 160 departures and about 2,000 bookings, whatever the scale: a bigger
 * platform has more guides, not bigger ones.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { users } from "#server/db/schema/users";
import { AUDIT_ACTIONS } from "#server/services/admin/list-audit-log";
import { seedCatalogueBase } from "./catalogue-data.ts";

export type ListsCounts = { users: number; trips: number; bookings: number; audit: number };

export function listsCounts(scale: number): ListsCounts {
  const at = (n: number, min: number) => Math.max(min, Math.round(n * scale));
  return {
    users: at(50_000, 200),
    trips: at(10_000, 50),
    bookings: at(500_000, 1000),
    audit: at(1_000_000, 2000),
  };
}

const GUIDE_TRIPS = 40;
const GUIDE_EMAIL = "bench-leader-1@bench.test";

/**
 * Booking g's reference in the product's format (TRP- and six of its 31 characters, `core/rules/booking-reference.ts`):
 * g times a number prime to 31^6, modulo 31^6, written in base 31. A bijection, so the references are unique and
 * spread like random ones (a counter would give every reference the same leading characters, and a trigram search
 * for one would read all of them).
 */
function benchReference(g: ReturnType<typeof sql>) {
  const n = sql`((${g})::bigint * 600000001 % 887503681)`;
  const digit = (power: number) =>
    sql`substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', (${n} / ${power}::bigint % 31)::int + 1, 1)`;
  return sql`'TRP-' || ${sql.join([28_629_151, 923_521, 29_791, 961, 31, 1].map(digit), sql` || `)}`;
}

/** Seeds `counts` and returns the admin and the measured guide. */
export async function buildListsData(db: Db, counts: ListsCounts) {
  await seedCatalogueBase(db);
  // Travellers and the admin; created over three years, several in the same second (ties in the sort key).
  await db.execute(sql`
    insert into users (name, email, role, email_verified, created_at)
    select case when g % 3 = 0 then 'Ana ' else 'Viajero ' end || g, 'bench-traveller-' || g || '@bench.test',
      'traveller', true, date_trunc('second', now() - make_interval(secs => (g * 94608000.0 / ${counts.users}::int)::int))
    from generate_series(1, ${counts.users}::int) g`);
  await db.execute(sql`
    insert into users (name, email, role, is_approved, email_verified)
    values ('Admin Bench', 'bench-admin@bench.test', 'admin', true, true)`);
  // Trips: the measured guide's first 40, the rest spread over the other leaders; four departures each. The
  // guide is put first by name: sorted by email, "bench-leader-100@" came first, so the 40 trips went to another
  // leader while the measured one got its share of the rest and grew with the platform (3 → 34 trips).
  await db.execute(sql`
    with l as (select array_agg(id order by email <> ${GUIDE_EMAIL}, email) ids from users where role = 'tropleader'),
         c as (select array_agg(id) ids from categories),
         d as (select array_agg(id) ids from destinations)
    insert into trips (tropleader_id, title, slug, short_description, description, category_id, destination_id,
      duration_days, difficulty, max_participants, base_price_cents, status, approved_at, created_at)
    select
      case when g <= ${GUIDE_TRIPS} then l.ids[1] else l.ids[2 + g % (array_length(l.ids, 1) - 1)] end,
      'Viaje de prueba ' || g, 'bench-trip-' || g, 'Viaje de prueba.', 'Viaje de prueba.',
      c.ids[1 + g % array_length(c.ids, 1)], d.ids[1 + g % array_length(d.ids, 1)],
      6, 'moderate', 20, 90000, 'approved', now() - interval '400 days', now() - interval '400 days'
    from generate_series(1, ${counts.trips}::int) g, l, c, d`);
  await db.execute(sql`
    insert into trip_departures (trip_id, start_date, end_date, price_cents, max_participants, status)
    select t.id, current_date + (k * 90 - 200 + (t.slug_n % 60)), current_date + (k * 90 - 195 + (t.slug_n % 60)),
      90000, 20, 'available'
    from (select id, substr(slug, 12)::int as slug_n from trips where slug like 'bench-trip-%') t,
      generate_series(0, 3) k`);
  // Numbered departures and travellers, so that booking g picks its own by arithmetic.
  await db.execute(sql`create table bench_departures as
    select row_number() over (order by d.id) as n, d.id, d.trip_id, d.start_date, d.price_cents
    from trip_departures d`);
  await db.execute(sql`create table bench_travellers as
    select row_number() over (order by id) as n, id from users where role = 'traveller'`);
  await db.execute(sql`create index on bench_departures (n)`);
  await db.execute(sql`create index on bench_travellers (n)`);
  // Bookings over the last year: 70% confirmed, 15% completed, 10% cancelled and refunded, 5% unpaid holds. The
  // status is drawn from a hash of g: g modulo 20 would give each traveller (every nt-th booking) one status only.
  await db.execute(sql`
    with nd as (select count(*) as n from bench_departures), nt as (select count(*) as n from bench_travellers)
    insert into bookings (booking_reference, user_id, trip_id, departure_id, participants_count, unit_price_cents,
      total_amount_cents, commission_rate, commission_cents, tropleader_amount_cents, status, payment_status,
      seats_held, created_at, confirmed_at, completed_at, cancelled_at)
    select ${benchReference(sql`g`)}, u.id, d.trip_id, d.id, 1 + g % 3, d.price_cents, d.price_cents * (1 + g % 3),
      0.1, d.price_cents * (1 + g % 3) / 10, d.price_cents * (1 + g % 3) * 9 / 10,
      s.status,
      case s.status when 'pending_payment' then 'pending' when 'cancelled' then 'refunded' else 'paid' end,
      s.status in ('confirmed', 'pending_payment'),
      s.made, case when s.status <> 'pending_payment' then s.made + interval '5 minutes' end,
      case when s.status = 'completed' then s.made + interval '30 days' end,
      case when s.status = 'cancelled' then s.made + interval '2 days' end
    from generate_series(1, ${counts.bookings}::int) g cross join nd cross join nt
    cross join lateral (select abs(hashtext(g::text)) % 20 as k) r
    cross join lateral (select case when r.k < 14 then 'confirmed' when r.k < 17 then 'completed'
        when r.k < 19 then 'cancelled' else 'pending_payment' end as status,
        date_trunc('minute', now() - make_interval(secs => (g * 31536000.0 / ${counts.bookings}::int)::int)) as made) s
    join bench_departures d on d.n = 1 + (g::bigint * 7919) % nd.n
    join bench_travellers u on u.n = 1 + (g::bigint * 31) % nt.n`);
  await db.execute(sql`
    insert into payments (booking_id, provider, provider_session_id, amount_cents, status)
    select id, 'simulated', 'bench-' || booking_reference, total_amount_cents, 'refunded'
    from bookings where status = 'cancelled'`);
  // A full refund for every cancellation; one in fifty refused by the provider.
  await db.execute(sql`
    insert into refunds (booking_id, payment_id, amount_cents, percent, reason, status, created_at)
    select b.id, p.id, b.total_amount_cents, 100, 'traveller_cancellation',
      case when row_number() over (order by b.id) % 50 = 0 then 'failed' else 'succeeded' end, b.cancelled_at
    from bookings b join payments p on p.booking_id = b.id where b.status = 'cancelled'`);
  // A payout per paid booking: paid after a completed trip, scheduled otherwise, one in two hundred failed.
  await db.execute(sql`
    insert into payouts (tropleader_id, booking_id, amount_cents, status, scheduled_for, net_cents, attempts,
      paid_at, created_at)
    select t.tropleader_id, b.id, b.tropleader_amount_cents,
      case when b.status = 'completed' then 'paid' when abs(hashtext(b.booking_reference)) % 200 = 0 then 'failed'
        else 'scheduled' end,
      coalesce(b.completed_at + interval '7 days', b.confirmed_at + interval '60 days'), b.tropleader_amount_cents,
      case when b.status = 'confirmed' and abs(hashtext(b.booking_reference)) % 200 = 0 then 3 else 0 end,
      case when b.status = 'completed' then b.completed_at + interval '7 days' end, b.confirmed_at
    from bookings b join trips t on t.id = b.trip_id
    where b.status in ('confirmed', 'completed')`);
  // A year of audit log: every action, by the admin, on trips, users and bookings.
  await db.execute(sql`
    with a as (select array[${sql.join(
      AUDIT_ACTIONS.map((action) => sql`${action}`),
      sql`, `,
    )}]::text[] actions),
      admin as (select id from users where email = 'bench-admin@bench.test')
    insert into audit_log (actor_id, action, entity_type, entity_id, data, created_at)
    select admin.id, a.actions[1 + g % array_length(a.actions, 1)],
      (array['trip', 'user', 'booking'])[1 + g % 3], 'bench-' || (g % 5000), '{"note": "bench"}'::jsonb,
      date_trunc('second', now() - make_interval(secs => (g * 31536000.0 / ${counts.audit}::int)::int))
    from generate_series(1, ${counts.audit}::int) g, a, admin`);
  await db.execute(sql`drop table bench_departures`);
  await db.execute(sql`drop table bench_travellers`);
  const byEmail = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!;
  return {
    admin: await byEmail("bench-admin@bench.test"),
    guide: await byEmail(GUIDE_EMAIL),
  };
}
