import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, tstz } from "./columns.ts";
import { tripDepartures, trips } from "./trips.ts";
import { users } from "./users.ts";

/**
 * Conversations. direct: the spec's pair (participant_1_id < participant_2_id) + optional trip, unique.
 * group: one per departure (tropleader + confirmed travellers, kept in step with the bookings), members in
 * conversation_members; or, with members_chosen, a group of the departure's tropleader and the travellers they
 * chose (fixed members, as many as the tropleader opens). support: a user (participant_1) and the admin team
 * (admins join as members when they open or answer it; the user only ever sees "Equipo Tropa").
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["direct", "group", "support"] })
      .notNull()
      .default("direct"),
    participant1Id: uuid("participant_1_id").references(() => users.id),
    participant2Id: uuid("participant_2_id").references(() => users.id),
    tripId: uuid("trip_id").references(() => trips.id, { onDelete: "set null" }),
    departureId: uuid("departure_id").references(() => tripDepartures.id, { onDelete: "cascade" }),
    /** A group of travellers the tropleader chose, not the departure's whole group. */
    membersChosen: boolean("members_chosen").notNull().default(false),
    title: text("title"),
    lastMessageAt: tstz("last_message_at"),
    /** Support: when an admin marked it solved (a later message from its user reopens it). */
    solvedAt: tstz("solved_at"),
    createdAt: createdAt(),
  },
  (t) => [
    // One direct conversation per pair and trip (no trip counts as one value). Groups of the same trip's
    // departures share its trip_id and are not pairs: the rule is for direct conversations only.
    uniqueIndex("conversations_pair_trip_unique")
      .on(t.participant1Id, t.participant2Id, sql`coalesce(${t.tripId}::text, '')`)
      .where(sql`${t.kind} = 'direct'`),
    uniqueIndex("conversations_group_departure_unique").on(t.departureId).where(sql`not ${t.membersChosen}`),
    check(
      "conversations_direct_ordered",
      sql`${t.kind} <> 'direct' or (${t.participant1Id} is not null and ${t.participant2Id} is not null and ${t.participant1Id} < ${t.participant2Id})`,
    ),
    // Support: the user is participant_1 (the other party is the admin team); one per user, reused.
    uniqueIndex("conversations_support_user_unique").on(t.participant1Id).where(sql`${t.kind} = 'support'`),
    check(
      "conversations_support_user",
      sql`${t.kind} <> 'support' or (${t.participant1Id} is not null and ${t.participant2Id} is null)`,
    ),
    check("conversations_group_departure", sql`${t.kind} <> 'group' or ${t.departureId} is not null`),
    index("conversations_p1_idx").on(t.participant1Id, t.lastMessageAt),
    index("conversations_p2_idx").on(t.participant2Id, t.lastMessageAt),
  ],
);

/** Who is in a conversation (both kinds), and how far each member has read. */
export const conversationMembers = pgTable(
  "conversation_members",
  {
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: createdAt(),
    leftAt: tstz("left_at"),
    lastReadAt: tstz("last_read_at"),
    lastEmailedAt: tstz("last_emailed_at"),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index("conversation_members_user_idx").on(t.userId),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id),
    content: text("content").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    readAt: tstz("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("messages_content_length", sql`char_length(${t.content}) between 1 and 4000`),
    index("messages_conversation_idx").on(t.conversationId, t.createdAt),
  ],
);

/**
 * In-app notifications (the header's bell). Stored as a type plus parameters and rendered in the reader's
 * current language, never as frozen text (core/notifications/notification-types.ts lists the types).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    params: jsonb("params").notNull().default(sql`'{}'::jsonb`),
    readAt: tstz("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt),
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
