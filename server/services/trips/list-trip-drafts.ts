import { and, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { tripDrafts } from "../../db/schema/trips.ts";
import { AppError } from "../../lib/app-error.ts";

export type TripDraftSummary = {
  id: string;
  /** What the tropleader typed as the title so far ('' when nothing yet). */
  title: string;
  step: number;
  updatedAt: Date;
};

/** The tropleader's trips still being written (Mis viajes shows them as 'Borrador' with 'Continuar'). */
export async function listTripDrafts(
  deps: Pick<AppDeps, "db">,
  actor: Pick<SessionUser, "id" | "role">,
): Promise<TripDraftSummary[]> {
  if (actor.role !== "tropleader" && actor.role !== "admin") {
    throw new AppError("forbidden", "trips:errors.tropleadersOnly");
  }
  const rows = await deps.db
    .select({
      id: tripDrafts.id,
      data: tripDrafts.data,
      step: tripDrafts.step,
      updatedAt: tripDrafts.updatedAt,
    })
    .from(tripDrafts)
    .where(eq(tripDrafts.tropleaderId, actor.id))
    .orderBy(desc(tripDrafts.updatedAt));
  return rows.map((r) => {
    const basics = (r.data as { basics?: { title?: unknown } } | null)?.basics;
    return {
      id: r.id,
      title: typeof basics?.title === "string" ? basics.title.trim() : "",
      step: r.step,
      updatedAt: r.updatedAt,
    };
  });
}

/** Deletes one of the tropleader's own drafts; another's (or a missing one) is a 404. */
export async function deleteTripDraft(
  deps: Pick<AppDeps, "db">,
  actor: Pick<SessionUser, "id">,
  draftId: string,
): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(draftId)) throw new AppError("not_found", "trips:errors.draftNotFound");
  const deleted = await deps.db
    .delete(tripDrafts)
    .where(and(eq(tripDrafts.id, draftId), eq(tripDrafts.tropleaderId, actor.id)))
    .returning({ id: tripDrafts.id });
  if (deleted.length === 0) throw new AppError("not_found", "trips:errors.draftNotFound");
}
