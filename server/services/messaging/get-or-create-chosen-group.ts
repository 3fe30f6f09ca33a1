import { and, eq, inArray, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { conversationMembers, conversations } from "../../db/schema/messaging.ts";
import { tripDepartures } from "../../db/schema/trips.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import { AppError } from "../../lib/app-error.ts";
import { CHAT_JOBS } from "./chat-jobs.ts";
import { getOrCreateGroupConversation } from "./get-or-create-group-conversation.ts";
import { loadOwnDeparture } from "./load-own-departure.ts";

const GROUP_BOOKING_STATUSES = ["confirmed", "completed"] as const;

/**
 * A group of the departure's tropleader and exactly the travellers they chose (issue 11: a message to some of
 * the travellers). Every chosen traveller must hold a paid booking on the departure; choosing all of them is
 * the departure's own group. The same choice again opens the group already made for it, so a second click
 * does not make a second group. Its members stay as chosen (a later cancellation does not remove them, as a
 * direct chat is not removed); only the departure's tropleader may make one.
 */
export async function getOrCreateChosenGroup(
  deps: Pick<AppDeps, "db">,
  user: Pick<SessionUser, "id">,
  departureId: string,
  travellerIds: string[],
): Promise<{ conversationId: string; created: boolean }> {
  const chosen = [...new Set(travellerIds)];
  const departure = await loadOwnDeparture(deps.db, user.id, departureId);

  const travellers = await deps.db
    .selectDistinct({ userId: bookings.userId })
    .from(bookings)
    .where(and(eq(bookings.departureId, departureId), inArray(bookings.status, [...GROUP_BOOKING_STATUSES])));
  const onDeparture = new Set(travellers.map((t) => t.userId));
  if (chosen.length === 0 || chosen.some((id) => !onDeparture.has(id))) {
    throw new AppError("bad_request", "chat:errors.groupNotOnDeparture");
  }
  if (chosen.length === onDeparture.size) return getOrCreateGroupConversation(deps, user, departureId);

  const members = [...new Set([user.id, ...chosen])].sort();
  return deps.db.transaction(async (tx) => {
    // One choice at a time per departure, so two clicks at once make one group.
    await tx
      .select({ id: tripDepartures.id })
      .from(tripDepartures)
      .where(eq(tripDepartures.id, departureId))
      .for("update");
    const rows = await tx
      .select({ id: conversations.id, userId: conversationMembers.userId })
      .from(conversations)
      .innerJoin(conversationMembers, eq(conversationMembers.conversationId, conversations.id))
      .where(
        and(
          eq(conversations.departureId, departureId),
          eq(conversations.membersChosen, true),
          isNull(conversationMembers.leftAt),
        ),
      );
    const byGroup = new Map<string, string[]>();
    for (const r of rows) byGroup.set(r.id, [...(byGroup.get(r.id) ?? []), r.userId]);
    const key = members.join(",");
    const existing = [...byGroup].find(([, ids]) => ids.sort().join(",") === key)?.[0];
    if (existing) return { conversationId: existing, created: false };
    const [group] = await tx
      .insert(conversations)
      .values({ kind: "group", departureId, tripId: departure.tripId, membersChosen: true })
      .returning({ id: conversations.id });
    const conversationId = group!.id;
    await tx.insert(conversationMembers).values(members.map((userId) => ({ conversationId, userId })));
    await enqueueJob(tx, CHAT_JOBS.membersChanged, { conversationId, userIds: members });
    return { conversationId, created: true };
  });
}
