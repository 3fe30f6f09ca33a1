import { pickTexts } from "#core/schemas/site-texts";
import { getCommissionRate } from "#server/services/settings/get-commission-rate";
import { getSiteContent } from "#server/services/site-content/get-site-content";
import { HelpCentre } from "../features/help/help-centre.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import type { Route } from "./+types/ayuda";

export async function loader({ context }: Route.LoaderArgs) {
  const [content, commissionRate] = await Promise.all([
    getSiteContent(context.deps.db),
    getCommissionRate(context.deps.db),
  ]);
  return {
    contact: content.contact,
    support: content.support,
    commissionRate,
    texts: pickTexts(content.texts, context.locale, ["help"]),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, "help");
  return pageMeta(t("meta.title"), t("meta.description"));
}

export default function Ayuda({ loaderData }: Route.ComponentProps) {
  return <HelpCentre {...loaderData} />;
}
