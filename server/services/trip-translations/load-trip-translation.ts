import { and, eq, isNull } from "drizzle-orm";
import type { Locale } from "#core/constants/locales";
import { isSecondaryContentLocale } from "#core/content/content-locales";
import {
  isTranslatableSection,
  type TranslatableSection,
  type TripTranslationContent,
} from "#core/content/trip-text";
import type { DbOrTx } from "../../db/client.ts";
import { trips, tripTranslations } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";

export type VisibleTripTranslation = {
  content: TripTranslationContent;
  /** Sections saved unchanged from a machine draft: shown as 'Traducción automática'. */
  machineSections: TranslatableSection[];
};

export type OwnerTripTranslation = VisibleTripTranslation & {
  status: "approved" | "pending" | "rejected";
  rejectionReason: string | null;
  updatedAt: Date;
};

const sectionsOf = (list: string[]) => list.filter(isTranslatableSection);

/**
 * A trip's version in the visitor's language, as visitors may read it (issue 34): only for a public trip
 * (approved, its tropleader approved and not suspended, as the catalogue shows it) and an approved version.
 * Null for Spanish (the trip's own columns), for a pending or rejected version, and when there is none: the
 * caller then shows the Spanish text marked as such (core/content/pick-content.ts).
 */
export async function loadVisibleTripTranslation(
  db: DbOrTx,
  tripId: string,
  locale: Locale,
): Promise<VisibleTripTranslation | null> {
  if (!isSecondaryContentLocale(locale)) return null;
  const [row] = await db
    .select({ content: tripTranslations.content, machineSections: tripTranslations.machineSections })
    .from(tripTranslations)
    .innerJoin(trips, eq(trips.id, tripTranslations.tripId))
    .innerJoin(users, eq(users.id, trips.tropleaderId))
    .where(
      and(
        eq(tripTranslations.tripId, tripId),
        eq(tripTranslations.locale, locale),
        eq(tripTranslations.status, "approved"),
        eq(trips.status, "approved"),
        eq(users.role, "tropleader"),
        eq(users.isApproved, true),
        isNull(users.suspendedAt),
      ),
    );
  return row ? { content: row.content ?? {}, machineSections: sectionsOf(row.machineSections) } : null;
}

/**
 * A trip's version in `locale` whatever its status, with the status and the team's reason, for the edit
 * screen and moderation. The caller has already checked the reader may manage the trip (loadOwnTrip) or is an
 * admin. Null when nothing was written in that language yet.
 */
export async function loadTripTranslationForOwner(
  db: DbOrTx,
  tripId: string,
  locale: Locale,
): Promise<OwnerTripTranslation | null> {
  if (!isSecondaryContentLocale(locale)) return null;
  const [row] = await db
    .select({
      content: tripTranslations.content,
      machineSections: tripTranslations.machineSections,
      status: tripTranslations.status,
      rejectionReason: tripTranslations.rejectionReason,
      updatedAt: tripTranslations.updatedAt,
    })
    .from(tripTranslations)
    .where(and(eq(tripTranslations.tripId, tripId), eq(tripTranslations.locale, locale)));
  return row
    ? { ...row, content: row.content ?? {}, machineSections: sectionsOf(row.machineSections) }
    : null;
}
