import { pickTexts } from "#core/schemas/site-texts";
import { getPlatformStats } from "#server/services/site-content/get-platform-stats";
import { getSiteContent } from "#server/services/site-content/get-site-content";
import { AboutPage } from "../features/about/about-page.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import type { Route } from "./+types/sobre-nosotros";

export async function loader({ context }: Route.LoaderArgs) {
  const [stats, content] = await Promise.all([
    getPlatformStats(context.deps.db),
    getSiteContent(context.deps.db),
  ]);
  return { stats, texts: pickTexts(content.texts, context.locale, ["about"]) };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, "about");
  return pageMeta(t("meta.title"), t("meta.description"));
}

export default function SobreNosotros({ loaderData }: Route.ComponentProps) {
  return <AboutPage {...loaderData} />;
}
