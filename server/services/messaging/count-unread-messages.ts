import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { unreadByMember } from "./chat-sql.ts";

/**
 * Unread messages across all the user's conversations (the header badge). Admins answer support conversations
 * from the panel's Soporte inbox, which counts them there.
 */
export async function countUnreadMessages(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`
      select count(*)::int as n
      from conversation_members m
      join conversations c on c.id = m.conversation_id
      join messages x on x.conversation_id = c.id
      where m.user_id = ${userId} and m.left_at is null and ${unreadByMember}
        and (c.kind <> 'support' or c.participant_1_id = m.user_id)`,
  );
  return Number(row?.n ?? 0);
}
