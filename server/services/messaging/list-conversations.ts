import { sql } from "drizzle-orm";
import { normalizeSearchText } from "#core/rules/text";
import type { SessionUser } from "../../auth/session-user.ts";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { foldAccents, toIso, toIsoOrNull, unreadByMember } from "./chat-sql.ts";

export type ConversationSummary = {
  id: string;
  /** support: the user's conversation with the admin team ("Equipo Tropa"; no other party is named). */
  kind: "direct" | "group" | "support";
  /** One-to-one: the other party (name and avatar only, never email or phone). */
  other: { id: string; name: string; avatarUrl: string | null } | null;
  trip: { title: string; slug: string } | null;
  /** Group: the departure's first day (YYYY-MM-DD) and how many members it has. */
  departureStartDate: string | null;
  memberCount: number | null;
  lastMessage: { content: string; senderId: string; createdAt: string } | null;
  /** The last message's time, or the creation time of a conversation with no message yet. */
  lastActivityAt: string;
  unreadCount: number;
};

type Row = {
  id: string;
  kind: "direct" | "group" | "support";
  created_at: Date | string;
  trip_title: string | null;
  trip_slug: string | null;
  departure_start: string | null;
  other_id: string | null;
  other_name: string | null;
  other_avatar: string | null;
  last_content: string | null;
  last_sender: string | null;
  last_created: Date | string | null;
  unread: number;
  member_count: number | null;
};

export const CONVERSATION_LIST_LIMIT = 200;

/**
 * The user's conversations, most recent first (doc 1 §7), each with the other party or group, trip, last
 * message and unread count. `search` filters by the other party's name and the trip title, ignoring case and
 * accents (product brief: the search really filters).
 */
export async function listConversations(
  db: DbOrTx,
  user: Pick<SessionUser, "id">,
  options: { search?: string | null } = {},
): Promise<ConversationSummary[]> {
  const needle = normalizeSearchText(options.search ?? "");
  const haystack = foldAccents(sql`coalesce(o.name, '') || ' ' || coalesce(t.title, '')`);
  const rows = await queryRows<Row>(
    db,
    sql`
      select c.id, c.kind, c.created_at,
        t.title as trip_title, t.slug as trip_slug, d.start_date::text as departure_start,
        o.id as other_id, o.name as other_name, o.avatar_url as other_avatar,
        lm.content as last_content, lm.sender_id as last_sender, lm.created_at as last_created,
        (select count(*)::int from messages x where x.conversation_id = c.id and ${unreadByMember}) as unread,
        case when c.kind = 'group' then (
          select count(*)::int from conversation_members g where g.conversation_id = c.id and g.left_at is null
        ) end as member_count
      from conversation_members m
      join conversations c on c.id = m.conversation_id
      left join trips t on t.id = c.trip_id
      left join trip_departures d on d.id = c.departure_id
      left join users o on c.kind = 'direct'
        and o.id = case when c.participant_1_id = m.user_id then c.participant_2_id else c.participant_1_id end
      left join lateral (
        select content, sender_id, created_at from messages
        where conversation_id = c.id order by created_at desc, id desc limit 1
      ) lm on true
      where m.user_id = ${user.id} and m.left_at is null
        and (c.kind <> 'support' or c.participant_1_id = m.user_id)
        ${needle ? sql`and position(${needle} in ${haystack}) > 0` : sql``}
      order by coalesce(c.last_message_at, c.created_at) desc, c.id
      limit ${CONVERSATION_LIST_LIMIT}`,
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    other: r.other_id ? { id: r.other_id, name: r.other_name ?? "", avatarUrl: r.other_avatar } : null,
    trip: r.trip_title && r.trip_slug ? { title: r.trip_title, slug: r.trip_slug } : null,
    departureStartDate: r.departure_start,
    memberCount: r.member_count,
    lastMessage:
      r.last_content !== null && r.last_sender && r.last_created
        ? { content: r.last_content, senderId: r.last_sender, createdAt: toIso(r.last_created) }
        : null,
    lastActivityAt: toIsoOrNull(r.last_created) ?? toIso(r.created_at),
    unreadCount: Number(r.unread),
  }));
}
