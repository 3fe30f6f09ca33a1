import { useId } from "react";
import { Controller } from "react-hook-form";
import { Link, useFetcher } from "react-router";
import { LIMITS } from "#core/constants/limits";
import { REVIEW_DEFAULT_RATING, reviewSchema } from "#core/schemas/review";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { TextareaField } from "../../components/ui/textarea.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cn } from "../../lib/cn.ts";
import { useCheckedForm } from "../../lib/use-validated-form.ts";
import type { DashboardActionResult, TypedReview } from "./dashboard-types.ts";
import { ReviewPhotoFields } from "./review-photo-fields.tsx";
import { StarRatingInput } from "./star-rating.tsx";

/** Shared with the history item, which outlives the form (it shows the review once published). */
export const reviewFetcherKey = (bookingId: string) => `review-${bookingId}`;

const REQUIRED = "dashboard:review.errors.required";

/**
 * The review of a completed trip (doc 1 §5): rating 1-5 (5 by default), title (≤ 100) and comment (≤ 2000,
 * with a live counter). Any missing field shows the one completion message of the spec.
 */
export function ReviewForm({
  bookingId,
  tripTitle,
  onCancel,
  typed,
  serverError,
}: {
  bookingId: string;
  tripTitle: string;
  onCancel: () => void;
  /** What a form posted without JavaScript held, sent back by the server with its refusal. */
  typed?: TypedReview | null;
  /** That refusal's message key. */
  serverError?: string | null;
}) {
  const { t } = useTranslation("dashboard");
  const ratingLabel = useId();
  const fetcher = useFetcher<DashboardActionResult>({ key: reviewFetcherKey(bookingId) });
  const form = useCheckedForm(reviewSchema, {
    defaultValues: {
      bookingId,
      rating: typed?.rating || REVIEW_DEFAULT_RATING,
      title: typed?.title ?? "",
      comment: typed?.comment ?? "",
      photos: [],
    },
  });
  const { errors } = form.formState;
  const comment = form.watch("comment") ?? "";
  const photos = form.watch("photos") ?? [];

  const onSubmit = form.handleSubmit((values) => {
    fetcher.submit({ intent: "review", ...values }, { method: "post", encType: "application/json" });
  });

  // One message for any missing field (the spec's 'Por favor completa todos los campos'); limits apart.
  const messages = [errors.rating, errors.title, errors.comment].map((e) => e?.message).filter(Boolean);
  const summary = messages.includes(REQUIRED)
    ? t(REQUIRED)
    : serverError && !form.formState.isSubmitted
      ? t(serverError)
      : null;
  const fieldError = (message?: string) => (message && message !== REQUIRED ? t(message) : null);
  const submitting = fetcher.state !== "idle";

  return (
    // Without JavaScript (or before it has loaded) the form posts itself to the dashboard's action.
    <form
      method="post"
      action="/viajero/dashboard?tab=historial"
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      data-testid="review-form"
    >
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="bookingId" value={bookingId} />
      <h4 className="text-base font-semibold text-ink">{t("review.formTitle", { trip: tripTitle })}</h4>
      <div className="flex flex-col gap-1.5">
        <span id={ratingLabel} className="text-sm font-medium text-ink">
          {t("review.ratingLabel")}
        </span>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput
              name={`rating-${bookingId}`}
              value={field.value}
              onChange={field.onChange}
              labelledBy={ratingLabel}
            />
          )}
        />
      </div>
      <TextField
        label={t("review.titleLabel")}
        placeholder={t("review.titlePlaceholder")}
        maxLength={LIMITS.reviewTitleMax}
        required
        error={fieldError(errors.title?.message)}
        defaultValue={typed?.title}
        {...form.register("title")}
      />
      <TextareaField
        label={t("review.commentLabel")}
        placeholder={t("review.commentPlaceholder")}
        rows={5}
        maxLength={LIMITS.reviewCommentMax}
        required
        error={fieldError(errors.comment?.message)}
        aside={
          <span
            className={cn(
              "text-xs tabular-nums",
              comment.length >= LIMITS.reviewCommentMax ? "text-red-600" : "text-gray-500",
            )}
            aria-live="polite"
            data-testid="comment-counter"
          >
            {t("review.counter", { count: comment.length, max: LIMITS.reviewCommentMax })}
          </span>
        }
        defaultValue={typed?.comment}
        {...form.register("comment")}
      />
      <ReviewPhotoFields
        photos={photos}
        onChange={(next) => form.setValue("photos", next, { shouldDirty: true })}
        error={fieldError(errors.photos?.message)}
      />
      {summary ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {summary}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link
          to="/viajero/dashboard?tab=historial"
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            if (!submitting) onCancel();
          }}
          className={buttonClasses({ variant: "ghost" })}
        >
          {t("review.cancel")}
        </Link>
        <Button type="submit" variant="dark" loading={submitting}>
          {t("review.submit")}
        </Button>
      </div>
    </form>
  );
}
