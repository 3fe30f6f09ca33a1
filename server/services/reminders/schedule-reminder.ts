import { and, eq, sql } from "drizzle-orm";
import { PLATFORM_TIME_ZONE } from "#core/rules/platform-calendar";
import {
  departureReminderSchema,
  REMINDER_HOUR,
  REMINDERS_PER_DEPARTURE_MAX,
} from "#core/schemas/departure-reminder";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { queryRows } from "../../db/query-rows.ts";
import { departureReminders } from "../../db/schema/trips.ts";
import { AppError } from "../../lib/app-error.ts";
import { consumeUserRateLimit } from "../limits/consume-user-rate-limit.ts";
import { loadDepartureByDate } from "../tropleader/load-departure-by-date.ts";

/**
 * Comunicación (issue 11): the trip's guide schedules a reminder `daysBefore` days before the departure at
 * 09:00 Madrid time, with an optional English text for travellers whose account is in English (issue 34).
 * Refused for a cancelled departure, for a moment already past, and beyond REMINDERS_PER_DEPARTURE_MAX
 * waiting reminders, and beyond the user's limit on reminder changes (USER_RATE_LIMITS.reminderChange, shared
 * with cancelling). The job runner sends it (send-due-reminders.ts).
 */
export async function scheduleReminder(
  deps: Pick<AppDeps, "db">,
  actor: Pick<SessionUser, "id" | "role"> | null,
  tripId: string,
  startDate: string,
  input: unknown,
  now: Date = new Date(),
): Promise<{ id: string; sendAt: string }> {
  if (actor) await consumeUserRateLimit(deps.db, actor.id, "reminderChange");
  const { departure } = await loadDepartureByDate(deps, actor, tripId, startDate);
  const parsed = departureReminderSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError("validation", parsed.error.issues[0]?.message ?? "workspace:reminders.errors.days");
  }
  if (departure.status === "cancelled")
    throw new AppError("conflict", "workspace:reminders.errors.cancelled");
  const { daysBefore, message, messageEn } = parsed.data;
  const [when] = await queryRows<{ send_at: string }>(
    deps.db,
    sql`select ((${departure.startDate}::date - ${daysBefore}::int)::timestamp
      + make_interval(hours => ${REMINDER_HOUR})) at time zone ${PLATFORM_TIME_ZONE} as send_at`,
  );
  const sendAt = new Date(when?.send_at as string);
  if (sendAt.getTime() <= now.getTime()) throw new AppError("validation", "workspace:reminders.errors.past");
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select id from trip_departures where id = ${departure.id}::uuid for update`);
    const waiting = await tx
      .select({ id: departureReminders.id })
      .from(departureReminders)
      .where(
        and(eq(departureReminders.departureId, departure.id), eq(departureReminders.status, "scheduled")),
      );
    if (waiting.length >= REMINDERS_PER_DEPARTURE_MAX) {
      throw new AppError("validation", "workspace:reminders.errors.tooMany", {
        max: REMINDERS_PER_DEPARTURE_MAX,
        count: REMINDERS_PER_DEPARTURE_MAX,
      });
    }
    const [row] = await tx
      .insert(departureReminders)
      .values({
        departureId: departure.id,
        createdBy: actor?.id ?? null,
        daysBefore,
        message,
        messageEn: messageEn ?? null,
        sendAt,
      })
      .returning({ id: departureReminders.id });
    return { id: (row as { id: string }).id, sendAt: sendAt.toISOString() };
  });
}
