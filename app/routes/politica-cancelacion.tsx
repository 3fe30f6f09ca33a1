import { policyFigures } from "#core/rules/policy-figures";
import { getLegalPage } from "#server/services/site-content/get-legal-page";
import { LegalPage } from "../features/legal/legal-page.tsx";
import { RefundTable } from "../features/legal/refund-table.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import type { Route } from "./+types/politica-cancelacion";

export async function loader({ context }: Route.LoaderArgs) {
  return getLegalPage(context.deps.db, context.locale, "cancellation");
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, "legal");
  return pageMeta(t("cancellation.meta.title"), t("cancellation.meta.description", policyFigures()));
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage doc="cancellation" {...loaderData} table={<RefundTable />} />;
}
