import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { queryRows } from "../../db/query-rows.ts";
import { assertAdmin } from "./assert-admin.ts";

const PER_KIND = 3; // doc 2 §9: recent activity shows up to 3 items per kind

export type ActivityItem = { id: string; title: string; detail: string | null; at: string };
type Row = Omit<ActivityItem, "at"> & { at: Date | string };

export type RecentActivity = {
  registrations: ActivityItem[];
  trips: ActivityItem[];
  bookings: ActivityItem[];
  verifications: ActivityItem[];
};

/** The Resumen's recent activity (doc 2 §2): the latest registrations, trips, paid bookings and identity checks. */
export async function listRecentActivity(
  deps: Pick<AppDeps, "db">,
  actor: SessionUser | null,
): Promise<RecentActivity> {
  assertAdmin(actor);
  const [registrations, trips, bookings, verifications] = await Promise.all([
    queryRows<Row>(
      deps.db,
      sql`select id::text, name as title, role as detail, created_at as at
        from users order by created_at desc limit ${PER_KIND}`,
    ),
    queryRows<Row>(
      deps.db,
      sql`select t.id::text, t.title, u.name as detail, t.created_at as at
        from trips t join users u on u.id = t.tropleader_id order by t.created_at desc limit ${PER_KIND}`,
    ),
    queryRows<Row>(
      deps.db,
      sql`select b.id::text, b.booking_reference as title, t.title as detail, b.confirmed_at as at
        from bookings b join trips t on t.id = b.trip_id
        where b.confirmed_at is not null order by b.confirmed_at desc limit ${PER_KIND}`,
    ),
    queryRows<Row>(
      deps.db,
      sql`select id::text, name as title, identity_status as detail, identity_submitted_at as at
        from users where identity_submitted_at is not null
        order by identity_submitted_at desc limit ${PER_KIND}`,
    ),
  ]);
  const items = (rows: Row[]): ActivityItem[] =>
    rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() }));
  return {
    registrations: items(registrations),
    trips: items(trips),
    bookings: items(bookings),
    verifications: items(verifications),
  };
}
