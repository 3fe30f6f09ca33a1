import { sql } from "drizzle-orm";
import { toLocale } from "#core/constants/locales";
import { inactiveDeletionDate, RETENTION, retentionCutoffs } from "#core/rules/retention";
import type { AppDeps } from "../../app-deps.ts";
import { queryRows } from "../../db/query-rows.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";

/**
 * Retention (issue 15): accounts nobody has used for 3 years less 30 days get the warning email, once (the
 * claim and the email in one transaction; a sign-in clears the mark). Admin accounts are never deleted, so
 * never warned. Returns how many were warned.
 */
export async function warnInactiveAccounts(deps: Pick<AppDeps, "db" | "config">, now: Date): Promise<number> {
  const { warnInactiveBefore } = retentionCutoffs(now);
  return deps.db.transaction(async (tx) => {
    const warned = await queryRows<{
      id: string;
      name: string;
      email: string;
      locale: string;
      last: Date | string;
    }>(
      tx,
      sql`update users set inactivity_warned_at = ${now.toISOString()}::timestamptz
          where id in (select id from users
                       where deleted_at is null and inactivity_warned_at is null and role <> 'admin'
                         and last_active_at < ${warnInactiveBefore.toISOString()}::timestamptz
                       order by last_active_at limit 500 for update skip locked)
          returning id, name, email, locale, last_active_at as last`,
    );
    for (const user of warned) {
      await enqueueEmail(tx, {
        to: user.email,
        toName: user.name,
        locale: toLocale(user.locale),
        template: "inactivity_warning",
        data: {
          name: user.name,
          deletionDate: inactiveDeletionDate(new Date(user.last), now).toISOString(),
          years: RETENTION.inactiveAccountYears,
        },
        appUrl: deps.config.appUrl,
      });
    }
    return warned.length;
  });
}
