import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
import { formatLongDate } from "#core/format/dates";
import { PageHero } from "../../components/layout/page-hero.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { BlogCover } from "./blog-cover.tsx";
import { BLOG_POSTS } from "./blog-posts.ts";

export function BlogIndex() {
  const { t } = useTranslation("blog");
  const locale = useLocale();
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} body={t("hero.body")} />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {BLOG_POSTS.map((post) => (
            <li key={post.slug}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white transition-shadow hover:shadow-lg">
                <BlogCover post={post} className="aspect-[16/9]" />
                <div className="flex flex-1 flex-col p-6">
                  <div className="flex items-center gap-3 text-xs text-gray-500">
                    <Badge tone="brand">{t(`categories.${post.category}`)}</Badge>
                    <time dateTime={post.date}>{formatLongDate(post.date, locale)}</time>
                  </div>
                  <h2 className="mt-4 text-xl font-bold tracking-tight text-ink">
                    <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0">
                      {t(`posts.${post.slug}.title`)}
                    </Link>
                  </h2>
                  <p className="mt-2 flex-1 text-sm leading-relaxed text-gray-600">
                    {t(`posts.${post.slug}.excerpt`)}
                  </p>
                  <div className="mt-6 flex items-center justify-between text-sm">
                    <span className="flex items-center gap-1.5 text-gray-500">
                      <Clock aria-hidden="true" className="size-4" />
                      {t("readingTime", { minutes: post.readingMinutes })}
                    </span>
                    <span aria-hidden="true" className="flex items-center gap-1 font-semibold text-ink">
                      {t("readArticle")}
                      <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
                    </span>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
