import { createHash } from "node:crypto";
import { platformToday } from "#core/rules/platform-calendar";
import type { DbOrTx } from "../../db/client.ts";
import { tripViews } from "../../db/schema/trips.ts";

export type TripViewInput = {
  tripId: string;
  /** The signed-in viewer, if any (their own visits still count once a day). */
  viewerId: string | null;
  /**
   * What tells anonymous visitors apart (network address and browser); only a salted hash of it is kept,
   * and the salt changes every day, so a visitor cannot be followed from one day to the next.
   */
  visitorKey: string;
  secret: string;
  now?: Date;
};

/** The hash stored for a visitor on a given day: no address is stored, and it cannot be reversed. */
export function visitorHash(
  input: Pick<TripViewInput, "viewerId" | "visitorKey" | "secret">,
  day: string,
): string {
  const who = input.viewerId ? `user:${input.viewerId}` : `anon:${input.visitorKey}`;
  return createHash("sha256").update(`${input.secret}\u0000${day}\u0000${who}`).digest("base64url");
}

/** Counts a trip page view, once per visitor per day (the unique key absorbs reloads). */
export async function recordTripView(db: DbOrTx, input: TripViewInput): Promise<void> {
  const day = platformToday(input.now);
  await db
    .insert(tripViews)
    .values({
      tripId: input.tripId,
      viewerId: input.viewerId,
      visitorHash: visitorHash(input, day),
      viewedOn: day,
    })
    .onConflictDoNothing();
}
