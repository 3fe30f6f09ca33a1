import { BlogArticle } from "../features/blog/blog-article.tsx";
import { findBlogPost } from "../features/blog/blog-posts.ts";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import type { Route } from "./+types/blog.$slug";

export function loader({ params }: Route.LoaderArgs) {
  if (!findBlogPost(params.slug)) throw new Response("Not Found", { status: 404 });
  return { slug: params.slug };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const t = metaT(matches, "blog");
  return pageMeta(t(`posts.${loaderData.slug}.title`), t(`posts.${loaderData.slug}.excerpt`));
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogArticle slug={loaderData.slug} />;
}
