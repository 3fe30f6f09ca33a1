import { eq } from "drizzle-orm";
import { DEFAULT_COMMISSION_RATE } from "#core/constants/limits";
import type { DbOrTx } from "../../db/client.ts";
import { adminSettings } from "../../db/schema/platform.ts";

/** The admin setting commission_rate (a fraction, doc 2 §3), or the default 10% when unset or invalid. */
export async function getCommissionRate(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: adminSettings.value })
    .from(adminSettings)
    .where(eq(adminSettings.key, "commission_rate"));
  const raw = row?.value;
  const rate = typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw) : Number.NaN;
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : DEFAULT_COMMISSION_RATE;
}
