import { sql } from "drizzle-orm";
import type { SupportInboxStatus } from "#core/schemas/support";
import type { SessionUser } from "../../auth/session-user.ts";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { AppError } from "../../lib/app-error.ts";
import { toIso } from "../messaging/chat-sql.ts";
import { supportIsOpen, supportUnreadByTeam } from "./support-sql.ts";

export type SupportInboxItem = {
  id: string;
  user: { id: string; name: string; email: string; role: string };
  lastMessage: { content: string; fromUser: boolean } | null;
  lastActivityAt: string;
  /** The user's messages no admin has read yet (the same for every admin). */
  unreadCount: number;
};

type Row = {
  id: string;
  user_id: string;
  user_name: string;
  user_email: string;
  user_role: string;
  last_content: string | null;
  last_sender: string | null;
  activity: Date | string;
  unread: number;
};

export const SUPPORT_INBOX_LIMIT = 200;

/** The admins' inbox (Soporte): open or solved support conversations, unread first, then the most recent. */
export async function listSupportInbox(
  db: DbOrTx,
  actor: Pick<SessionUser, "role"> | null,
  status: SupportInboxStatus = "open",
): Promise<SupportInboxItem[]> {
  if (actor?.role !== "admin") throw new AppError("forbidden", "auth:errors.forbidden");
  const rows = await queryRows<Row>(
    db,
    sql`
      select c.id, u.id as user_id, u.name as user_name, u.email as user_email, u.role as user_role,
        lm.content as last_content, lm.sender_id as last_sender,
        coalesce(c.last_message_at, c.created_at) as activity, ${supportUnreadByTeam} as unread
      from conversations c
      join users u on u.id = c.participant_1_id
      left join lateral (
        select content, sender_id from messages
        where conversation_id = c.id order by created_at desc, id desc limit 1
      ) lm on true
      where c.kind = 'support' and ${status === "open" ? supportIsOpen : sql`not ${supportIsOpen}`}
      order by (${supportUnreadByTeam} > 0) desc, coalesce(c.last_message_at, c.created_at) desc, c.id
      limit ${SUPPORT_INBOX_LIMIT}`,
  );
  return rows.map((r) => ({
    id: r.id,
    user: { id: r.user_id, name: r.user_name, email: r.user_email, role: r.user_role },
    lastMessage:
      r.last_content !== null ? { content: r.last_content, fromUser: r.last_sender === r.user_id } : null,
    lastActivityAt: toIso(r.activity),
    unreadCount: Number(r.unread),
  }));
}
