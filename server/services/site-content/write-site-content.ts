import type { Tx } from "../../db/client.ts";
import { auditLog, siteContent } from "../../db/schema/platform.ts";

/**
 * Publishes one block of the site content (the `texts` or `images` row) in the caller's transaction: the row is
 * written whole and the change audited as `content.update` with what the block was and is.
 */
export async function writeSiteContent(
  tx: Tx,
  change: {
    key: "texts" | "images";
    value: unknown;
    actorId: string;
    block: string;
    before: unknown;
    after: unknown;
  },
  now: Date,
): Promise<void> {
  const { key, value, actorId, block, before, after } = change;
  await tx
    .insert(siteContent)
    .values({ key, value, updatedBy: actorId })
    .onConflictDoUpdate({ target: siteContent.key, set: { value, updatedBy: actorId, updatedAt: now } });
  await tx.insert(auditLog).values({
    actorId,
    action: "content.update",
    entityType: "content",
    entityId: block,
    data: { before, after },
  });
}
