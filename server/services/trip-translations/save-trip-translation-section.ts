import { sql } from "drizzle-orm";
import { isSecondaryContentLocale } from "#core/content/content-locales";
import { isTranslatableSection } from "#core/content/trip-text";
import type { AppDeps } from "../../app-deps.ts";
import { queryRows } from "../../db/query-rows.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUnchangedMachineDraft } from "../machine-drafts/is-unchanged-machine-draft.ts";
import { assertCanPublish, loadOwnTrip, type TripActor } from "../trips/trip-access.ts";
import { checkTranslationSection } from "./check-translation-section.ts";
import { loadTripPrimaryText } from "./load-trip-primary-text.ts";

export type SaveTripTranslationSectionInput = {
  tripId: string;
  locale: string;
  section: string;
  /** The section's fields as the form sent them (checked here with TRANSLATION_SCHEMAS). */
  values: unknown;
};

export type SavedTripTranslationSection = {
  status: "approved" | "pending" | "rejected";
  machine: boolean;
};

/**
 * Saves one section of a trip's version in another language (issue 34) for its tropleader (or an admin) who
 * may publish: checked with the Spanish step's own rules (TRANSLATION_SCHEMAS) and against the Spanish trip
 * (same days, the same number of FAQs, existing documents). The section is written by ONE statement (the row's
 * other sections untouched), so a failed save changes nothing and never leaves half a section. The status
 * follows the Spanish edits (post-moderation): an approved or pending version keeps its status; a rejected one
 * goes back to 'pending' for the team. The section counts as machine-made iff it is saved exactly as the
 * provider last drafted it for this trip (isUnchangedMachineDraft, recorded by the server when it drafted), or
 * saved again unchanged while labelled so. Audited as `trip.translation_saved`.
 */
export async function saveTripTranslationSection(
  deps: Pick<AppDeps, "db" | "logger">,
  actor: TripActor,
  input: SaveTripTranslationSectionInput,
): Promise<SavedTripTranslationSection> {
  const own = await loadOwnTrip(deps.db, actor, input.tripId);
  await assertCanPublish(deps.db, actor);
  if (!actor || !isSecondaryContentLocale(input.locale) || !isTranslatableSection(input.section)) {
    throw new AppError("not_found", "trips:errors.notFound");
  }
  const { locale, section } = input;
  const primary = await loadTripPrimaryText(deps.db, own.id);
  if (!primary) throw new AppError("not_found", "trips:errors.notFound");
  const value = checkTranslationSection(section, input.values, primary);
  const drafted = await isUnchangedMachineDraft(
    deps.db,
    { kind: "trip", id: own.id },
    locale,
    section,
    value,
  );

  const { status, machine } = await deps.db.transaction(async (tx) => {
    // Saved again unchanged (jsonb equality), a section labelled machine-made stays so.
    const [row] = await queryRows<{ status: SavedTripTranslationSection["status"]; machine: boolean }>(
      tx,
      sql`insert into trip_translations as tt (trip_id, locale, content, machine_sections, status, updated_at)
        values (${own.id}, ${locale}, jsonb_build_object(${section}::text, ${JSON.stringify(value)}::jsonb),
          case when ${drafted} then array[${section}::text] else '{}'::text[] end, 'approved', now())
        on conflict (trip_id, locale) do update set
          content = tt.content || excluded.content,
          machine_sections = array_remove(tt.machine_sections, ${section}::text)
            || case when ${drafted} or (${section}::text = any(tt.machine_sections)
                and tt.content -> ${section}::text = excluded.content -> ${section}::text)
              then array[${section}::text] else '{}'::text[] end,
          status = case when tt.status = 'rejected' then 'pending' else tt.status end,
          updated_at = now()
        returning status, ${section}::text = any(machine_sections) as machine`,
    );
    const machine = row?.machine === true;
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: "trip.translation_saved",
      entityType: "trip",
      entityId: own.id,
      data: { title: own.title, locale, section, machine, status: row?.status ?? null },
    });
    return { status: row?.status ?? "approved", machine };
  });
  deps.logger.info("trip translation saved", { tripId: own.id, locale, section });
  return { status, machine };
}
