import { and, eq, isNull } from "drizzle-orm";
import { conversationIdSchema } from "#core/schemas/messaging";
import type { SessionUser } from "../../auth/session-user.ts";
import type { DbOrTx } from "../../db/client.ts";
import { conversationMembers } from "../../db/schema/messaging.ts";
import { tripDepartures, trips } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { toIsoOrNull } from "./chat-sql.ts";
import { parseChatInput } from "./parse-chat-input.ts";
import { requireConversationMember } from "./require-conversation-member.ts";

/** A member as other members see them: name and avatar, never email or phone. */
export type ConversationMember = {
  id: string;
  name: string;
  avatarUrl: string | null;
  isTropleader: boolean;
  /** A traveller who verified their identity (issue 35: the badge, never any document detail). */
  isVerified: boolean;
  /** Up to when they have read (groups show ✓✓ once every other member has read a message). */
  lastReadAt: string | null;
};

export type ConversationDetail = {
  id: string;
  kind: "direct" | "group" | "support";
  other: { id: string; name: string; avatarUrl: string | null; isVerified: boolean } | null;
  trip: { title: string; slug: string } | null;
  departure: { startDate: string; endDate: string } | null;
  members: ConversationMember[];
};

/** The header of an open conversation; only its members may see it (else not found). */
export async function getConversation(
  db: DbOrTx,
  user: Pick<SessionUser, "id">,
  conversationIdInput: string,
): Promise<ConversationDetail> {
  const conversationId = parseChatInput(conversationIdSchema, conversationIdInput);
  const { conversation } = await requireConversationMember(db, user.id, conversationId);

  const [trip] = conversation.tripId
    ? await db
        .select({ title: trips.title, slug: trips.slug, tropleaderId: trips.tropleaderId })
        .from(trips)
        .where(eq(trips.id, conversation.tripId))
    : [];
  const [departure] = conversation.departureId
    ? await db
        .select({ startDate: tripDepartures.startDate, endDate: tripDepartures.endDate })
        .from(tripDepartures)
        .where(eq(tripDepartures.id, conversation.departureId))
    : [];
  const memberRows = await db
    .select({
      id: users.id,
      name: users.name,
      avatarUrl: users.image,
      role: users.role,
      isIdentityVerified: users.isIdentityVerified,
      lastReadAt: conversationMembers.lastReadAt,
    })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(and(eq(conversationMembers.conversationId, conversationId), isNull(conversationMembers.leftAt)))
    .orderBy(users.name);

  // Support: which admins joined is never shown to the user (the other party is "Equipo Tropa").
  const shown = conversation.kind === "support" ? memberRows.filter((m) => m.id === user.id) : memberRows;
  const members = shown.map((m) => ({
    id: m.id,
    name: m.name,
    avatarUrl: m.avatarUrl,
    isTropleader: trip ? m.id === trip.tropleaderId : m.role === "tropleader",
    isVerified: m.role === "viajero" && m.isIdentityVerified,
    lastReadAt: toIsoOrNull(m.lastReadAt),
  }));
  const other = conversation.kind === "direct" ? (members.find((m) => m.id !== user.id) ?? null) : null;
  return {
    id: conversation.id,
    kind: conversation.kind,
    other: other
      ? { id: other.id, name: other.name, avatarUrl: other.avatarUrl, isVerified: other.isVerified }
      : null,
    trip: trip ? { title: trip.title, slug: trip.slug } : null,
    departure: departure ?? null,
    members,
  };
}
