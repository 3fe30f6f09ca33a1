import { sql } from "drizzle-orm";
import { isIsoCalendarDate } from "#core/format/dates";
import { ageOn } from "#core/rules/age";
import { platformToday } from "#core/rules/refund-tier";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { queryRows } from "../../db/query-rows.ts";
import type { EmergencyContact } from "../../db/schema/bookings.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { AppError } from "../../lib/app-error.ts";
import { loadOwnTrip } from "../trips/trip-access.ts";

export type ManifestTraveller = {
  bookingId: string;
  reference: string;
  userId: string;
  name: string;
  email: string;
  phone: string | null;
  avatarUrl: string | null;
  country: string | null;
  age: number | null;
  languages: string[];
  participants: number;
  emergencyContact: EmergencyContact | null;
  dietaryRestrictions: string | null;
  medicalConditions: string | null;
  specialRequests: string | null;
  /** The guide's private note on this booking (room sharing, pick-up). */
  guideNote: string;
  publicProfile: boolean;
};

export type DepartureManifest = {
  trip: { id: string; title: string; slug: string; tropleaderId: string };
  departure: {
    id: string;
    startDate: string;
    endDate: string;
    status: string;
    maxParticipants: number;
    /** Seats of confirmed and completed bookings: the travellers listed here. */
    participants: number;
    /** What a traveller can still book (holds of unpaid checkouts included, as the booking page counts). */
    placesLeft: number;
    /** The guide's share of this departure's paid bookings, net of refunds. */
    revenueCents: number;
    currency: string;
  };
  groupConversationId: string | null;
  travellers: ManifestTraveller[];
};

/**
 * The travellers of one departure (doc 2 §2 traveller management): the trip's guide and admins only (another
 * guide's trip, an unknown trip, and a date that is not a departure of this trip are all the same 404). The
 * manifest holds health data (dietary, medical), so every read is written to the audit log with its purpose.
 */
export async function getDepartureManifest(
  deps: Pick<AppDeps, "db">,
  actor: Pick<SessionUser, "id" | "role"> | null,
  tripId: string,
  startDate: string,
  purpose: "view" | "export",
  now: Date = new Date(),
): Promise<DepartureManifest> {
  const trip = await loadOwnTrip(deps.db, actor, tripId);
  if (!isIsoCalendarDate(startDate)) throw new AppError("not_found", "trips:errors.notFound");
  const [departure] = await queryRows<{
    id: string;
    start_date: string;
    end_date: string;
    status: string;
    max_participants: number;
    current_participants: number;
    currency: string;
    conversation_id: string | null;
  }>(
    deps.db,
    sql`select d.id, d.start_date::text as start_date, d.end_date::text as end_date, d.status,
      d.max_participants, d.current_participants, d.currency,
      (select c.id from conversations c where c.kind = 'group' and c.departure_id = d.id limit 1)
        as conversation_id
    from trip_departures d
    where d.trip_id = ${trip.id}::uuid and d.start_date = ${startDate}::date
    order by (d.status = 'cancelled'), d.created_at limit 1`,
  );
  if (!departure) throw new AppError("not_found", "trips:errors.notFound");
  const rows = await queryRows<{
    id: string;
    booking_reference: string;
    user_id: string;
    name: string;
    email: string;
    phone: string | null;
    avatar_url: string | null;
    country: string | null;
    birth_date: string | null;
    languages: string[];
    public_profile: boolean;
    participants_count: number;
    status: string;
    confirmed_at: string | null;
    tropleader_amount_cents: number | null;
    emergency_contact: EmergencyContact | null;
    dietary_restrictions: string | null;
    medical_conditions: string | null;
    special_requests: string | null;
    note: string | null;
  }>(
    deps.db,
    sql`select b.id, b.booking_reference, b.user_id, u.name, u.email, u.phone, u.avatar_url, u.country,
      u.birth_date::text as birth_date, u.languages, u.public_profile, b.participants_count, b.status,
      b.confirmed_at, b.tropleader_amount_cents, b.emergency_contact, b.dietary_restrictions,
      b.medical_conditions, b.special_requests, n.note
    from bookings b join users u on u.id = b.user_id
    left join booking_guide_notes n on n.booking_id = b.id
    where b.departure_id = ${departure.id}::uuid and b.confirmed_at is not null
    order by u.name, b.created_at`,
  );
  await deps.db.insert(auditLog).values({
    actorId: actor?.id ?? null,
    action: purpose === "export" ? "manifest.export" : "manifest.view",
    entityType: "departure",
    entityId: departure.id,
    data: { tripTitle: trip.title, startDate: departure.start_date },
  });
  const today = platformToday(now);
  const kept = rows.filter((r) => r.status === "confirmed" || r.status === "completed");
  return {
    trip: { id: trip.id, title: trip.title, slug: trip.slug, tropleaderId: trip.tropleaderId },
    departure: {
      id: departure.id,
      startDate: departure.start_date,
      endDate: departure.end_date,
      status: departure.status,
      maxParticipants: Number(departure.max_participants),
      participants: kept.reduce((n, r) => n + Number(r.participants_count), 0),
      placesLeft: Math.max(0, Number(departure.max_participants) - Number(departure.current_participants)),
      revenueCents: rows.reduce((n, r) => n + Number(r.tropleader_amount_cents ?? 0), 0),
      currency: departure.currency,
    },
    groupConversationId: departure.conversation_id,
    travellers: kept.map((r) => ({
      bookingId: r.id,
      reference: r.booking_reference,
      userId: r.user_id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      avatarUrl: r.avatar_url,
      country: r.country,
      age: ageOn(r.birth_date, today),
      languages: r.languages ?? [],
      participants: Number(r.participants_count),
      emergencyContact: r.emergency_contact,
      dietaryRestrictions: r.dietary_restrictions,
      medicalConditions: r.medical_conditions,
      specialRequests: r.special_requests,
      guideNote: r.note ?? "",
      publicProfile: r.public_profile,
    })),
  };
}
