/** The shapes the dashboard components read (the route's loader data satisfies them). */

export type BookingStatus = "pending_payment" | "confirmed" | "completed" | "cancelled" | "expired";

export type DashboardBooking = {
  id: string;
  bookingReference: string;
  status: BookingStatus;
  paymentStatus: string;
  participantsCount: number;
  totalAmountCents: number;
  currency: string;
  cancelledAt: string | null;
  trip: {
    id: string;
    title: string;
    slug: string;
    heroImageUrl: string | null;
    country: string;
    city: string;
  };
  departure: { id: string; startDate: string; endDate: string };
  tropleader: { id: string; name: string; avatarUrl: string | null };
  review: { id: string; rating: number; title: string; comment: string; createdAt: string } | null;
  refundedCents: number;
  canReview: boolean;
};

/** What the route's action answers (JSON submissions with an intent). */
export type DashboardActionResult =
  | { ok: true; intent: string }
  | { ok: false; intent: string; messageKey: string };

export const DASHBOARD_TABS = ["viajes", "historial", "deseos", "perfil"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export function parseDashboardTab(value: string | null): DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? "") ? (value as DashboardTab) : "viajes";
}
