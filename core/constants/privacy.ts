/**
 * What a deleted account's name becomes (issue 15): its messages, reviews and bookings stay, signed so. The
 * pages show it in the reader's language (common:deletedUser); the stored value is the spec's Spanish text.
 */
export const DELETED_USER_NAME = "Usuario eliminado";

/** A deleted account's email: unique per row, on a reserved domain nothing can deliver to (RFC 2606). */
export const deletedUserEmail = (userId: string) => `eliminado-${userId}@cuenta-eliminada.invalid`;

/** The kinds of email a reader can unsubscribe from with the link in the email, without signing in. */
export const UNSUBSCRIBE_KINDS = ["newsletter", "mensajes"] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

/** What a deleted account leaves for the law (invoicing): who paid what, kept 7 years, shown only to admins. */
export type LegalRecord = {
  name: string;
  email: string;
  bookings: Array<{ reference: string; amountCents: number; currency: string; paidAt: string | null }>;
};
