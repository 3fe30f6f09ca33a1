import type { UnsellableCause } from "../rules/booking-sale.ts";

/**
 * Every in-app notification: its type and the parameters stored with it. The text is rendered from these in
 * the reader's current language (app/locales/{es,en}/notifications.json `types.<type>`), so a notification
 * written while the reader used Spanish reads in English once they switch. A notification naming a trip stores
 * its Spanish `tripTitle` and its `tripId`: listNotifications shows the title in the reader's language when the
 * trip has a visible version in it (issue 34; rows stored before that keep the Spanish title).
 */
export type NotificationParams = {
  /** To the applicant: the team approved them (doc 2 §7 tropleader_approved). */
  tropleader_approved: Record<string, never>;
  /** To the applicant: rejected, now a traveller. */
  tropleader_rejected: Record<string, never>;
  /** To the review's author: an admin hid their review, or one of its photos (issue 35). */
  review_hidden: { tripTitle: string; tripId: string };
  review_photo_hidden: { tripTitle: string; tripId: string };
  /** To the user: identity verified, or the documents were refused and deleted. */
  identity_verified: Record<string, never>;
  identity_rejected: Record<string, never>;
  /** To every admin: someone sent their identity documents. */
  identity_submitted: { userId: string; userName: string };
  /** To the tropleader: the team approved or rejected their trip (with the reason). */
  trip_approved: { tripTitle: string; tripId: string; slug: string };
  trip_rejected: { tripTitle: string; tripId: string; reason: string };
  /** To the tropleader: the team approved or rejected the English version alone (issue 34). */
  trip_translation_approved: { tripTitle: string; tripId: string; slug: string };
  trip_translation_rejected: { tripTitle: string; tripId: string; reason: string };
  /** To every admin: a tropleader sent a new trip (or a rejected one again), to review or already published. */
  trip_submitted: {
    tripTitle: string;
    tripId: string;
    tropleaderName: string;
    status: "pending" | "approved";
    slug: string;
  };
  /** To the tropleader: a paid booking, or a traveller cancelled. */
  booking_received: {
    tripTitle: string;
    tripId: string;
    travellerName: string;
    participants: number;
    reference: string;
  };
  booking_cancelled: { tripTitle: string; tripId: string; travellerName: string; reference: string };
  /** To the traveller. */
  booking_confirmed: { tripTitle: string; tripId: string; reference: string };
  refund_issued: {
    tripTitle: string;
    tripId: string;
    reference: string;
    amountCents: number;
    currency: string;
  };
  /** To the traveller: the tropleader cancelled the departure; everything paid is refunded. */
  departure_cancelled: {
    tripTitle: string;
    tripId: string;
    startDate: string;
    amountCents: number;
    currency: string;
  };
  review_reminder: { tripTitle: string; tripId: string };
  /** To the tropleader: at its deadline a departure is still below its minimum: confirm or cancel it. */
  departure_confirmation_needed: { tripTitle: string; tripId: string; startDate: string; needed: number };
  /** To the next in line: seats freed on a full departure are held for them until offeredUntil (issue 14). */
  waitlist_offer: {
    tripTitle: string;
    tripId: string;
    startDate: string;
    departureId: string;
    participants: number;
    offeredUntil: string;
  };
  /** To the tropleader: a booking's share reached their payout account (issue 13). */
  payout_paid: {
    tripTitle: string;
    tripId: string;
    reference: string;
    amountCents: number;
    currency: string;
  };
  /** To every admin: the provider refused a payout on every attempt; it waits in Finanzas. */
  payout_failed: { tropleaderName: string; reference: string; amountCents: number; currency: string };
  /** To every admin: a payment arrived for a booking that could no longer be sold, refunded in full (issue 33). */
  late_payment_refunded: {
    tripTitle: string;
    tripId: string;
    reference: string;
    amountCents: number;
    currency: string;
    cause: UnsellableCause;
  };
};

export type NotificationType = keyof NotificationParams;

export const NOTIFICATION_TYPES = [
  "tropleader_approved",
  "tropleader_rejected",
  "identity_verified",
  "identity_rejected",
  "identity_submitted",
  "review_hidden",
  "review_photo_hidden",
  "trip_approved",
  "trip_rejected",
  "trip_translation_approved",
  "trip_translation_rejected",
  "trip_submitted",
  "booking_received",
  "booking_cancelled",
  "booking_confirmed",
  "refund_issued",
  "departure_cancelled",
  "review_reminder",
  "waitlist_offer",
  "departure_confirmation_needed",
  "payout_paid",
  "payout_failed",
  "late_payment_refunded",
] as const satisfies readonly NotificationType[];

export function isNotificationType(value: string): value is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

/** Where a notification leads when opened. */
export function notificationLink(type: NotificationType, params: Record<string, unknown>): string {
  switch (type) {
    case "tropleader_approved":
      return "/tropleader/dashboard";
    case "trip_rejected":
      return "/tropleader/dashboard/mis-viajes";
    case "trip_translation_approved":
      return typeof params.slug === "string"
        ? `/viaje/${params.slug}?lang=en`
        : "/tropleader/dashboard/mis-viajes";
    case "trip_translation_rejected":
      return typeof params.tripId === "string"
        ? `/tropleader/editar-viaje/${params.tripId}`
        : "/tropleader/dashboard/mis-viajes";
    case "booking_received":
    case "booking_cancelled":
      return "/tropleader/dashboard/reservas";
    case "trip_approved":
      return typeof params.slug === "string" ? `/viaje/${params.slug}` : "/tropleader/dashboard";
    case "identity_verified":
    case "identity_rejected":
      return "/cuenta/identidad";
    case "identity_submitted":
      return "/admin/verificaciones";
    case "trip_submitted":
      return params.status === "approved" && typeof params.slug === "string"
        ? `/viaje/${params.slug}`
        : "/admin/viajes";
    case "departure_confirmation_needed":
      return typeof params.tripId === "string" && typeof params.startDate === "string"
        ? `/tropleader/viajeros/${params.tripId}/${params.startDate}`
        : "/tropleader/dashboard/calendario";
    case "waitlist_offer":
      return typeof params.departureId === "string"
        ? `/reservar/${params.departureId}`
        : "/viajero/dashboard";
    case "payout_paid":
      return "/tropleader/dashboard/cobros";
    case "payout_failed":
      return "/admin/finanzas";
    case "late_payment_refunded":
      return "/admin/reembolsos";
    case "tropleader_rejected":
    case "booking_confirmed":
    case "refund_issued":
    case "departure_cancelled":
    case "review_reminder":
      return "/viajero/dashboard";
    case "review_hidden":
    case "review_photo_hidden":
      return "/viajero/dashboard?tab=historial";
  }
}
