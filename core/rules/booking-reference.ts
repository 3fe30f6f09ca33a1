/** Letters and digits that cannot be mistaken for one another when read aloud or typed (no 0/O, 1/I/L). */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const LENGTH = 6;

/**
 * A human booking reference such as TRP-7K3M9Q (31^6 ≈ 887 million combinations; the database's unique
 * constraint catches the rare collision and the service draws again).
 */
export function generateBookingReference(random: (n: number) => Uint8Array = randomBytes): string {
  const bytes = random(LENGTH * 2);
  let out = "";
  for (let i = 0; out.length < LENGTH && i < bytes.length; i++) {
    const b = bytes[i]!;
    // Rejection sampling keeps every character equally likely (248 = 8 × 31).
    if (b < 248) out += ALPHABET[b % ALPHABET.length];
  }
  return out.length === LENGTH ? `TRP-${out}` : generateBookingReference(random);
}

export function isBookingReference(value: string): boolean {
  return new RegExp(`^TRP-[${ALPHABET}]{${LENGTH}}$`).test(value);
}

function randomBytes(n: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(n));
}
