/** The shapes the dashboard components read (the route's loader data satisfies them). */

import type { TravellerBooking } from "#server/services/dashboard/list-traveller-bookings";

export type BookingStatus = TravellerBooking["status"];

/** One booking as the dashboard components read it: the service's shape, less what they do not use. */
export type DashboardBooking = Omit<TravellerBooking, "createdAt" | "timeline">;

/** A review as typed in a form posted without JavaScript, sent back with the refusal. */
export type TypedReview = { bookingId: string; rating: number; title: string; comment: string };

/** What the route's action answers (JSON submissions with an intent); a refusal in the one action-error shape. */
export type DashboardActionResult =
  | { ok: true; intent: string }
  | { ok: false; intent: string; error: string; typed?: TypedReview };

export const DASHBOARD_TABS = ["viajes", "historial", "deseos", "perfil"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export function parseDashboardTab(value: string | null): DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? "") ? (value as DashboardTab) : "viajes";
}
