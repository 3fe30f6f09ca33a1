import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { conversationMembers, conversations } from "../../db/schema/messaging.ts";
import { tripDepartures, trips } from "../../db/schema/trips.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import { CHAT_JOBS } from "./chat-jobs.ts";
import { isWholeDepartureGroup } from "./whole-departure-group.ts";

/** Bookings whose travellers belong in the departure's group (paid, including trips already done). */
const GROUP_BOOKING_STATUSES = ["confirmed", "completed"] as const;

export type GroupMembershipChange = { conversationId: string; added: string[]; removed: string[] };

/**
 * Makes the departure's group conversation (if it exists) hold exactly its tropleader and every traveller
 * with a confirmed booking. Call it inside the transaction that confirms or cancels a booking:
 * `await syncGroupMembers(tx, booking.departureId)`. Travellers who leave lose access (their membership is
 * closed, not deleted, so a re-booking reopens it). The realtime notice is sent by a job, after the commit.
 */
export async function syncGroupMembers(
  db: DbOrTx,
  departureId: string,
): Promise<GroupMembershipChange | null> {
  const [group] = await db
    .select({ id: conversations.id, tropleaderId: trips.tropleaderId })
    .from(conversations)
    .innerJoin(tripDepartures, eq(tripDepartures.id, conversations.departureId))
    .innerJoin(trips, eq(trips.id, tripDepartures.tripId))
    .where(isWholeDepartureGroup(departureId));
  if (!group) return null;

  const travellers = await db
    .selectDistinct({ userId: bookings.userId })
    .from(bookings)
    .where(and(eq(bookings.departureId, departureId), inArray(bookings.status, [...GROUP_BOOKING_STATUSES])));
  const wanted = new Set([group.tropleaderId, ...travellers.map((t) => t.userId)]);

  const current = await db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, group.id), isNull(conversationMembers.leftAt)));
  const present = new Set(current.map((m) => m.userId));

  const added = [...wanted].filter((id) => !present.has(id));
  const removed = [...present].filter((id) => !wanted.has(id));

  if (added.length) {
    await db
      .insert(conversationMembers)
      .values(added.map((userId) => ({ conversationId: group.id, userId })))
      .onConflictDoUpdate({
        target: [conversationMembers.conversationId, conversationMembers.userId],
        // A returning traveller starts counting unread messages from now, not from their first stay.
        set: { leftAt: null, joinedAt: sql`now()`, lastReadAt: sql`now()` },
      });
  }
  if (removed.length) {
    await db
      .update(conversationMembers)
      .set({ leftAt: sql`now()` })
      .where(
        and(
          eq(conversationMembers.conversationId, group.id),
          inArray(conversationMembers.userId, removed),
          isNull(conversationMembers.leftAt),
        ),
      );
  }
  if (added.length || removed.length) {
    await enqueueJob(db, CHAT_JOBS.membersChanged, {
      conversationId: group.id,
      userIds: [...wanted, ...removed],
    });
  }
  return { conversationId: group.id, added, removed };
}
