import { ArrowRight, MessagesSquare, ShieldCheck, Undo2, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CATEGORIES } from "#core/constants/catalogue";
import { imageSrcSet, resizedImageUrl } from "#core/constants/images";
import { LIMITS } from "#core/constants/limits";
import { HERO_IMAGE_ASPECT, objectPosition } from "#core/constants/site-images";
import { platformMonths } from "#core/rules/platform-calendar";
import { pickTexts } from "#core/schemas/site-texts";
import { readForVisitor } from "#server/lib/visitor-data-cache";
import { getFeaturedTrips } from "#server/services/catalogue/get-featured-trips";
import { listWishlistedTripIds } from "#server/services/catalogue/list-wishlist";
import { getPublicSiteContent } from "#server/services/site-content/get-public-site-content";
import { TripCard } from "../components/trip-card.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { SearchFilters } from "../features/catalogue/search-filters.tsx";
import { seoLinks } from "../features/catalogue/seo.ts";
import { HERO_SIZES, HERO_WIDTHS } from "../features/home/hero-image.ts";
import { metaLocale, metaT, pageMeta } from "../i18n/page-meta.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { useSiteText } from "../lib/use-site-text.ts";
import type { Route } from "./+types/_index";

const FEATURED_COUNT = 3;

/** An outlined button for dark backgrounds (the shared variants are drawn for white ones). */
const ON_DARK_OUTLINE =
  "inline-flex h-12 items-center justify-center gap-2 rounded-full border border-white/60 bg-white/10 px-7 text-base font-semibold whitespace-nowrap text-white backdrop-blur transition-colors hover:border-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

