import type { Tx } from "../../db/client.ts";
import { waitlistEntries } from "../../db/schema/trips.ts";
import { returnSeats } from "../bookings/departure-seats.ts";
import { lockDeparture } from "./offer-freed-seats.ts";
import { isOpenOffer } from "./open-offer.ts";

/**
 * Inside the checkout's transaction: the traveller's open offer on this departure is used. Its held seats are
 * handed back under the departure's lock, for the checkout's own conditional hold to take at once (nobody else
 * can come between: the lock is held until the commit). If that hold fails, the whole transaction, this
 * included, rolls back and the offer stays open. Returns the seats the offer held (0 without one).
 */
export async function takeWaitlistOffer(
  tx: Tx,
  userId: string,
  departureId: string,
  now: Date,
): Promise<number> {
  await lockDeparture(tx, departureId);
  const [offer] = await tx
    .update(waitlistEntries)
    .set({ status: "converted", seatsHeld: false, updatedAt: now })
    .where(isOpenOffer(departureId, userId, now))
    .returning({ participants: waitlistEntries.participants });
  if (!offer) return 0;
  await returnSeats(tx, departureId, offer.participants);
  return offer.participants;
}
