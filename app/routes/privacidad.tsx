import { getSiteContent } from "#server/services/site-content/get-site-content";
import { LegalPage } from "../features/legal/legal-page.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import type { Route } from "./+types/privacidad";

export async function loader({ context }: Route.LoaderArgs) {
  const content = await getSiteContent(context.deps.db);
  return { contact: content.contact, lastUpdated: content.legal.lastUpdated };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, "legal");
  return pageMeta(t("privacy.meta.title"), t("privacy.meta.description"));
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage doc="privacy" contact={loaderData.contact} lastUpdated={loaderData.lastUpdated} />;
}
