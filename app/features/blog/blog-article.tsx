import { ArrowLeft, ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
import { formatLongDate } from "#core/format/dates";
import { Badge } from "../../components/ui/badge.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { BlogCover } from "./blog-cover.tsx";
import { BLOG_POSTS, findBlogPost } from "./blog-posts.ts";

type ArticleSection = { heading?: string; paragraphs?: string[]; list?: string[] };

export function BlogArticle({ slug }: { slug: string }) {
  const { t } = useTranslation("blog");
  const locale = useLocale();
  const post = findBlogPost(slug);
  if (!post) return null;
  const sections = t(`posts.${slug}.sections`, { returnObjects: true }) as ArticleSection[];
  const others = BLOG_POSTS.filter((p) => p.slug !== slug);

  return (
    <article>
      <div className="mx-auto max-w-3xl px-4 pt-10 sm:px-6">
        <Link
          to="/blog"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-gray-600 hover:text-ink"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("backToBlog")}
        </Link>
        <header className="mt-8">
          <div className="flex flex-wrap items-center gap-3 text-sm text-gray-500">
            <Badge tone="brand">{t(`categories.${post.category}`)}</Badge>
            <time dateTime={post.date}>{formatLongDate(post.date, locale)}</time>
            <span aria-hidden="true">·</span>
            <span className="flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {t("readingTime", { minutes: post.readingMinutes })}
            </span>
          </div>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">
            {t(`posts.${slug}.title`)}
          </h1>
          <p className="mt-5 text-xl leading-relaxed text-gray-600">{t(`posts.${slug}.excerpt`)}</p>
          <p className="mt-4 text-sm font-medium text-gray-500">{t("by")}</p>
        </header>
      </div>
      <div className="mx-auto mt-10 max-w-4xl px-4 sm:px-6">
        <BlogCover post={post} className="aspect-[21/9] rounded-3xl" />
      </div>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <div className="flex flex-col gap-8 text-lg leading-relaxed text-gray-700">
          {sections.map((section, i) => (
            <section key={section.heading ?? i} className="flex flex-col gap-4">
              {section.heading ? (
                <h2 className="text-2xl font-bold tracking-tight text-ink">{section.heading}</h2>
              ) : null}
              {section.paragraphs?.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {section.list ? (
                <ul className="flex flex-col gap-2.5">
                  {section.list.map((item) => (
                    <li key={item} className="flex gap-3">
                      <span aria-hidden="true" className="mt-3 size-1.5 shrink-0 rounded-full bg-brand-600" />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
        <div className="mt-12 flex flex-col items-start justify-between gap-4 rounded-3xl bg-brand-50 p-8 ring-1 ring-brand-200 sm:flex-row sm:items-center">
          <p className="text-lg font-semibold text-ink">{t("ctaTitle")}</p>
          <Link to={t(`posts.${slug}.cta.to`)} className={buttonClasses({ variant: "dark" })}>
            {t(`posts.${slug}.cta.label`)}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
      <aside aria-labelledby="more-articles" className="border-t border-gray-200 bg-gray-50 py-14">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <h2 id="more-articles" className="text-2xl font-bold tracking-tight text-ink">
            {t("moreArticles")}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {others.map((p) => (
              <li key={p.slug}>
                <Link
                  to={`/blog/${p.slug}`}
                  className="group flex items-center gap-4 rounded-2xl border border-gray-200 bg-white p-4 transition-shadow hover:shadow-md"
                >
                  <BlogCover post={p} compact className="size-20 shrink-0 rounded-xl" />
                  <span className="font-semibold text-ink group-hover:underline">
                    {t(`posts.${p.slug}.title`)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </aside>
    </article>
  );
}
