import { BlogIndex } from "../features/blog/blog-index.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import type { Route } from "./+types/blog._index";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, "blog");
  return pageMeta(t("meta.title"), t("meta.description"));
}

export default function Blog() {
  return <BlogIndex />;
}
