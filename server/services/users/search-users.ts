import { desc, ilike, or, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { queryRows } from "../../db/query-rows.ts";
import type { bookings } from "../../db/schema/bookings.ts";
import type { trips } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { cleanSearch, likePattern } from "../../lib/search-text.ts";
import { assertAdmin } from "../admin/assert-admin.ts";

const RESULTS = 20;
const PER_USER = 5;

type UserBooking = {
  id: string;
  userId: string;
  reference: string;
  tripTitle: string;
  status: (typeof bookings.$inferSelect)["status"];
  totalCents: number;
  currency: string;
  createdAt: string | Date;
};
type UserTrip = Pick<typeof trips.$inferSelect, "id" | "tropleaderId" | "title" | "slug" | "status">;

/**
 * Usuarios (issue 12): every account whose name or email contains the text (the newest accounts when the box
 * is empty), each with its latest bookings and trips, and whether it is suspended.
 */
export async function searchUsers(deps: Pick<AppDeps, "db">, actor: SessionUser | null, raw: unknown) {
  assertAdmin(actor);
  const query = cleanSearch(raw);
  const found = await deps.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      isApproved: users.isApproved,
      isIdentityVerified: users.isIdentityVerified,
      createdAt: users.createdAt,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(
      query ? or(ilike(users.name, likePattern(query)), ilike(users.email, likePattern(query))) : undefined,
    )
    .orderBy(desc(users.createdAt))
    .limit(RESULTS);
  const ids = found.map((u) => u.id);
  if (ids.length === 0) return [];
  // Each account's latest bookings and trips, a few per account through (user_id, created_at) and
  // (tropleader_id) indexes, with their counts: never every booking of a busy account (issue 37).
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const [userBookings, userTrips, counts] = await Promise.all([
    queryRows<UserBooking>(
      deps.db,
      sql`select b.id, b.user_id as "userId", b.booking_reference as reference, t.title as "tripTitle", b.status,
          b.total_amount_cents as "totalCents", b.currency, b.created_at as "createdAt"
        from unnest(array[${idList}]) as u(id) cross join lateral (
          select * from bookings b where b.user_id = u.id order by b.created_at desc limit ${PER_USER}
        ) b join trips t on t.id = b.trip_id
        order by b.created_at desc`,
    ),
    queryRows<UserTrip>(
      deps.db,
      sql`select t.id, t.tropleader_id as "tropleaderId", t.title, t.slug, t.status
        from unnest(array[${idList}]) as u(id) cross join lateral (
          select * from trips t where t.tropleader_id = u.id order by t.created_at desc limit ${PER_USER}
        ) t
        order by t.created_at desc`,
    ),
    queryRows<{ id: string; bookings: number; trips: number }>(
      deps.db,
      sql`select u.id,
          (select count(*) from bookings b where b.user_id = u.id)::int as bookings,
          (select count(*) from trips t where t.tropleader_id = u.id)::int as trips
        from unnest(array[${idList}]) as u(id)`,
    ),
  ]);
  const countOf = new Map(counts.map((c) => [c.id, c]));
  return found.map((u) => ({
    ...u,
    bookings: userBookings
      .filter((b) => b.userId === u.id)
      .map((b) => ({ ...b, totalCents: Number(b.totalCents), createdAt: new Date(b.createdAt) })),
    bookingsCount: countOf.get(u.id)?.bookings ?? 0,
    trips: userTrips.filter((t) => t.tropleaderId === u.id),
    tripsCount: countOf.get(u.id)?.trips ?? 0,
  }));
}
