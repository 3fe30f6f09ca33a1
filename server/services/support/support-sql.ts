import { sql } from "drizzle-orm";

/**
 * Whether support conversation `c` is open: never marked solved, or its user wrote after it was (a new
 * message from the user reopens it, whichever way it was sent).
 */
export const supportIsOpen = sql`(c.solved_at is null or exists (
  select 1 from messages r
  where r.conversation_id = c.id and r.sender_id = c.participant_1_id and r.created_at > c.solved_at))`;

/** Messages of the user in support conversation `c` that no admin has read yet (the inbox's count). */
export const supportUnreadByTeam = sql`(select count(*)::int from messages u
  where u.conversation_id = c.id and u.sender_id = c.participant_1_id and not u.is_read)`;
