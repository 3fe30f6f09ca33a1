import {
  Award,
  BadgeCheck,
  Briefcase,
  CalendarDays,
  Clock,
  Languages,
  MapPin,
  MessageCircle,
  Route as RouteIcon,
  Star,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { resizedImageUrl } from "#core/constants/images";
import { languageName } from "#core/constants/languages";
import { LIMITS } from "#core/constants/limits";
import { toLocale } from "#core/constants/locales";
import { formatRating } from "#core/format/rating";
import { getCreatorProfile } from "#server/services/catalogue/get-creator-profile";
import { listWishlistedTripIds } from "#server/services/catalogue/list-wishlist";
import { ResponsiveImage } from "../components/responsive-image.tsx";
import { StartConversationForm } from "../components/start-conversation-form.tsx";
import { TripCard } from "../components/trip-card.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { Tabs } from "../components/ui/tabs.tsx";
import { ContentLanguageNote, useTextLang } from "../features/catalogue/content-language-note.tsx";
import { ImageGallery } from "../features/catalogue/image-gallery.tsx";
import { ReviewList } from "../features/catalogue/review-list.tsx";
import { absoluteUrl, jsonLd, seoLinks } from "../features/catalogue/seo.ts";
import { metaLocale, metaT, pageMeta } from "../i18n/page-meta.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { orNotFound } from "../lib/or-not-found.server.ts";
import { responseTimeText } from "../lib/response-time-text.ts";
import { revalidateUnlessOnly, useTabParam } from "../lib/use-tab-param.ts";
import type { Route } from "./+types/tropleader.$id";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = context.deps;
  const creator = await orNotFound(getCreatorProfile(db, params.id, new Date(), context.locale));
  const wishlisted = await listWishlistedTripIds(
    db,
    context.user?.id,
    creator.activeTrips.map((t) => t.id),
  );
  return {
    creator,
    wishlisted,
    signedIn: context.user !== null,
    isSelf: context.user?.id === creator.id,
    appUrl: config.appUrl,
  };
}

const CREATOR_TABS = ["sobre-mi", "viajes", "galeria", "resenas"] as const;

/** Switching tabs only changes ?tab=: the data is already on the page. */
export const shouldRevalidate = revalidateUnlessOnly(["tab"]);

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const t = metaT(matches, "catalogue");
  const { creator, appUrl } = data;
  const path = `/tropleader/${creator.id}`;
  const description =
    (creator.presentation ?? creator.bio)?.slice(0, 160) ||
    t("creator.metaDescriptionFallback", { name: creator.name });
  const image = creator.coverImageUrl ?? creator.avatarUrl;
  const tags = [
    ...pageMeta(creator.name, description),
    ...seoLinks(appUrl, path, metaLocale(matches)),
    { property: "og:type", content: "profile" },
  ];
  if (image) tags.push({ property: "og:image", content: absoluteUrl(appUrl, resizedImageUrl(image, 1280)) });
  tags.push(
    jsonLd({
      "@context": "https://schema.org",
      "@type": "Person",
      name: creator.name,
      url: absoluteUrl(appUrl, path),
      ...(creator.avatarUrl ? { image: absoluteUrl(appUrl, resizedImageUrl(creator.avatarUrl, 320)) } : {}),
      ...(creator.location ? { homeLocation: { "@type": "Place", name: creator.location } } : {}),
      knowsLanguage: creator.languages,
      jobTitle: "Tropleader",
    }),
  );
  return tags;
}

