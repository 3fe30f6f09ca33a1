import {
  ADMIN_SETTING_DESCRIPTIONS,
  type AdminSettingKey,
  type AdminSettings,
} from "#core/constants/admin-settings-defaults";
import { ADMIN_SETTING_KEYS, adminSettingsFormSchema, formToSettings } from "#core/schemas/admin-settings";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { adminSettings, auditLog } from "../../db/schema/platform.ts";
import { assertAdmin } from "../admin/assert-admin.ts";
import { parseInput } from "../auth/parse-input.ts";
import { forgetPublicSiteContent } from "../site-content/get-public-site-content.ts";
import { getAdminSettings } from "./get-admin-settings.ts";

/**
 * Saves the Configuración form (doc 2 §2, §3): only the settings that changed are written, each with who
 * changed it, and one audit entry holds their values before and after. Invalid input changes nothing.
 */
export async function updateAdminSettings(
  deps: Pick<AppDeps, "db">,
  actor: SessionUser | null,
  input: unknown,
): Promise<{ changed: AdminSettingKey[]; settings: AdminSettings }> {
  assertAdmin(actor);
  const next = formToSettings(parseInput(adminSettingsFormSchema, input));
  const result = await deps.db.transaction(async (tx) => {
    const current = await getAdminSettings(tx);
    const changed = ADMIN_SETTING_KEYS.filter((key) => current[key] !== next[key]);
    if (changed.length === 0) return { changed, settings: current };
    const now = new Date();
    for (const key of changed) {
      await tx
        .insert(adminSettings)
        .values({ key, value: next[key], description: ADMIN_SETTING_DESCRIPTIONS[key], updatedBy: actor.id })
        .onConflictDoUpdate({
          target: adminSettings.key,
          set: { value: next[key], updatedBy: actor.id, updatedAt: now },
        });
    }
    const pick = (s: AdminSettings) => Object.fromEntries(changed.map((k) => [k, s[k]]));
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: "settings.update",
      entityType: "settings",
      entityId: null,
      data: { before: pick(current), after: pick(next) },
    });
    return { changed, settings: next };
  });
  forgetPublicSiteContent(deps.db);
  return result;
}
