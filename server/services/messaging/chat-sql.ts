import { type SQL, sql } from "drizzle-orm";

/** Drivers return timestamptz as Date (node-postgres, PGlite) or text; the chat speaks ISO strings. */
export function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toIsoOrNull(value: Date | string | null | undefined): string | null {
  return value == null ? null : toIso(value);
}

/**
 * Whether message `x` is unread by member `m` of conversation `c` (aliases of the caller's query).
 * One-to-one: the spec's is_read flag; the range on created_at (a minute of margin for transactions that
 * committed late) lets the index skip everything before the member's last read. Support: the same flag, one
 * side being the user and the other the admin team (an admin's answer is not unread to another admin).
 * Groups: after the member's last read, or after they joined if they never read.
 */
export const unreadByMember = sql`(
  x.sender_id <> m.user_id and case
    when c.kind = 'direct' then not x.is_read
      and x.created_at > coalesce(m.last_read_at - interval '1 minute', '-infinity'::timestamptz)
    when c.kind = 'support' then not x.is_read
      and (x.sender_id = c.participant_1_id) <> (m.user_id = c.participant_1_id)
    else x.created_at > coalesce(m.last_read_at, m.created_at)
  end)`;

/** Lower-cased, accent-free text in SQL, the same folding as core normalizeSearchText for Latin scripts. */
export function foldAccents(expr: SQL): SQL {
  return sql`translate(lower(${expr}), 'áàäâãåéèëêíìïîóòöôõúùüûñçýÿ', 'aaaaaaeeeeiiiiooooouuuuncyy')`;
}
