import { getLegalPage } from "#server/services/site-content/get-legal-page";
import { LegalPage } from "../features/legal/legal-page.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import type { Route } from "./+types/terminos";

export async function loader({ context }: Route.LoaderArgs) {
  return getLegalPage(context.deps.db, context.locale, "terms");
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, "legal");
  return pageMeta(t("terms.meta.title"), t("terms.meta.description"));
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage doc="terms" {...loaderData} />;
}
