import { sql } from "drizzle-orm";
import { ageOn } from "#core/rules/age";
import { platformToday } from "#core/rules/platform-calendar";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { queryRows } from "../../db/query-rows.ts";
import type { EmergencyContact } from "../../db/schema/bookings.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { type DepartureByDate, loadDepartureByDate } from "./load-departure-by-date.ts";

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

export type DepartureManifest = DepartureByDate & { travellers: ManifestTraveller[] };

/**
 * The travellers of one departure (doc 2 §2 traveller management), for the trip's guide and admins only (see
 * loadDepartureByDate). The manifest holds health data (dietary, medical), so every read is written to the audit
 * log with its purpose.
 */
export async function getDepartureManifest(
  deps: Pick<AppDeps, "db">,
  actor: Pick<SessionUser, "id" | "role"> | null,
  tripId: string,
  startDate: string,
  purpose: "view" | "export",
  now: Date = new Date(),
): Promise<DepartureManifest> {
  const own = await loadDepartureByDate(deps, actor, tripId, startDate);
  const { trip, departure } = own;
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
    emergency_contact: EmergencyContact | null;
    dietary_restrictions: string | null;
    medical_conditions: string | null;
    special_requests: string | null;
    note: string | null;
  }>(
    deps.db,
    sql`select b.id, b.booking_reference, b.user_id, u.name, u.email, u.phone, u.avatar_url, u.country,
      u.birth_date::text as birth_date, u.languages, u.public_profile, b.participants_count, b.emergency_contact, b.dietary_restrictions,
      b.medical_conditions, b.special_requests, n.note
    from bookings b join users u on u.id = b.user_id
    left join booking_guide_notes n on n.booking_id = b.id
    where b.departure_id = ${departure.id}::uuid and b.status in ('confirmed', 'completed')
    order by u.name, b.created_at`,
  );
  await deps.db.insert(auditLog).values({
    actorId: actor?.id ?? null,
    action: purpose === "export" ? "manifest.export" : "manifest.view",
    entityType: "departure",
    entityId: departure.id,
    data: { tripTitle: trip.title, startDate: departure.startDate },
  });
  const today = platformToday(now);
  return {
    ...own,
    travellers: rows.map((r) => ({
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
