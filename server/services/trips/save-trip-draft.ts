import { and, eq, sql } from "drizzle-orm";
import { type TripDraftData, tripDraftSchema } from "#core/schemas/trip-wizard";
import type { AppDeps } from "../../app-deps.ts";
import { tripDrafts, trips } from "../../db/schema/trips.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertCanCreateTrips, type TripActor } from "./trip-access.ts";

/** A tropleader keeps at most this many drafts; the oldest must be deleted or finished first. */
export const MAX_DRAFTS = 20;

/**
 * Saves the wizard as typed so far (doc 2 §4 "draft", made real): created on the first save (with the id the
 * page picked, when it gives one), then updated;
 * the values are kept unvalidated but bounded (tripDraftSchema). Only the draft's own tropleader may save it.
 */
export async function saveTripDraft(
  deps: Pick<AppDeps, "db">,
  actor: TripActor,
  input: { draftId?: string | null; step: number; data: unknown },
): Promise<{ draftId: string; data: TripDraftData }> {
  await assertCanCreateTrips(deps.db, actor);
  if (!actor) throw new AppError("unauthenticated", "trips:errors.signInRequired");
  const data = tripDraftSchema.parse(input.data ?? {});
  const step = Math.min(4, Math.max(1, Math.trunc(Number(input.step)) || 1));
  if (input.draftId) {
    if (!/^[0-9a-f-]{36}$/i.test(input.draftId))
      throw new AppError("not_found", "trips:errors.draftNotFound");
    const [saved] = await deps.db
      .update(tripDrafts)
      .set({ data, step, updatedAt: new Date() })
      .where(and(eq(tripDrafts.id, input.draftId), eq(tripDrafts.tropleaderId, actor.id)))
      .returning({ id: tripDrafts.id });
    if (saved) return { draftId: saved.id, data };
    // Not saved yet: the page chose this id when it opened, so an autosave and a click that race create one draft.
    // Unless it already became a trip (a late autosave after 'Crear Viaje'): then there is nothing to save.
    const [sent] = await deps.db
      .select({ id: trips.id })
      .from(trips)
      .where(eq(trips.createdFromDraft, input.draftId));
    if (sent) throw new AppError("conflict", "trips:wizard.errors.alreadySent");
  }
  const [{ count = 0 } = {}] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(tripDrafts)
    .where(eq(tripDrafts.tropleaderId, actor.id));
  if (count >= MAX_DRAFTS)
    throw new AppError("conflict", "trips:wizard.errors.tooManyDrafts", {
      max: MAX_DRAFTS,
      count: MAX_DRAFTS,
    });
  const [created] = await deps.db
    .insert(tripDrafts)
    .values({ ...(input.draftId ? { id: input.draftId } : {}), tropleaderId: actor.id, data, step })
    .onConflictDoNothing()
    .returning({ id: tripDrafts.id });
  if (!created) {
    if (!input.draftId) throw new Error("draft not inserted");
    // The id exists: another tropleader's draft, or a concurrent first save of this one.
    const [mine] = await deps.db
      .update(tripDrafts)
      .set({ data, step, updatedAt: new Date() })
      .where(and(eq(tripDrafts.id, input.draftId), eq(tripDrafts.tropleaderId, actor.id)))
      .returning({ id: tripDrafts.id });
    if (!mine) throw new AppError("not_found", "trips:errors.draftNotFound");
    return { draftId: mine.id, data };
  }
  return { draftId: created.id, data };
}

/** One of the tropleader's drafts, to continue where they left it; another's is a 404. */
export async function getTripDraft(
  deps: Pick<AppDeps, "db">,
  actor: TripActor,
  draftId: string,
): Promise<{ draftId: string; step: number; data: TripDraftData }> {
  if (!actor) throw new AppError("unauthenticated", "trips:errors.signInRequired");
  if (!/^[0-9a-f-]{36}$/i.test(draftId)) throw new AppError("not_found", "trips:errors.draftNotFound");
  const [row] = await deps.db
    .select({ id: tripDrafts.id, step: tripDrafts.step, data: tripDrafts.data })
    .from(tripDrafts)
    .where(and(eq(tripDrafts.id, draftId), eq(tripDrafts.tropleaderId, actor.id)));
  if (!row) throw new AppError("not_found", "trips:errors.draftNotFound");
  return { draftId: row.id, step: row.step, data: tripDraftSchema.parse(row.data ?? {}) };
}
