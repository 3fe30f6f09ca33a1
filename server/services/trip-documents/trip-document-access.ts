import { and, eq, inArray } from "drizzle-orm";
import type { SessionUser } from "../../auth/session-user.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { trips } from "../../db/schema/trips.ts";

/** Bookings that entitle a traveller to the trip's documents: paid, not cancelled. */
export const DOCUMENT_BOOKING_STATUSES = ["confirmed", "completed"] as const;

export type TripDocumentAccess =
  /** The trip's tropleader or an admin: every document of the trip. */
  | { kind: "all" }
  /** A booked traveller: trip-wide documents and those of the departures they booked. */
  | { kind: "departures"; departureIds: string[] }
  | { kind: "none" };

/** Who may see a trip's documents: its tropleader, admins, and travellers with a paid booking on it. */
export async function tripDocumentAccess(
  db: DbOrTx,
  actor: Pick<SessionUser, "id" | "role">,
  tripId: string,
): Promise<TripDocumentAccess> {
  if (actor.role === "admin") return { kind: "all" };
  const [trip] = await db
    .select({ tropleaderId: trips.tropleaderId })
    .from(trips)
    .where(eq(trips.id, tripId));
  if (!trip) return { kind: "none" };
  if (trip.tropleaderId === actor.id) return { kind: "all" };
  const booked = await db
    .select({ departureId: bookings.departureId })
    .from(bookings)
    .where(
      and(
        eq(bookings.tripId, tripId),
        eq(bookings.userId, actor.id),
        inArray(bookings.status, [...DOCUMENT_BOOKING_STATUSES]),
      ),
    );
  if (!booked.length) return { kind: "none" };
  return { kind: "departures", departureIds: [...new Set(booked.map((b) => b.departureId))] };
}

export function canSeeTripDocument(access: TripDocumentAccess, departureId: string | null): boolean {
  if (access.kind === "all") return true;
  if (access.kind === "none") return false;
  return departureId === null || access.departureIds.includes(departureId);
}
