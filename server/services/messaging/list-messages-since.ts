import { sql } from "drizzle-orm";
import type { ChatMessage } from "#core/schemas/realtime-frames";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { MESSAGE_COLUMNS, type MessageRow, toChatMessage } from "./list-messages.ts";

export const CATCH_UP_LIMIT = 500;
/**
 * created_at is the inserting transaction's start time, so a message can commit a little after a later one
 * was already delivered. Catch-up looks back this far before the last message the client saw; the client
 * drops the ones it already has.
 */
export const CATCH_UP_MARGIN_MS = 30_000;

/**
 * Catch-up after a dropped connection: the messages of every conversation the user is in, created after
 * `since` (minus the margin), oldest first. `complete` is false when there were more than the limit (the
 * client then reloads the page data instead).
 */
export async function listMessagesSince(
  db: DbOrTx,
  userId: string,
  since: Date,
): Promise<{ messages: ChatMessage[]; complete: boolean }> {
  const from = new Date(since.getTime() - CATCH_UP_MARGIN_MS).toISOString();
  const rows = await queryRows<MessageRow>(
    db,
    sql`
      select ${MESSAGE_COLUMNS}
      from conversation_members m
      join conversations c on c.id = m.conversation_id
      join messages x on x.conversation_id = c.id
      join users s on s.id = x.sender_id
      where m.user_id = ${userId} and m.left_at is null and x.created_at > ${from}::timestamptz
      order by x.created_at, x.id
      limit ${CATCH_UP_LIMIT + 1}`,
  );
  return {
    messages: rows.slice(0, CATCH_UP_LIMIT).map(toChatMessage),
    complete: rows.length <= CATCH_UP_LIMIT,
  };
}
