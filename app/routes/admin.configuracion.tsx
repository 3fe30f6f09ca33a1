import { data } from "react-router";
import { settingsToForm } from "#core/schemas/admin-settings";
import { requireUser } from "#server/auth/guards";
import { assertAdmin } from "#server/services/admin/assert-admin";
import { getAdminSettings } from "#server/services/settings/get-admin-settings";
import { updateAdminSettings } from "#server/services/settings/update-admin-settings";
import { type SettingsActionResult, SettingsForm } from "../features/admin/settings-form.tsx";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionFailure } from "../lib/action-failure.server.ts";
import type { Route } from "./+types/admin.configuracion";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  if (user.role !== "admin") return null;
  return { settings: settingsToForm(await getAdminSettings(context.deps.db)) };
}

/** Saves the settings (the service checks the admin role and the schema; bad input changes nothing). */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = Object.fromEntries(await request.formData());
  try {
    assertAdmin(user);
    const { settings } = await updateAdminSettings(context.deps, user, form);
    return data<SettingsActionResult>({ ok: true, settings: settingsToForm(settings) });
  } catch (e) {
    return actionFailure(e);
  }
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  if (!loaderData) return null;
  return (
    <section aria-labelledby="settings-title" className="max-w-3xl">
      <h2 id="settings-title" className="text-lg font-semibold">
        {t("settings.title")}
      </h2>
      <p className="mt-1 mb-5 text-sm text-gray-600">{t("settings.subtitle")}</p>
      <SettingsForm settings={loaderData.settings} />
    </section>
  );
}
