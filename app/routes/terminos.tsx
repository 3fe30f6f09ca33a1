import { getCommissionRate } from "#server/services/bookings/get-commission-rate";
import { getSiteContent } from "#server/services/site-content/get-site-content";
import { LegalPage } from "../features/legal/legal-page.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import type { Route } from "./+types/terminos";

export async function loader({ context }: Route.LoaderArgs) {
  const [content, commissionRate] = await Promise.all([
    getSiteContent(context.deps.db),
    getCommissionRate(context.deps.db),
  ]);
  return { contact: content.contact, lastUpdated: content.legal.lastUpdated, commissionRate };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, "legal");
  return pageMeta(t("terms.meta.title"), t("terms.meta.description"));
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      doc="terms"
      contact={loaderData.contact}
      lastUpdated={loaderData.lastUpdated}
      commissionRate={loaderData.commissionRate}
    />
  );
}
