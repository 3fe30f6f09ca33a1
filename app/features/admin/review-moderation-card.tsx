import { EyeOff, Star } from "lucide-react";
import type { FormEvent } from "react";
import type { FetcherWithComponents } from "react-router";
import { toLocale } from "#core/constants/locales";
import { formatLongDate } from "#core/format/dates";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useConfirm } from "../../components/ui/confirm-dialog.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

export type ReviewModerationResult =
  | { ok: true; intent: string }
  | { ok: false; intent: string; error: string };
export type ReviewFetcher = FetcherWithComponents<ReviewModerationResult>;

export type ModeratedReview = {
  id: string;
  rating: number;
  title: string;
  comment: string;
  photos: string[];
  isFeatured: boolean;
  hiddenAt: Date | string | null;
  createdAt: Date | string;
  authorName: string;
  tripTitle: string;
  tripSlug: string;
};

/**
 * One review in Reseñas (issue 35): who, which trip, the text and its photos, with the team's actions. Hiding
 * asks first; every button is a form posted by the list's fetcher (a plain post before the scripts load).
 */
export function ReviewModerationCard({
  review,
  fetcher,
}: {
  review: ModeratedReview;
  fetcher: ReviewFetcher;
}) {
  const { t, i18n } = useTranslation("admin");
  const confirm = useConfirm();
  const locale = toLocale(i18n.language);
  const busy = fetcher.state !== "idle";
  const hidden = review.hiddenAt !== null;

  function askFirst(title: string, message: string, label: string) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (await confirm({ title, message, confirmLabel: label, tone: "danger" })) {
        fetcher.submit(new FormData(form), { method: "post" });
      }
    };
  }

  return (
    <li className="flex flex-col gap-3 p-5" data-testid="admin-review">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-ink">{review.title}</p>
        <span className="inline-flex items-center gap-1 text-sm text-gray-700">
          <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
          <span className="sr-only">{t("reviews.ratingLabel", { rating: review.rating })}</span>
          <span aria-hidden="true">{review.rating}</span>
        </span>
        {review.isFeatured ? (
          <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900">
            {t("reviews.featured")}
          </span>
        ) : null}
        {hidden ? (
          <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-800">
            {t("reviews.hidden")}
          </span>
        ) : null}
      </div>
      <p className="text-sm text-gray-600">
        {t("reviews.by", { name: review.authorName, trip: review.tripTitle })} ·{" "}
        {formatLongDate(new Date(review.createdAt), locale)}
      </p>
      <p className="text-sm whitespace-pre-line text-gray-800">{review.comment}</p>
      {review.photos.length ? (
        <ul className="flex flex-wrap gap-3">
          {review.photos.map((photo, i) => (
            <li key={photo} className="flex flex-col items-start gap-1.5">
              <ResponsiveImage
                src={photo}
                alt={t("reviews.photoAlt", { n: i + 1, name: review.authorName })}
                width={160}
                height={160}
                sizes="96px"
                widths={[160, 320]}
                className="size-24 rounded-lg object-cover"
              />
              {hidden ? null : (
                <fetcher.Form
                  method="post"
                  onSubmit={askFirst(
                    t("reviews.hidePhotoTitle"),
                    t("reviews.hidePhotoConfirm"),
                    t("reviews.hidePhoto", { n: i + 1 }),
                  )}
                >
                  <input type="hidden" name="intent" value="review-hide-photo" />
                  <input type="hidden" name="reviewId" value={review.id} />
                  <input type="hidden" name="photo" value={photo} />
                  <Button type="submit" size="sm" variant="outline" disabled={busy}>
                    <EyeOff aria-hidden="true" className="size-4" />
                    {t("reviews.hidePhoto", { n: i + 1 })}
                  </Button>
                </fetcher.Form>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {hidden ? null : (
        <div className="flex flex-wrap gap-2">
          <fetcher.Form method="post">
            <input
              type="hidden"
              name="intent"
              value={review.isFeatured ? "review-unfeature" : "review-feature"}
            />
            <input type="hidden" name="reviewId" value={review.id} />
            <Button type="submit" size="sm" variant="dark" disabled={busy}>
              <Star aria-hidden="true" className="size-4" />
              {review.isFeatured ? t("reviews.unfeature") : t("reviews.feature")}
            </Button>
          </fetcher.Form>
          <fetcher.Form
            method="post"
            onSubmit={askFirst(t("reviews.hideTitle"), t("reviews.hideConfirm"), t("reviews.hide"))}
          >
            <input type="hidden" name="intent" value="review-hide" />
            <input type="hidden" name="reviewId" value={review.id} />
            <Button type="submit" size="sm" variant="outline" disabled={busy}>
              <EyeOff aria-hidden="true" className="size-4" />
              {t("reviews.hide")}
            </Button>
          </fetcher.Form>
        </div>
      )}
    </li>
  );
}
