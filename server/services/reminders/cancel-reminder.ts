import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { departureReminders } from "../../db/schema/trips.ts";
import { AppError } from "../../lib/app-error.ts";
import { consumeUserRateLimit } from "../limits/consume-user-rate-limit.ts";
import { loadDepartureByDate } from "../tropleader/load-departure-by-date.ts";

/**
 * The guide cancels a reminder that has not gone out yet (one already sent cannot be taken back). Counted with
 * scheduling against the user's limit on reminder changes (USER_RATE_LIMITS.reminderChange).
 */
export async function cancelReminder(
  deps: Pick<AppDeps, "db">,
  actor: Pick<SessionUser, "id" | "role"> | null,
  tripId: string,
  startDate: string,
  reminderId: string,
): Promise<void> {
  if (actor) await consumeUserRateLimit(deps.db, actor.id, "reminderChange");
  const { departure } = await loadDepartureByDate(deps, actor, tripId, startDate);
  if (!/^[0-9a-f-]{36}$/i.test(reminderId))
    throw new AppError("not_found", "workspace:reminders.errors.notFound");
  const [row] = await deps.db
    .update(departureReminders)
    .set({ status: "cancelled" })
    .where(
      and(
        eq(departureReminders.id, reminderId),
        eq(departureReminders.departureId, departure.id),
        eq(departureReminders.status, "scheduled"),
      ),
    )
    .returning({ id: departureReminders.id });
  if (!row) throw new AppError("conflict", "workspace:reminders.errors.alreadySent");
}
