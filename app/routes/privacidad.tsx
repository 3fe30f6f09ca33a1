import { getLegalPage } from "#server/services/site-content/get-legal-page";
import { LegalPage } from "../features/legal/legal-page.tsx";
import { PrivacyTable } from "../features/legal/privacy-table.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import type { Route } from "./+types/privacidad";

export async function loader({ context }: Route.LoaderArgs) {
  return getLegalPage(context.deps.db, context.locale, "privacy");
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, "legal");
  return pageMeta(t("privacy.meta.title"), t("privacy.meta.description"));
}

/** The retention table is generated from the jobs' constants and always shown (see LegalPage alwaysTable). */
export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage doc="privacy" {...loaderData} table={<PrivacyTable />} alwaysTable />;
}
