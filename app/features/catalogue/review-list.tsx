import { BadgeCheck, Star } from "lucide-react";
import { toLocale } from "#core/constants/locales";
import { formatLongDate } from "#core/format/dates";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import { VerifiedBadge } from "../../components/verified-badge.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { ReviewPhotos } from "./review-photos.tsx";

export type ReviewItem = {
  id: string;
  rating: number;
  title: string;
  comment: string;
  /** The language its author wrote in (issue 34): the text is marked with it, never translated. */
  locale?: string;
  createdAt: Date | string;
  userName: string;
  userAvatarUrl: string | null;
  userCountry: string | null;
  /** On the creator page: which trip the review is about, and the language of that title (issue 34). */
  tripTitle?: string;
  tripTitleLang?: string;
  /** The author verified their identity (issue 35). */
  userVerified?: boolean;
  /** On the trip page: the review's photos and whether the team featured it. */
  photos?: string[];
  isFeatured?: boolean;
};

/** Stands for the trip's title in the translated sentence, so the title alone can carry its own `lang`. */
const TITLE_MARK = "\u0000";

function TitleInSentence({ text, title, lang }: { text: string; title: string; lang?: string }) {
  const [before = "", after = ""] = text.split(TITLE_MARK);
  return (
    <>
      {before}
      <span lang={lang}>{title}</span>
      {after}
    </>
  );
}

export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={`inline-flex gap-0.5 ${className ?? ""}`} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={
            n <= Math.round(rating) ? "size-4 fill-amber-400 text-amber-400" : "size-4 text-gray-300"
          }
        />
      ))}
    </span>
  );
}

/** Reviews, newest first: who (first name and country), when, stars, title and comment. */
export function ReviewList({ reviews, empty }: { reviews: ReviewItem[]; empty: string }) {
  const { t, i18n } = useTranslation("catalogue");
  const locale = toLocale(i18n.language);
  if (reviews.length === 0) return <p className="text-sm text-gray-600">{empty}</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2" data-testid="review-list">
      {reviews.map((r) => (
        <li key={r.id} className="rounded-2xl border border-gray-200 p-5">
          <div className="flex items-center gap-3">
            {r.userAvatarUrl ? (
              <ResponsiveImage
                src={r.userAvatarUrl}
                alt=""
                width={40}
                height={40}
                sizes="40px"
                widths={[160]}
                className="size-10 rounded-full object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-brand-200 font-semibold text-ink"
              >
                {r.userName.charAt(0).toUpperCase()}
              </span>
            )}
            <div className="min-w-0">
              <p className="flex min-w-0 items-center gap-1 text-sm font-semibold text-ink">
                <span className="truncate">{r.userName.split(" ")[0]}</span>
                {r.userVerified ? <VerifiedBadge /> : null}
                {r.userCountry ? (
                  <span className="truncate font-normal text-gray-500">· {r.userCountry}</span>
                ) : null}
              </p>
              <p className="text-xs text-gray-500">{formatLongDate(new Date(r.createdAt), locale)}</p>
            </div>
          </div>
          <div className="mt-3 flex items-center gap-2">
            <Stars rating={r.rating} />
            <span className="sr-only">{t("card.ratingLabel", { rating: r.rating })}</span>
            <span className="inline-flex items-center gap-1 text-xs text-emerald-700">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              {t("trip.verifiedReview")}
            </span>
          </div>
          {r.isFeatured ? (
            <p className="mt-2 inline-flex rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900">
              {t("reviewPhotos.featured")}
            </p>
          ) : null}
          {r.tripTitle ? (
            <p className="mt-2 text-xs text-gray-500">
              <TitleInSentence
                text={t("creator.reviewOf", { trip: TITLE_MARK })}
                title={r.tripTitle}
                lang={r.tripTitleLang && r.tripTitleLang !== locale ? r.tripTitleLang : undefined}
              />
            </p>
          ) : null}
          <div lang={r.locale}>
            <p className="mt-2 font-semibold text-ink">{r.title}</p>
            <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-gray-700">{r.comment}</p>
          </div>
          {r.photos?.length ? (
            <ReviewPhotos photos={r.photos} name={r.userName.split(" ")[0] ?? r.userName} title={r.title} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
