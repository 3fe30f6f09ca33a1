import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { platformToday } from "#core/rules/platform-calendar";
import { type StartGroupConversationInput, startGroupConversationSchema } from "#core/schemas/messaging";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { tripDepartures, trips } from "../../db/schema/trips.ts";
import { AppError } from "../../lib/app-error.ts";
import { getOrCreateChosenGroup } from "./get-or-create-chosen-group.ts";
import { getOrCreateGroupConversation } from "./get-or-create-group-conversation.ts";
import { parseChatInput } from "./parse-chat-input.ts";

/**
 * The spec's startGroupConversation (travelerIds + tripTitle, from the tropleader's traveller list): the
 * departure's group when the travellers are all of that departure's travellers, else a group with exactly those
 * travellers (getOrCreateChosenGroup). With a departureId and no travellers it opens that departure's group.
 * Travellers booked on different departures have no common group: that is refused with a clear message.
 */
export async function startGroupConversation(
  deps: Pick<AppDeps, "db">,
  user: Pick<SessionUser, "id">,
  input: Partial<StartGroupConversationInput> | Record<string, unknown>,
  now: Date = new Date(),
): Promise<{ conversationId: string; created: boolean }> {
  const { travelerIds, departureId, tripId } = parseChatInput(startGroupConversationSchema, input);
  if (departureId) {
    return travelerIds.length
      ? getOrCreateChosenGroup(deps, user, departureId, travelerIds)
      : getOrCreateGroupConversation(deps, user, departureId);
  }

  const wanted = [...new Set(travelerIds)];
  const upcomingFirst = sql`case when ${tripDepartures.startDate} >= ${platformToday(now)} then 0 else 1 end`;
  const [shared] = await deps.db
    .select({ departureId: bookings.departureId })
    .from(bookings)
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .innerJoin(tripDepartures, eq(tripDepartures.id, bookings.departureId))
    .where(
      and(
        eq(trips.tropleaderId, user.id),
        inArray(bookings.userId, wanted),
        inArray(bookings.status, ["confirmed", "completed"]),
        tripId ? eq(bookings.tripId, tripId) : undefined,
      ),
    )
    .groupBy(bookings.departureId, tripDepartures.startDate)
    .having(sql`count(distinct ${bookings.userId}) = ${wanted.length}`)
    .orderBy(upcomingFirst, asc(tripDepartures.startDate))
    .limit(1);
  if (!shared) throw new AppError("bad_request", "chat:errors.groupNoSharedDeparture");
  return getOrCreateChosenGroup(deps, user, shared.departureId, wanted);
}
