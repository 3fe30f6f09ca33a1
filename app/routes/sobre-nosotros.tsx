import { getPlatformStats } from "#server/services/site-content/get-platform-stats";
import { AboutPage } from "../features/about/about-page.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import type { Route } from "./+types/sobre-nosotros";

export async function loader({ context }: Route.LoaderArgs) {
  return { stats: await getPlatformStats(context.deps.db) };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, "about");
  return pageMeta(t("meta.title"), t("meta.description"));
}

export default function SobreNosotros({ loaderData }: Route.ComponentProps) {
  return <AboutPage stats={loaderData.stats} />;
}
