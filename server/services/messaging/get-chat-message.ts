import { sql } from "drizzle-orm";
import type { ChatMessage } from "#core/schemas/realtime-frames";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { MESSAGE_COLUMNS, type MessageRow, toChatMessage } from "./list-messages.ts";

/**
 * One message by id, for the realtime fan-out only: the event that names it already lists the members who
 * may see it (computed by sendMessage from the database), so no user check happens here.
 */
export async function getChatMessage(db: DbOrTx, messageId: string): Promise<ChatMessage | null> {
  const [row] = await queryRows<MessageRow>(
    db,
    sql`select ${MESSAGE_COLUMNS}
        from messages x join users s on s.id = x.sender_id join conversations c on c.id = x.conversation_id
        where x.id = ${messageId}`,
  );
  return row ? toChatMessage(row) : null;
}
