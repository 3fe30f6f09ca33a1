import type { Locale } from "#core/constants/locales";

export type Role = "viajero" | "tropleader" | "admin";

/** The signed-in user as every loader, action, API route and service sees it. */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  image: string | null;
  isApproved: boolean;
  isIdentityVerified: boolean;
  /** doc 1 §3: true only for a tropleader who is both approved and identity verified. */
  canPublishTrips: boolean;
  locale: Locale;
};

export function canPublishTrips(u: {
  role: string;
  isApproved: boolean;
  isIdentityVerified: boolean;
}): boolean {
  return u.role === "tropleader" && u.isApproved && u.isIdentityVerified;
}
