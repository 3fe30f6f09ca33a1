import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";

type Json = Record<string, unknown>;

/** The user's uploaded files still stored (their bytes go into the ZIP beside the JSON). */
export type ExportFile = { id: string; key: string; bucket: string; contentType: string; sizeBytes: number };

export type UserDataExport = {
  format: "tropa-data-export/1";
  generatedAt: string;
  account: Json;
  tropleaderProfile: Json | null;
  bookings: Json[];
  reviews: Json[];
  messages: Json[];
  wishlist: Json[];
  waitlists: Json[];
  notifications: Json[];
  trips: Json[];
  payouts: Json[];
  files: Array<Json & { pathInZip: string }>;
  auditEntries: Json[];
  privacyRequests: Json[];
};

/** Rows of `to_jsonb(...)` under the alias `row`. */
async function rows(db: DbOrTx, query: ReturnType<typeof sql>): Promise<Json[]> {
  return (await queryRows<{ row: Json }>(db, query)).map((r) => r.row);
}

/**
 * Everything Tropa holds about one user (issue 15, GDPR arts. 15 and 20), read straight from the tables with
 * to_jsonb so a column added later is exported without anyone remembering to: account and settings (never the
 * password hash, session tokens or another person's data), tropleader profile, bookings with their payments
 * and refunds, reviews written, messages sent (only their own: the other members' messages are theirs),
 * wishlist, waitlists, notifications, trips and payouts as a tropleader, uploaded files, the audit entries
 * about them or made by them, and their privacy requests.
 */
export async function collectUserData(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<{ data: UserDataExport; files: ExportFile[] }> {
  const [account] = await rows(db, sql`select to_jsonb(u) as row from users u where u.id = ${userId}`);
  if (!account) throw new Error("export of a missing user");
  const [tropleaderProfile] = await rows(
    db,
    sql`select to_jsonb(p) || jsonb_build_object('translations', (
          select coalesce(jsonb_agg(to_jsonb(tr) order by tr.locale), '[]'::jsonb)
          from tropleader_profile_translations tr where tr.user_id = p.user_id)) as row
        from tropleader_profiles p where p.user_id = ${userId}`,
  );
  const bookings = await rows(
    db,
    sql`select to_jsonb(b) - 'seats_held' || jsonb_build_object(
          'trip_title', t.title, 'start_date', d.start_date, 'end_date', d.end_date,
          'payments', (select coalesce(jsonb_agg(to_jsonb(p) - 'checkout_url' order by p.created_at), '[]'::jsonb)
                       from payments p where p.booking_id = b.id),
          'refunds', (select coalesce(jsonb_agg(to_jsonb(r) order by r.created_at), '[]'::jsonb)
                      from refunds r where r.booking_id = b.id)) as row
        from bookings b join trips t on t.id = b.trip_id join trip_departures d on d.id = b.departure_id
        where b.user_id = ${userId} order by b.created_at`,
  );
  const reviews = await rows(
    db,
    sql`select to_jsonb(r) || jsonb_build_object('trip_title', t.title) as row
        from reviews r join trips t on t.id = r.trip_id where r.user_id = ${userId} order by r.created_at`,
  );
  const messages = await rows(
    db,
    sql`select jsonb_build_object('id', m.id, 'conversation_id', m.conversation_id, 'content', m.content,
          'created_at', m.created_at, 'conversation_kind', c.kind, 'trip_title', t.title) as row
        from messages m join conversations c on c.id = m.conversation_id left join trips t on t.id = c.trip_id
        where m.sender_id = ${userId} order by m.created_at`,
  );
  const wishlist = await rows(
    db,
    sql`select to_jsonb(w) || jsonb_build_object('trip_title', t.title) as row
        from wishlists w join trips t on t.id = w.trip_id where w.user_id = ${userId}`,
  );
  const waitlists = await rows(
    db,
    sql`select to_jsonb(w) as row from waitlist_entries w where w.user_id = ${userId}`,
  );
  const notifications = await rows(
    db,
    sql`select to_jsonb(n) as row from notifications n where n.user_id = ${userId} order by n.created_at`,
  );
  const trips = await rows(
    db,
    sql`select jsonb_build_object('id', t.id, 'title', t.title, 'slug', t.slug, 'status', t.status,
          'created_at', t.created_at) as row
        from trips t where t.tropleader_id = ${userId} order by t.created_at`,
  );
  const payouts = await rows(
    db,
    sql`select to_jsonb(p) as row from payouts p where p.tropleader_id = ${userId} order by p.created_at`,
  );
  const stored = await queryRows<{
    id: string;
    key: string;
    bucket: string;
    content_type: string;
    size_bytes: number;
    created_at: string;
  }>(
    db,
    sql`select id, key, bucket, content_type, size_bytes, created_at from files
        where owner_id = ${userId} and deleted_at is null and bucket not in ('privacy-exports', 'demo')
        order by created_at`,
  );
  const auditEntries = await rows(
    db,
    sql`select jsonb_build_object('action', a.action, 'entity_type', a.entity_type, 'entity_id', a.entity_id,
          'by_me', a.actor_id = ${userId}, 'created_at', a.created_at) as row
        from audit_log a
        where (a.entity_type = 'user' and a.entity_id = ${userId}) or a.actor_id = ${userId}
        order by a.created_at`,
  );
  const privacyRequests = await rows(
    db,
    sql`select jsonb_build_object('kind', r.kind, 'status', r.status, 'created_at', r.created_at,
          'completed_at', r.completed_at) as row
        from privacy_requests r where r.user_id = ${userId} order by r.created_at`,
  );

  const files = stored.map((f) => ({
    id: f.id,
    key: f.key,
    bucket: f.bucket,
    contentType: f.content_type,
    sizeBytes: Number(f.size_bytes),
  }));
  return {
    data: {
      format: "tropa-data-export/1",
      generatedAt: now.toISOString(),
      account,
      tropleaderProfile: tropleaderProfile ?? null,
      bookings,
      reviews,
      messages,
      wishlist,
      waitlists,
      notifications,
      trips,
      payouts,
      files: stored.map((f) => ({
        id: f.id,
        bucket: f.bucket,
        content_type: f.content_type,
        size_bytes: Number(f.size_bytes),
        created_at: f.created_at,
        pathInZip: filePathInZip(f),
      })),
      auditEntries,
      privacyRequests,
    },
    files,
  };
}

/** Where a stored file sits inside the ZIP: archivos/<bucket>/<the key's last segment>. */
export function filePathInZip(file: { bucket: string; key: string }): string {
  return `archivos/${file.bucket}/${file.key.split("/").pop()}`;
}