function Stat({
  icon,
  label,
  value,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  testId?: string;
}) {
  // A term and its value directly in the list's group (valid <dl>); the icon is decoration inside the term.
  return (
    <div className="relative min-h-9 min-w-0 pl-12">
      <dt className="text-xs text-gray-500">
        <span
          aria-hidden="true"
          className="absolute top-0 left-0 flex size-9 items-center justify-center rounded-full bg-brand-100 text-brand-800 [&_svg]:size-4"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-sm font-semibold text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export default function CreatorPage({ loaderData }: Route.ComponentProps) {
  const { creator, wishlisted, signedIn, isSelf } = loaderData;
  const { t, i18n } = useTranslation("catalogue");
  const locale = toLocale(i18n.language);
  // ?tab= : the tabs are links, so they work before the scripts load and without them.
  const tabs = useTabParam(CREATOR_TABS);
  const wished = new Set(wishlisted);
  const firstName = creator.name.split(" ")[0] ?? creator.name;

  const responseText = responseTimeText(t, creator.responseTime.medianSeconds);
  const years =
    creator.yearsOnPlatform > 0
      ? t("creator.yearsOnPlatform", { count: creator.yearsOnPlatform })
      : t("creator.newOnPlatform", { year: creator.joinedYear });
  const rating =
    creator.reviewsCount > 0 ? (
      <span className="inline-flex items-center gap-1">
        <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
        {formatRating(creator.rating, locale)}{" "}
        <span className="font-normal text-gray-500">({creator.reviewsCount})</span>
      </span>
    ) : (
      t("card.new")
    );

  const presentationLang = useTextLang(creator.profileText.presentation);
  const bioLang = useTextLang(creator.profileText.bio);
  const written = [
    creator.presentation ? creator.profileText.presentation : null,
    creator.bio ? creator.profileText.bio : null,
  ].filter((s) => s !== null);
  const aboutShown = {
    lang: written.find((s) => s.lang !== locale)?.lang ?? locale,
    machine: written.some((s) => s.machine),
  };
  const about = (
    <div className="space-y-8">
      <section>
        <h3 className="text-base font-semibold text-ink">{t("creator.bio")}</h3>
        {creator.presentation || creator.bio ? (
          <div className="mt-2 space-y-3 leading-relaxed text-gray-700">
            {/* Once for the section: the first text not in the page's language, or a machine draft (issue 34). */}
            <ContentLanguageNote shown={aboutShown} />
            {[
              { text: creator.presentation, lang: presentationLang },
              { text: creator.bio, lang: bioLang },
            ]
              .filter((p): p is { text: string; lang: string | undefined } => Boolean(p.text))
              .map((p) => (
                <p key={p.text.slice(0, 40)} className="whitespace-pre-line" lang={p.lang}>
                  {p.text}
                </p>
              ))}
          </div>
        ) : (
          <p className="mt-2 text-sm text-gray-600">{t("creator.noBio", { name: firstName })}</p>
        )}
      </section>
      <section>
        <h3 className="text-base font-semibold text-ink">{t("creator.specialties")}</h3>
        {creator.specialties.length ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {creator.specialties.map((s) => (
              <li key={s} className="rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800">
                {s}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-gray-600">{t("creator.noneListed")}</p>
        )}
      </section>
      <section>
        <h3 className="text-base font-semibold text-ink">{t("creator.certifications")}</h3>
        {creator.certifications.length ? (
          <ul className="mt-3 space-y-2">
            {creator.certifications.map((c, i) => (
              <li key={`${i}-${c.name}`} className="flex items-start gap-2 text-sm text-gray-700">
                <Award aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <span>
                  <span className="font-medium text-ink">{c.name}</span>
                  {c.issuer || c.year ? (
                    <span className="text-gray-600">
                      {" · "}
                      {[c.issuer, c.year].filter((part) => part !== null && part !== "").join(", ")}
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-gray-600">{t("creator.noneListed")}</p>
        )}
      </section>
    </div>
  );

  const trips = creator.activeTrips.length ? (
    <ul className="grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2">
      {creator.activeTrips.map((trip) => (
        <li key={trip.id}>
          <TripCard trip={trip} wishlisted={wished.has(trip.id)} signedIn={signedIn} />
        </li>
      ))}
    </ul>
  ) : (
    <p className="text-sm text-gray-600">{t("creator.noTrips", { name: firstName })}</p>
  );

  const gallery = creator.gallery.length ? (
    <ImageGallery
      images={creator.gallery}
      label={t("creator.galleryLabel", { name: creator.name })}
      altFor={(n) => `${t("creator.galleryLabel", { name: creator.name })} ${n}`}
      thumbnails={LIMITS.profileGalleryThumbnails}
    />
  ) : (
    <p className="text-sm text-gray-600">{t("creator.noGallery")}</p>
  );

  return (
    <div className="pb-20">
      <div className="relative h-44 overflow-hidden bg-gradient-to-br from-brand-300 via-brand-200 to-sky-100 sm:h-64 lg:h-80">
        {creator.coverImageUrl ? (
          <ResponsiveImage
            src={creator.coverImageUrl}
            alt={t("creator.cover", { name: creator.name })}
            width={1920}
            height={640}
            sizes="100vw"
            widths={[640, 960, 1280, 1600, 1920]}
            priority
            className="size-full object-cover"
          />
        ) : null}
        <div className="absolute inset-0 bg-gradient-to-t from-black/30 to-transparent" />
      </div>

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-5">
          {creator.avatarUrl ? (
            <ResponsiveImage
              src={creator.avatarUrl}
              alt=""
              width={128}
              height={128}
              sizes="128px"
              widths={[160, 320]}
              className="-mt-14 size-28 shrink-0 rounded-full border-4 border-white object-cover shadow-lg sm:-mt-16 sm:size-32"
            />
          ) : (
            <span className="-mt-14 flex size-28 shrink-0 items-center justify-center rounded-full border-4 border-white bg-brand text-4xl font-bold text-ink shadow-lg sm:-mt-16 sm:size-32">
              {creator.name.charAt(0)}
            </span>
          )}
          <div className="sm:pt-4">
            <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {creator.name}
              {creator.isIdentityVerified ? (
                <BadgeCheck aria-label={t("creator.verified")} className="size-6 text-sky-600" />
              ) : null}
            </h1>
            {creator.location ? (
              <p className="mt-1 flex items-center gap-1 text-gray-600">
                <MapPin aria-hidden="true" className="size-4" />
                {creator.location}
              </p>
            ) : null}
          </div>
        </div>

        <dl className="mt-6 grid grid-cols-2 gap-4 rounded-2xl border border-gray-200 p-4 sm:grid-cols-3 sm:p-5 lg:grid-cols-5">
          <Stat
            icon={<Briefcase />}
            label={t("creator.experience")}
            value={
              creator.experienceYears !== null
                ? t("creator.experienceYears", { count: creator.experienceYears })
                : t("creator.noneListed")
            }
          />
          <Stat
            icon={<CalendarDays />}
            label={t("creator.onPlatform")}
            value={years}
            testId="years-on-platform"
          />
          <Stat icon={<Star />} label={t("creator.rating")} value={rating} />
          <Stat
            icon={<RouteIcon />}
            label={t("creator.tripsCompleted")}
            value={creator.tripsCompleted}
            testId="trips-completed"
          />
          <Stat
            icon={<Clock />}
            label={t("creator.responseTime")}
            value={responseText}
            testId="response-time"
          />
        </dl>

        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_340px]">
          <Tabs
            panelHeadings
            className="min-w-0"
            label={t("creator.tabsLabel")}
            {...tabs}
            items={[
              { id: "sobre-mi", label: t("creator.tabAbout"), content: about },
              {
                id: "viajes",
                label: t("creator.tabTrips"),
                content: trips,
                count: creator.activeTrips.length,
              },
              { id: "galeria", label: t("creator.tabGallery"), content: gallery },
              {
                id: "resenas",
                label: t("creator.tabReviews"),
                content: (
                  <ReviewList reviews={creator.reviews} empty={t("creator.noReviews", { name: firstName })} />
                ),
                count: creator.reviewsCount,
              },
            ]}
          />

          <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
            <section className="rounded-2xl border border-gray-200 p-5">
              <h2 className="text-sm font-semibold tracking-wide text-gray-500 uppercase">
                {t("creator.quickInfo")}
              </h2>
              <dl className="mt-4 space-y-4">
                {creator.location ? (
                  <Stat icon={<MapPin />} label={t("creator.location")} value={creator.location} />
                ) : null}
                <Stat
                  icon={<Languages />}
                  label={t("creator.languages")}
                  value={
                    creator.languages.length
                      ? creator.languages.map((l) => languageName(l, locale)).join(", ")
                      : t("creator.noLanguages")
                  }
                  testId="creator-languages"
                />
              </dl>
            </section>
            {isSelf ? null : (
              <section className="rounded-2xl bg-ink p-5 text-white">
                <h2 className="text-lg font-semibold">{t("creator.contactTitle")}</h2>
                <p className="mt-1 text-sm text-white/80">{t("creator.contactBody", { name: firstName })}</p>
                {creator.responseTime.medianSeconds !== null ? (
                  <p className="mt-2 text-sm text-brand">
                    {t("creator.responseWithin", { time: responseText })}
                  </p>
                ) : null}
                {signedIn ? (
                  <StartConversationForm otherUserId={creator.id}>
                    <button
                      type="submit"
                      className={buttonClasses({ variant: "primary", fullWidth: true, className: "mt-4" })}
                      data-testid="creator-contact"
                    >
                      <MessageCircle aria-hidden="true" className="size-4" />
                      {t("creator.sendMessage")}
                    </button>
                  </StartConversationForm>
                ) : (
                  <Link
                    to={`/login?redirect=${encodeURIComponent(`/tropleader/${creator.id}`)}`}
                    className={buttonClasses({ variant: "primary", fullWidth: true, className: "mt-4" })}
                    data-testid="creator-contact"
                  >
                    <MessageCircle aria-hidden="true" className="size-4" />
                    {t("creator.sendMessage")}
                  </Link>
                )}
              </section>
            )}
          </aside>
        </div>
      </div>
    </div>
  );
}
