/** How long freed seats stay held for the traveller they are offered to (issue 14). */
export const WAITLIST_OFFER_HOURS = 24;

/**
 * Who gets an offer when `freeSeats` seats are free: walking the line in order, each person whose wanted seats
 * still fit gets them (someone wanting more than is left keeps their place and waits for more; the people behind
 * them who fit are not held back by them).
 */
export function pickOffers<T extends { participants: number }>(line: readonly T[], freeSeats: number): T[] {
  const offers: T[] = [];
  let left = freeSeats;
  for (const entry of line) {
    if (left <= 0) break;
    if (entry.participants <= left) {
      offers.push(entry);
      left -= entry.participants;
    }
  }
  return offers;
}

/** A departure is guaranteed once its paid travellers reach its minimum group (issue 14). */
export function isGuaranteedDeparture(d: { paidParticipants: number; minParticipants: number }): boolean {
  return d.paidParticipants >= d.minParticipants;
}

/** How many more paid travellers a departure needs to be guaranteed (0 once it is). */
export function travellersToGuarantee(d: { paidParticipants: number; minParticipants: number }): number {
  return Math.max(0, d.minParticipants - d.paidParticipants);
}
