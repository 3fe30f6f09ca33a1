import { and, eq, lte, sql } from "drizzle-orm";
import { type Locale, toLocale } from "#core/constants/locales";
import type { AppDeps } from "../../app-deps.ts";
import { queryRows } from "../../db/query-rows.ts";
import { departureReminders } from "../../db/schema/trips.ts";
import { tripTitleForReader } from "../catalogue/trip-title-for-reader.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { getOrCreateGroupConversation } from "../messaging/get-or-create-group-conversation.ts";
import { type GroupNotice, postGroupNotice, publishGroupNotice } from "../messaging/post-group-notice.ts";

type Due = {
  id: string;
  departure_id: string;
  message: string;
  message_en: string | null;
  departure_status: string;
  start_date: string;
  trip_id: string;
  trip_title: string;
  guide_id: string;
  guide_name: string;
};

/**
 * The job runner's reminder round (issue 11): every scheduled reminder whose time has come is claimed with a
 * conditional update (scheduled → sent) in the same transaction that posts it to the departure's group
 * conversation and queues one email per confirmed traveller (its text in their account's language, issue 34),
 * so it is sent once or, if anything fails, not at all and tried again next round. A reminder of a cancelled departure is skipped. `now` is injectable, and a
 * round can be limited to one departure (the end-to-end tests' clock, so journeys running together stay apart).
 */
export async function sendDueReminders(
  deps: Pick<AppDeps, "db" | "bus" | "logger" | "config">,
  now: Date = new Date(),
  options: { limit?: number; departureId?: string } = {},
): Promise<{ sent: number; skipped: number }> {
  const limit = options.limit ?? 50;
  const onlyDeparture = options.departureId ? sql`and r.departure_id = ${options.departureId}::uuid` : sql``;
  const due = await queryRows<Due>(
    deps.db,
    sql`select r.id, r.departure_id, r.message, r.message_en, d.status as departure_status, d.start_date::text as start_date,
      t.id as trip_id, t.title as trip_title, t.tropleader_id as guide_id, u.name as guide_name
    from departure_reminders r join trip_departures d on d.id = r.departure_id
    join trips t on t.id = d.trip_id join users u on u.id = t.tropleader_id
    where r.status = 'scheduled' and r.send_at <= ${now.toISOString()}::timestamptz ${onlyDeparture}
    order by r.send_at limit ${limit}`,
  );
  let sent = 0;
  let skipped = 0;
  for (const reminder of due) {
    if (reminder.departure_status === "cancelled") {
      await deps.db
        .update(departureReminders)
        .set({ status: "skipped" })
        .where(and(eq(departureReminders.id, reminder.id), eq(departureReminders.status, "scheduled")));
      skipped++;
      continue;
    }
    try {
      if (await sendOne(deps, reminder, now)) sent++;
    } catch (error) {
      deps.logger.error("reminder not sent; retried next round", { reminderId: reminder.id, error });
    }
  }
  return { sent, skipped };
}

async function sendOne(deps: Pick<AppDeps, "db" | "bus" | "logger" | "config">, r: Due, now: Date) {
  // The group exists once anyone opened it; otherwise the reminder opens it (with every confirmed traveller).
  await getOrCreateGroupConversation(deps, { id: r.guide_id }, r.departure_id);
  let notice: GroupNotice | null = null;
  const claimed = await deps.db.transaction(async (tx) => {
    const [claim] = await tx
      .update(departureReminders)
      .set({ status: "sent", sentAt: now })
      .where(
        and(
          eq(departureReminders.id, r.id),
          eq(departureReminders.status, "scheduled"),
          lte(departureReminders.sendAt, now),
        ),
      )
      .returning({ id: departureReminders.id });
    if (!claim) return false;
    notice = await postGroupNotice(tx, r.departure_id, r.guide_id, r.message, now);
    const travellers = await queryRows<{ email: string; name: string; locale: string }>(
      tx,
      sql`select distinct u.email, u.name, u.locale from bookings b join users u on u.id = b.user_id
        where b.departure_id = ${r.departure_id}::uuid and b.status = 'confirmed'`,
    );
    for (const traveller of travellers) {
      const locale = toLocale(traveller.locale);
      await enqueueEmail(tx, {
        to: traveller.email,
        toName: traveller.name,
        locale,
        template: "departure_reminder",
        data: {
          travellerName: traveller.name,
          tropleaderName: r.guide_name,
          // The trip's title in the traveller's language when it has a version in it (issue 34).
          tripTitle: await tripTitleForReader(tx, { id: r.trip_id, title: r.trip_title }, locale),
          startDate: r.start_date,
          // The guide's English text for a traveller reading in English, when written; else the Spanish one.
          message: reminderMessageFor(r, locale),
        },
        appUrl: deps.config.appUrl,
      });
    }
    return true;
  });
  if (claimed) await publishGroupNotice(deps, notice, r.guide_id);
  return claimed;
}

/** The reminder's text for a traveller reading in `locale`: the guide's English one if written, else Spanish. */
function reminderMessageFor(r: Pick<Due, "message" | "message_en">, locale: Locale): string {
  return locale === "en" && r.message_en?.trim() ? r.message_en : r.message;
}
