import type { AppDeps } from "../app-deps.ts";
import { createTrip, createTropleader, createUser } from "../seed/factories.ts";
import { startConversation } from "../services/messaging/start-conversation.ts";

/** A traveller who has opened a conversation with a tropleader about one of their trips (chat tests). */
export async function conversationPair(deps: AppDeps) {
  const traveller = await createUser(deps.db, { name: "Ana Viajera" });
  const leader = await createTropleader(deps.db, { name: "Lucía Martín" });
  const trip = await createTrip(deps.db, { tropleaderId: leader.id, title: "Surf en Peniche" });
  const { conversationId } = await startConversation(deps, traveller, {
    otherUserId: leader.id,
    tripId: trip.id,
  });
  return { traveller, leader, trip, conversationId };
}
