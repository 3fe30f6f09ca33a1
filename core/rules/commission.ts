/**
 * The platform's commission on a booking (doc 2 §9: default 10% of the total) and the tropleader's share.
 * Everything is integer cents. The rate is a fraction (0.1 = 10%); the admin edits it in steps of 0.1%, so it
 * is converted to basis points first and the split is done in integers: no floating-point drift, and the two
 * parts always add up to the total. The commission is rounded half up to the cent.
 */
export type CommissionSplit = { rate: number; commissionCents: number; tropleaderCents: number };

export function rateToBasisPoints(rate: number): number {
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) throw new RangeError(`invalid commission rate ${rate}`);
  return Math.round(rate * 10_000);
}

export function splitCommission(totalCents: number, rate: number): CommissionSplit {
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new RangeError(`invalid amount ${totalCents}`);
  const bp = rateToBasisPoints(rate);
  const commissionCents = Math.floor((totalCents * bp + 5_000) / 10_000);
  return { rate: bp / 10_000, commissionCents, tropleaderCents: totalCents - commissionCents };
}
