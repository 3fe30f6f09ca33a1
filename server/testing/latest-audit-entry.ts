import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { auditLog } from "../db/schema/platform.ts";

/** The newest audit entry (of `action`, when given), to assert on what a service has just recorded. */
export async function latestAuditEntry(db: DbOrTx, action?: string) {
  const [entry] = await db
    .select()
    .from(auditLog)
    .where(action ? eq(auditLog.action, action) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}
