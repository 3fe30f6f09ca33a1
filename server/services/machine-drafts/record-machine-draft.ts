import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { translationMachineDrafts } from "../../db/schema/trips.ts";
import { type MachineDraftSection, machineDraftDigest } from "./machine-draft-digest.ts";
import type { MachineDraftOwner } from "./machine-draft-owner.ts";

/**
 * Remembers what the provider drafted for one section (issue 34): its digest replaces the owner's previous one
 * for that language and section (only the latest draft counts). A draft that does not pass the section's
 * schema is not recorded: it cannot be saved unchanged.
 */
export async function recordMachineDraft(
  db: DbOrTx,
  owner: MachineDraftOwner,
  locale: string,
  section: MachineDraftSection,
  draft: unknown,
): Promise<void> {
  const digest = machineDraftDigest(section, draft);
  if (!digest) return;
  await db
    .insert(translationMachineDrafts)
    .values({ ownerKind: owner.kind, ownerId: owner.id, locale, section, digest })
    .onConflictDoUpdate({
      target: [
        translationMachineDrafts.ownerKind,
        translationMachineDrafts.ownerId,
        translationMachineDrafts.locale,
        translationMachineDrafts.section,
      ],
      set: { digest, createdAt: sql`now()` },
    });
}
