import { and, desc, eq } from "drizzle-orm";
import { formatSupportReference, type SupportReference } from "#core/rules/support-reference";
import { openSupportSchema } from "#core/schemas/support";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import type { DbOrTx } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/is-unique-violation.ts";
import { bookings, payouts } from "../../db/schema/bookings.ts";
import { conversationMembers, conversations, messages } from "../../db/schema/messaging.ts";
import { trips } from "../../db/schema/trips.ts";
import { AppError } from "../../lib/app-error.ts";
import { parseChatInput } from "../messaging/parse-chat-input.ts";
import { sendMessage } from "../messaging/send-message.ts";

/**
 * Opens the user's conversation with the admin team (one per user, reused, solved or not) and attaches a
 * booking of theirs or a payout of theirs, if given, as a notice in the chat (the same send path as any
 * message: realtime, unread email, rate limit). Someone else's booking or payout answers like an unknown one.
 */
export async function openSupportConversation(
  deps: Pick<AppDeps, "db" | "bus" | "logger">,
  user: Pick<SessionUser, "id">,
  input: unknown,
): Promise<{ conversationId: string; created: boolean }> {
  const { bookingId, payoutId } = parseChatInput(openSupportSchema, input ?? {});
  const reference = bookingId
    ? await findOwnBooking(deps.db, user.id, bookingId)
    : payoutId
      ? await findOwnPayout(deps.db, user.id, payoutId)
      : null;

  const { conversationId, created } = await getOrCreate(deps.db, user.id);
  if (reference) {
    const content = formatSupportReference(reference);
    // Pressing the same "contact" button twice attaches it once.
    const [last] = await deps.db
      .select({ content: messages.content })
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(1);
    if (last?.content !== content) await sendMessage(deps, user, conversationId, content, { notice: true });
  }
  return { conversationId, created };
}

async function getOrCreate(db: DbOrTx, userId: string) {
  const existing = await findSupportConversation(db, userId);
  if (existing) return { conversationId: existing, created: false };
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(conversations)
        .values({ kind: "support", participant1Id: userId })
        .returning({ id: conversations.id });
      await tx.insert(conversationMembers).values({ conversationId: row!.id, userId });
      return row!.id;
    });
    return { conversationId: id, created: true };
  } catch (e) {
    // Two tabs opened it at the same moment: the other one created it.
    if (!isUniqueViolation(e, "conversations_support_user_unique")) throw e;
    const winner = await findSupportConversation(db, userId);
    if (!winner) throw new AppError("internal", "chat:errors.createFailed");
    return { conversationId: winner, created: false };
  }
}

export async function findSupportConversation(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.kind, "support"), eq(conversations.participant1Id, userId)));
  return row?.id ?? null;
}

function referenceUnavailable() {
  return new AppError("not_found", "support:errors.referenceUnavailable");
}

async function findOwnBooking(db: DbOrTx, userId: string, bookingId: string): Promise<SupportReference> {
  const [row] = await db
    .select({ code: bookings.bookingReference, title: trips.title })
    .from(bookings)
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  if (!row) throw referenceUnavailable();
  return { kind: "booking", code: row.code, label: row.title };
}

async function findOwnPayout(db: DbOrTx, userId: string, payoutId: string): Promise<SupportReference> {
  const [row] = await db
    .select({ code: bookings.bookingReference, title: trips.title })
    .from(payouts)
    .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .where(and(eq(payouts.id, payoutId), eq(payouts.tropleaderId, userId)));
  if (!row) throw referenceUnavailable();
  return { kind: "payout", code: row.code, label: row.title };
}
