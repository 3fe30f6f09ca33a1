import { and, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { translationMachineDrafts } from "../../db/schema/trips.ts";
import { type MachineDraftSection, machineDraftDigest } from "./machine-draft-digest.ts";
import { MACHINE_DRAFT_TTL_DAYS, type MachineDraftOwner } from "./machine-draft-owner.ts";

/**
 * Whether a section is saved exactly as the machine last drafted it for this owner, language and section
 * (issue 34): the digest of `value` (read by the section's schema) equals the one recordMachineDraft stored,
 * not older than MACHINE_DRAFT_TTL_DAYS. The one rule behind the 'Traducción automática' label, for the edit
 * screen, the wizard and the profile alike; nothing the browser sends takes part in it.
 */
export async function isUnchangedMachineDraft(
  db: DbOrTx,
  owner: MachineDraftOwner,
  locale: string,
  section: MachineDraftSection,
  value: unknown,
): Promise<boolean> {
  const digest = machineDraftDigest(section, value);
  if (!digest) return false;
  const [row] = await db
    .select({ digest: translationMachineDrafts.digest })
    .from(translationMachineDrafts)
    .where(
      and(
        eq(translationMachineDrafts.ownerKind, owner.kind),
        eq(translationMachineDrafts.ownerId, owner.id),
        eq(translationMachineDrafts.locale, locale),
        eq(translationMachineDrafts.section, section),
        gt(translationMachineDrafts.createdAt, sql`now() - make_interval(days => ${MACHINE_DRAFT_TTL_DAYS})`),
      ),
    );
  return row?.digest === digest;
}
