/** The shapes the dashboard components read (the route's loader data satisfies them). */

import type { TravellerBooking } from "#server/services/dashboard/list-traveller-bookings";

export type BookingStatus = TravellerBooking["status"];

/** One booking as the dashboard components read it: the service's shape, less what they do not use. */
export type DashboardBooking = Omit<TravellerBooking, "createdAt" | "timeline">;

/** What the route's action answers (JSON submissions with an intent). */
export type DashboardActionResult =
  | { ok: true; intent: string }
  | { ok: false; intent: string; messageKey: string };

export const DASHBOARD_TABS = ["viajes", "historial", "deseos", "perfil"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export function parseDashboardTab(value: string | null): DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? "") ? (value as DashboardTab) : "viajes";
}
