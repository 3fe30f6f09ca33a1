import { sql } from "drizzle-orm";
import type { Locale } from "#core/constants/locales";
import type { AppDeps } from "../../app-deps.ts";
import { queryRows } from "../../db/query-rows.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import { tripTitleForReader } from "../catalogue/trip-title-for-reader.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { unsubscribePath } from "../privacy/unsubscribe-link.ts";
import {
  CHAT_JOBS,
  UNREAD_EMAIL_DELAY_MS,
  UNREAD_EMAIL_THROTTLE_MS,
  unreadEmailDedupeKey,
} from "./chat-jobs.ts";
import { unreadByMember } from "./chat-sql.ts";

type PendingRow = {
  user_id: string;
  name: string;
  email: string;
  locale: Locale;
  notifications_email: boolean;
  last_emailed_at: Date | string | null;
  unread: number;
  oldest: Date | string;
  preview: string;
  senders: string[];
  kind: "direct" | "group" | "support";
  trip_id: string | null;
  trip_title: string | null;
  owner_id: string | null;
};

/**
 * The delayed job queued by sendMessage: emails each member who still has unread messages in the
 * conversation, if their notifications_email setting allows it, at most once per conversation per
 * UNREAD_EMAIL_THROTTLE_MS. Messages read meanwhile send nothing. A member still inside the throttle window,
 * or whose unread messages are too recent, is looked at again later by a follow-up job.
 */
export async function sendUnreadMessageEmails(
  deps: Pick<AppDeps, "db" | "config">,
  payload: Record<string, unknown>,
  now: Date = new Date(),
): Promise<{ emailed: string[] }> {
  const conversationId = String(payload.conversationId ?? "");
  if (!/^[0-9a-f-]{36}$/i.test(conversationId)) return { emailed: [] };

  const pending = await queryRows<PendingRow>(
    deps.db,
    sql`
      select m.user_id, u.name, u.email, u.locale, u.notifications_email, m.last_emailed_at,
        count(*)::int as unread, min(x.created_at) as oldest,
        (array_agg(x.content order by x.created_at desc))[1] as preview,
        array_agg(distinct case when c.kind = 'support' and x.sender_id <> c.participant_1_id then ''
          else s.name end) as senders,
        c.kind, t.id as trip_id, t.title as trip_title, c.participant_1_id as owner_id
      from conversation_members m
      join conversations c on c.id = m.conversation_id
      left join trips t on t.id = c.trip_id
      join users u on u.id = m.user_id
      join messages x on x.conversation_id = c.id
      join users s on s.id = x.sender_id
      where m.conversation_id = ${conversationId} and m.left_at is null and ${unreadByMember}
        and x.created_at > coalesce(m.last_emailed_at, '-infinity'::timestamptz)
      group by m.user_id, u.name, u.email, u.locale, u.notifications_email, m.last_emailed_at, c.kind, t.id, t.title,
        c.participant_1_id`,
  );

  const emailed: string[] = [];
  let followUpAt: number | null = null;
  const later = (at: number) => {
    followUpAt = followUpAt === null ? at : Math.min(followUpAt, at);
  };

  for (const row of pending) {
    if (!row.notifications_email) continue;
    const dueAt = new Date(row.oldest).getTime() + UNREAD_EMAIL_DELAY_MS;
    if (dueAt > now.getTime()) {
      later(dueAt);
      continue;
    }
    const lastEmailed = row.last_emailed_at ? new Date(row.last_emailed_at).getTime() : null;
    if (lastEmailed !== null && now.getTime() - lastEmailed < UNREAD_EMAIL_THROTTLE_MS) {
      later(lastEmailed + UNREAD_EMAIL_THROTTLE_MS);
      continue;
    }
    const sent = await deps.db.transaction(async (tx) => {
      // The conditional update is the throttle itself: of two jobs racing, only one passes.
      const claimed = await queryRows<{ user_id: string }>(
        tx,
        sql`update conversation_members set last_emailed_at = ${now.toISOString()}::timestamptz
            where conversation_id = ${conversationId} and user_id = ${row.user_id}
              and (last_emailed_at is null
                or last_emailed_at < ${new Date(now.getTime() - UNREAD_EMAIL_THROTTLE_MS).toISOString()}::timestamptz)
            returning user_id`,
      );
      if (!claimed.length) return false;
      await enqueueEmail(tx, {
        to: row.email,
        toName: row.name,
        locale: row.locale,
        template: "unread_messages",
        appUrl: deps.config.appUrl,
        data: {
          recipientName: row.name,
          senderNames: row.senders,
          count: Number(row.unread),
          // The trip's title in the recipient's language when it has a visible version in it (issue 34).
          tripTitle:
            row.trip_id && row.trip_title
              ? await tripTitleForReader(tx, { id: row.trip_id, title: row.trip_title }, row.locale)
              : row.trip_title,
          isGroup: row.kind === "group",
          preview: row.preview,
          // Support: the admins answer from the panel's inbox; the user sees "Equipo Tropa" ('' as the name).
          url:
            row.kind === "support" && row.user_id !== row.owner_id
              ? `/admin/soporte?c=${conversationId}`
              : `/mensajes?c=${conversationId}`,
          unsubscribeUrl: unsubscribePath(deps.config.sessionSecret, row.user_id, "mensajes"),
        },
      });
      return true;
    });
    if (sent) emailed.push(row.user_id);
  }

  if (followUpAt !== null) {
    await enqueueJob(
      deps.db,
      CHAT_JOBS.unreadEmail,
      { conversationId },
      { runAt: new Date(followUpAt), dedupeKey: unreadEmailDedupeKey(conversationId) },
    );
  }
  return { emailed };
}
