import { MessageSquareText } from "lucide-react";
import { data, Link, useActionData, useFetcher } from "react-router";
import { REVIEW_ADMIN_FILTERS, reviewAdminFilter } from "#core/schemas/review-moderation";
import { requireUser } from "#server/auth/guards";
import { listRecentReviews } from "#server/services/reviews/list-recent-reviews";
import { moderateReview } from "#server/services/reviews/moderate-review";
import { Alert } from "../components/ui/alert.tsx";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { useToast } from "../components/ui/toast.tsx";
import {
  ReviewModerationCard,
  type ReviewModerationResult,
} from "../features/admin/review-moderation-card.tsx";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionFailure } from "../lib/action-failure.server.ts";
import { cn } from "../lib/cn.ts";
import { useFetcherResult } from "../lib/use-fetcher-result.ts";
import type { Route } from "./+types/admin.resenas";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  if (user.role !== "admin") return null;
  const filter = reviewAdminFilter(new URL(request.url).searchParams.get("filtro"));
  return { filter, reviews: await listRecentReviews(context.deps, user, filter) };
}

/** Hide a review or a photo, feature or stop featuring a review; the service checks the admin role. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? "");
  try {
    await moderateReview(context.deps, user, form);
    return data<ReviewModerationResult>({ ok: true, intent });
  } catch (e) {
    return actionFailure(e, { intent });
  }
}

function outcomeText(result: ReviewModerationResult, t: (key: string) => string): string {
  return result.ok ? t("reviews.success") : `${t("reviews.error")}: ${t(result.error)}`;
}

/** Reseñas (issue 35): the latest reviews with their photos, filtered in the URL (?filtro=). */
export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const toast = useToast();
  const fetcher = useFetcher<ReviewModerationResult>();
  const plainResult = useActionData<typeof action>();
  useFetcherResult(fetcher, (result) => (result.ok ? toast.success : toast.error)(outcomeText(result, t)));
  if (!loaderData) return null;
  const { filter, reviews } = loaderData;
  return (
    <section aria-labelledby="reviews-title">
      {plainResult ? (
        <div className="mb-6">
          <Alert tone={plainResult.ok ? "success" : "error"}>{outcomeText(plainResult, t)}</Alert>
        </div>
      ) : null}
      <h2 id="reviews-title" className="text-lg font-semibold">
        {t("reviews.title")}
      </h2>
      <nav aria-label={t("reviews.filters")} className="mt-3">
        <ul className="flex flex-wrap gap-2">
          {REVIEW_ADMIN_FILTERS.map((f) => (
            <li key={f}>
              <Link
                to={f === "all" ? "/admin/resenas" : `/admin/resenas?filtro=${f}`}
                aria-current={f === filter ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-10 items-center rounded-full px-4 text-sm font-medium ring-1 transition",
                  f === filter
                    ? "bg-ink text-white ring-ink"
                    : "bg-white text-ink ring-gray-300 hover:bg-gray-50",
                )}
              >
                {t(`reviews.filter.${f}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {reviews.length === 0 ? (
        <EmptyState
          className="mt-4"
          icon={<MessageSquareText aria-hidden="true" />}
          title={t("reviews.none")}
        />
      ) : (
        <ul className="mt-4 divide-y divide-gray-200 rounded-2xl border border-gray-200">
          {reviews.map((review) => (
            <ReviewModerationCard key={review.id} review={review} fetcher={fetcher} />
          ))}
        </ul>
      )}
    </section>
  );
}