export async function loader({ context }: Route.LoaderArgs) {
  const featured = await readForVisitor(
    context.deps.visitorCache,
    context.user !== null,
    `home:featured:${context.locale}`,
    () => getFeaturedTrips(context.deps.db, { limit: FEATURED_COUNT, locale: context.locale }),
  );
  const content = await getPublicSiteContent(context.deps.db);
  const wishlisted = await listWishlistedTripIds(
    context.deps.db,
    context.user?.id,
    featured.map((t) => t.id),
  );
  return {
    featured,
    wishlisted,
    signedIn: context.user !== null,
    months: platformMonths(LIMITS.departureMonthChoices),
    appUrl: context.deps.config.appUrl,
    /** The features' and closing call's texts published in Contenido (the hero's come with the root's). */
    texts: pickTexts(content.texts, context.locale, ["features", "cta"]),
    /** The hero image published in Contenido, with its text in this language (none: the brand-colour hero). */
    hero: content.images.hero
      ? {
          url: content.images.hero.url,
          position: objectPosition(content.images.hero),
          alt: content.images.hero.alt[context.locale],
        }
      : null,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const t = metaT(matches, "home");
  const tags = pageMeta(t("metaTitle"), t("metaDescription"));
  if (!data) return tags;
  const image = data.hero ? resizedImageUrl(data.hero.url, 1280) : null;
  return [
    ...tags,
    ...seoLinks(data.appUrl, "/", metaLocale(matches)),
    { property: "og:type", content: "website" },
    ...(image
      ? [{ property: "og:image", content: image.startsWith("/") ? `${data.appUrl}${image}` : image }]
      : []),
  ];
}

function Feature({ icon, title, body }: { icon: ReactNode; title: string; body: string }) {
  return (
    <li className="rounded-2xl border border-gray-200 bg-white p-6 shadow-[0_1px_2px_rgba(16,24,40,0.04)]">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand text-ink [&_svg]:size-6">
        {icon}
      </span>
      <h3 className="mt-5 text-lg font-semibold text-ink">{title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-gray-600">{body}</p>
    </li>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, wishlisted, signedIn, months, texts, hero } = loaderData;
  const { t } = useTranslation("home");
  const site = useSiteText("home", texts);
  const { t: tc } = useTranslation("catalogue");
  const wished = new Set(wishlisted);

  return (
    <>
      <section className="relative isolate flex min-h-[640px] items-center overflow-hidden bg-ink pt-24 pb-16 sm:min-h-[720px]">
        {hero ? (
          <>
            <img
              src={resizedImageUrl(hero.url, 960)}
              srcSet={imageSrcSet(hero.url, HERO_WIDTHS)}
              sizes={HERO_SIZES}
              alt={hero.alt}
              width={HERO_IMAGE_ASPECT.width}
              height={HERO_IMAGE_ASPECT.height}
              fetchPriority="high"
              className="absolute inset-0 -z-20 size-full object-cover"
              style={{ objectPosition: hero.position }}
              data-testid="home-hero-image"
            />
            <div
              aria-hidden="true"
              className="absolute inset-0 -z-10 bg-gradient-to-b from-black/55 via-black/25 to-black/60"
            />
          </>
        ) : (
          // No image published (a fresh install): the brand's colours, no photo.
          <div aria-hidden="true" className="absolute inset-0 -z-10" data-testid="home-hero-brand">
            <div className="absolute -top-32 -right-24 size-[28rem] rounded-full bg-brand/30 blur-3xl" />
            <div className="absolute -bottom-40 -left-32 size-[32rem] rounded-full bg-brand/20 blur-3xl" />
          </div>
        )}
        <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="max-w-3xl">
            <p className="text-sm font-semibold tracking-widest text-brand uppercase">
              {site("heroEyebrow")}
            </p>
            <h1 className="mt-3 text-4xl leading-[1.1] font-bold tracking-tight text-balance text-white sm:text-6xl">
              {site("heroTitle")}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-white/90 sm:text-xl">{site("heroSubtitle")}</p>
          </div>
          <div className="mt-10">
            <SearchFilters initial={{}} months={months} variant="hero" />
          </div>
          <div className="mt-6">
            <Link to="/viajes" className={ON_DARK_OUTLINE}>
              {t("exploreAll")}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="categories-title" className="border-b border-gray-100 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
          <h2 id="categories-title" className="text-sm font-semibold tracking-wide text-gray-500 uppercase">
            {t("categoriesTitle")}
          </h2>
          <ul className="mt-4 flex gap-2 overflow-x-auto pb-1 [scrollbar-width:none]">
            {CATEGORIES.map((c) => (
              <li key={c.slug} className="shrink-0">
                <Link
                  to={`/viajes?category=${c.slug}`}
                  className="inline-flex rounded-full border border-gray-200 px-4 py-2 text-sm font-medium text-ink transition-colors hover:border-ink hover:bg-brand-50"
                >
                  {tc(`categories.${c.slug}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="features-title" className="bg-brand-50/60">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <div className="max-w-2xl">
            <h2 id="features-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {site("featuresTitle")}
            </h2>
            <p className="mt-3 text-lg text-gray-600">{site("featuresSubtitle")}</p>
          </div>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            <Feature
              icon={<Users />}
              title={site("features.whosGoing.title")}
              body={site("features.whosGoing.body")}
            />
            <Feature
              icon={<MessagesSquare />}
              title={site("features.groupChat.title")}
              body={site("features.groupChat.body")}
            />
            <Feature
              icon={<Undo2 />}
              title={site("features.refunds.title")}
              body={site("features.refunds.body")}
            />
            <Feature
              icon={<ShieldCheck />}
              title={site("features.verified.title")}
              body={site("features.verified.body")}
            />
          </ul>
        </div>
      </section>

      <section aria-labelledby="featured-title" className="below-fold">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="max-w-2xl">
              <h2 id="featured-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
                {t("featuredTitle")}
              </h2>
              <p className="mt-3 text-lg text-gray-600">{t("featuredSubtitle")}</p>
            </div>
            <Link
              to="/viajes"
              className="inline-flex items-center gap-1 font-semibold text-ink hover:underline"
            >
              {t("exploreAll")}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          {featured.length ? (
            <ul
              className="mt-10 grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3"
              data-testid="featured-trips"
            >
              {featured.map((trip) => (
                <li key={trip.id}>
                  <TripCard trip={trip} wishlisted={wished.has(trip.id)} signedIn={signedIn} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-10 text-gray-600">{t("featuredEmpty")}</p>
          )}
        </div>
      </section>

      <section aria-labelledby="cta-title" className="below-fold px-4 pb-20 sm:px-6 lg:px-8">
        <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-ink px-6 py-16 text-center sm:px-12">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 size-72 rounded-full bg-brand/25 blur-3xl"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-24 -left-24 size-72 rounded-full bg-brand/15 blur-3xl"
          />
          <h2 id="cta-title" className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {site("ctaTitle")}
          </h2>
          <p className="relative mx-auto mt-4 max-w-xl text-lg text-white/80">{site("ctaBody")}</p>
          <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/register" className={buttonClasses({ variant: "primary", size: "lg" })}>
              {site("ctaRegister")}
            </Link>
            <Link to="/sobre-nosotros" className={ON_DARK_OUTLINE}>
              {site("ctaAbout")}
            </Link>
          </div>
          <p className="relative mt-8 text-sm">
            <Link to="/register?role=tropleader" className="text-brand underline-offset-4 hover:underline">
              {site("ctaCreator")}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
