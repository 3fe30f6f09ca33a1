import { eq } from "drizzle-orm";
import { ADMIN_SETTINGS_DEFAULTS } from "#core/constants/admin-settings-defaults";
import { adminSettingValueSchemas } from "#core/schemas/admin-settings";
import type { DbOrTx } from "../../db/client.ts";
import { adminSettings } from "../../db/schema/platform.ts";

/**
 * The admin setting commission_rate (a fraction, doc 2 §3) on its own, for the booking confirmation's
 * transaction and the legal page: one row read, checked by the same schema as getAdminSettings, so a missing or
 * malformed value falls back to the same default there and here.
 */
export async function getCommissionRate(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: adminSettings.value })
    .from(adminSettings)
    .where(eq(adminSettings.key, "commission_rate"));
  const parsed = adminSettingValueSchemas.commission_rate.safeParse(row?.value);
  return parsed.success ? parsed.data : ADMIN_SETTINGS_DEFAULTS.commission_rate;
}
