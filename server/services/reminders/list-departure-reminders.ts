import { asc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { departureReminders } from "../../db/schema/trips.ts";

/** A departure's reminders, soonest first (the caller has checked the departure is the actor's). */
export async function listDepartureReminders(deps: Pick<AppDeps, "db">, departureId: string) {
  const rows = await deps.db
    .select({
      id: departureReminders.id,
      daysBefore: departureReminders.daysBefore,
      message: departureReminders.message,
      messageEn: departureReminders.messageEn,
      sendAt: departureReminders.sendAt,
      status: departureReminders.status,
      sentAt: departureReminders.sentAt,
    })
    .from(departureReminders)
    .where(eq(departureReminders.departureId, departureId))
    .orderBy(asc(departureReminders.sendAt), asc(departureReminders.createdAt));
  return rows.map((r) => ({
    ...r,
    sendAt: r.sendAt.toISOString(),
    sentAt: r.sentAt ? r.sentAt.toISOString() : null,
  }));
}
