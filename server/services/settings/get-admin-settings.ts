import { ADMIN_SETTINGS_DEFAULTS, type AdminSettings } from "#core/constants/admin-settings-defaults";
import { ADMIN_SETTING_KEYS, adminSettingValueSchemas } from "#core/schemas/admin-settings";
import type { DbOrTx } from "../../db/client.ts";
import { adminSettings } from "../../db/schema/platform.ts";

/**
 * The platform rules as they stand (doc 2 §3): each stored value that passes its schema wins; a missing or
 * malformed one falls back to its default, so a bad row never stops bookings or sign-ups. The one source
 * for every place a setting applies (commission, approvals, contact details, currency).
 */
export async function getAdminSettings(db: DbOrTx): Promise<AdminSettings> {
  const rows = await db.select({ key: adminSettings.key, value: adminSettings.value }).from(adminSettings);
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const result: AdminSettings = { ...ADMIN_SETTINGS_DEFAULTS };
  for (const key of ADMIN_SETTING_KEYS) {
    const parsed = adminSettingValueSchemas[key].safeParse(stored.get(key));
    if (parsed.success) (result as Record<string, unknown>)[key] = parsed.data;
  }
  return result;
}
