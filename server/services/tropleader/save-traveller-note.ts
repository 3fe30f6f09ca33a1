import { sql } from "drizzle-orm";
import { travellerNoteSchema } from "#core/schemas/traveller-note";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { queryRows } from "../../db/query-rows.ts";
import { bookingGuideNotes } from "../../db/schema/bookings.ts";
import { AppError } from "../../lib/app-error.ts";

/**
 * 'Editar info' (issue 11): the trip's guide (or an admin) writes a private note on one of the departure's
 * bookings. Another guide's booking is a 404; an empty note deletes it. Bad input changes nothing.
 */
export async function saveTravellerNote(
  deps: Pick<AppDeps, "db">,
  actor: Pick<SessionUser, "id" | "role"> | null,
  input: unknown,
): Promise<{ note: string }> {
  if (!actor) throw new AppError("unauthenticated", "auth:errors.signInRequired");
  const parsed = travellerNoteSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError("validation", parsed.error.issues[0]?.message ?? "workspace:errors.notFound");
  }
  const { bookingId, note } = parsed.data;
  const [owned] = await queryRows<{ id: string }>(
    deps.db,
    sql`select b.id from bookings b join trips t on t.id = b.trip_id
      where b.id = ${bookingId}::uuid and b.confirmed_at is not null
        and (t.tropleader_id = ${actor.id}::uuid or ${actor.role === "admin"})`,
  );
  if (!owned) throw new AppError("not_found", "workspace:errors.notFound");
  if (!note) {
    await deps.db.delete(bookingGuideNotes).where(sql`${bookingGuideNotes.bookingId} = ${bookingId}::uuid`);
    return { note: "" };
  }
  await deps.db
    .insert(bookingGuideNotes)
    .values({ bookingId, note, updatedBy: actor.id })
    .onConflictDoUpdate({
      target: bookingGuideNotes.bookingId,
      set: { note, updatedBy: actor.id, updatedAt: new Date() },
    });
  return { note };
}
