import { and, eq, inArray } from "drizzle-orm";
import { leaveWaitlistSchema } from "#core/schemas/waitlist";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { waitlistEntries } from "../../db/schema/trips.ts";
import { AppError } from "../../lib/app-error.ts";
import { parseInput } from "../auth/parse-input.ts";
import { returnSeats } from "../bookings/departure-seats.ts";
import { lockDeparture, offerFreedSeats } from "./offer-freed-seats.ts";

/**
 * A traveller leaves a departure's waitlist, or declines the seats offered to them: held seats go back and on
 * to the next people in line at once (same transaction, under the departure's lock).
 */
export async function leaveWaitlist(
  deps: Pick<AppDeps, "db" | "config">,
  user: SessionUser | null,
  input: unknown,
  now: Date = new Date(),
): Promise<{ declinedSeats: number }> {
  if (!user) throw new AppError("unauthenticated", "waitlist:errors.loginRequired");
  const { departureId } = parseInput(leaveWaitlistSchema, input);
  return deps.db.transaction(async (tx) => {
    await lockDeparture(tx, departureId);
    const mine = and(
      eq(waitlistEntries.departureId, departureId),
      eq(waitlistEntries.userId, user.id),
      inArray(waitlistEntries.status, ["waiting", "offered"]),
    );
    const [entry] = await tx
      .select({ participants: waitlistEntries.participants, seatsHeld: waitlistEntries.seatsHeld })
      .from(waitlistEntries)
      .where(mine)
      .for("update");
    if (!entry) throw new AppError("not_found", "waitlist:errors.notOnList");
    await tx
      .update(waitlistEntries)
      .set({ status: "cancelled", seatsHeld: false, offeredUntil: null, updatedAt: now })
      .where(mine);
    if (!entry.seatsHeld) return { declinedSeats: 0 };
    await returnSeats(tx, departureId, entry.participants);
    await offerFreedSeats(tx, departureId, now, deps.config.appUrl);
    return { declinedSeats: entry.participants };
  });
}
