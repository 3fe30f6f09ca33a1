import { useRouteLoaderData } from "react-router";
import { ADMIN_SETTINGS_DEFAULTS } from "#core/constants/admin-settings-defaults";
import { SITE_CONTENT_DEFAULTS } from "#core/constants/site-content-defaults";
import type { loader } from "../root.tsx";

/**
 * The root loader's data (locale, signed-in user, contact details) from any component. When the root loader
 * itself failed (error page), it still answers with safe defaults.
 */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root");
  return {
    locale: data?.locale ?? "es",
    user: data?.user ?? null,
    contact: data?.contact ?? SITE_CONTENT_DEFAULTS.contact,
    siteName: data?.siteName ?? ADMIN_SETTINGS_DEFAULTS.site_name,
    logo: data?.logo ?? null,
    siteTexts: data?.siteTexts ?? {},
    social: data?.social ?? SITE_CONTENT_DEFAULTS.social,
  };
}
