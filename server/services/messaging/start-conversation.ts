import { and, eq, isNull } from "drizzle-orm";
import { type StartConversationInput, startConversationSchema } from "#core/schemas/messaging";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import type { DbOrTx } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/is-unique-violation.ts";
import { conversationMembers, conversations } from "../../db/schema/messaging.ts";
import { trips } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { parseChatInput } from "./parse-chat-input.ts";

/**
 * Opens the one-to-one conversation of the signed-in user with another user, about a trip or not (doc 1 §4):
 * a pair plus an optional trip is unique, an existing one is reused, otherwise it is created with the two
 * participant ids ordered. Returns the conversation id.
 */
export async function startConversation(
  deps: Pick<AppDeps, "db">,
  user: Pick<SessionUser, "id">,
  input: Partial<StartConversationInput> | Record<string, unknown>,
): Promise<{ conversationId: string; created: boolean }> {
  const { otherUserId, tripId } = parseChatInput(startConversationSchema, input);
  if (otherUserId === user.id) throw new AppError("bad_request", "chat:errors.cannotMessageYourself");

  const [other] = await deps.db
    .select({ id: users.id, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, otherUserId));
  // An unconfirmed account cannot sign in to answer: the spec treats it as not available yet.
  if (!other?.emailVerified) throw new AppError("not_found", "chat:errors.userUnavailable");

  if (tripId) {
    const [trip] = await deps.db.select({ id: trips.id }).from(trips).where(eq(trips.id, tripId));
    if (!trip) throw new AppError("not_found", "chat:errors.invalidTripId");
  }

  const [participant1Id, participant2Id] = [user.id, otherUserId].sort() as [string, string];
  const pair = { participant1Id, participant2Id, tripId: tripId ?? null };

  const existing = await findDirectConversation(deps.db, pair);
  if (existing) return { conversationId: existing, created: false };

  try {
    const id = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(conversations)
        .values({ kind: "direct", ...pair })
        .returning({ id: conversations.id });
      await tx.insert(conversationMembers).values([
        { conversationId: row!.id, userId: participant1Id },
        { conversationId: row!.id, userId: participant2Id },
      ]);
      return row!.id;
    });
    return { conversationId: id, created: true };
  } catch (e) {
    // Both users pressed "contact" at the same moment: the other request created it first.
    if (!isUniqueViolation(e, "conversations_pair_trip_unique")) throw e;
    const winner = await findDirectConversation(deps.db, pair);
    if (!winner) throw new AppError("internal", "chat:errors.createFailed");
    return { conversationId: winner, created: false };
  }
}

async function findDirectConversation(
  db: DbOrTx,
  pair: { participant1Id: string; participant2Id: string; tripId: string | null },
): Promise<string | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.participant1Id, pair.participant1Id),
        eq(conversations.participant2Id, pair.participant2Id),
        pair.tripId ? eq(conversations.tripId, pair.tripId) : isNull(conversations.tripId),
      ),
    );
  return row?.id ?? null;
}
