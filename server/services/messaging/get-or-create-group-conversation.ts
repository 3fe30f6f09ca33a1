import { and, eq, sql } from "drizzle-orm";
import { departureIdSchema } from "#core/schemas/messaging";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { conversations } from "../../db/schema/messaging.ts";
import { loadOwnDeparture } from "./load-own-departure.ts";
import { parseChatInput } from "./parse-chat-input.ts";
import { syncGroupMembers } from "./sync-group-members.ts";

/**
 * The departure's group conversation (product brief: tropleader + every confirmed traveller), created on
 * first use. Only the departure's tropleader may start it; travellers see it once it exists.
 */
export async function getOrCreateGroupConversation(
  deps: Pick<AppDeps, "db">,
  user: Pick<SessionUser, "id">,
  departureIdInput: string,
): Promise<{ conversationId: string; created: boolean }> {
  const departureId = parseChatInput(departureIdSchema, departureIdInput);
  const departure = await loadOwnDeparture(deps.db, user.id, departureId);

  return deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(conversations)
      .values({ kind: "group", departureId, tripId: departure.tripId })
      .onConflictDoNothing({
        target: conversations.departureId,
        where: sql`not ${conversations.membersChosen}`,
      })
      .returning({ id: conversations.id });
    const conversationId =
      inserted?.id ??
      (
        await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.departureId, departureId), eq(conversations.membersChosen, false)))
      )[0]!.id;
    // Also repairs membership if a booking change ever missed its sync.
    await syncGroupMembers(tx, departureId);
    return { conversationId, created: Boolean(inserted) };
  });
}
