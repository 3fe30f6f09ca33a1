import { and, eq } from "drizzle-orm";
import { conversations } from "../../db/schema/messaging.ts";

/** The departure's group chat of all its travellers (not a chat whose members the tropleader chose). */
export function isWholeDepartureGroup(departureId: string) {
  return and(
    eq(conversations.departureId, departureId),
    eq(conversations.kind, "group"),
    eq(conversations.membersChosen, false),
  );
}
