import { BadgeCheck, MapPin, Star } from "lucide-react";
import { formatRating } from "#core/format/rating";
import { Badge } from "../../components/ui/badge.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { CertificationList } from "./certification-list.tsx";
import {
  type Application,
  type DecisionFetcher,
  TropleaderDecisionButtons,
} from "./tropleader-application.tsx";

export type TropleaderResult = Application & {
  isApproved: boolean;
  isIdentityVerified: boolean;
  rating: number | null;
  reviewsCount: number | null;
};

/** A tropleader found by the search (doc 2 §2): standing badges, location, experience, rating; decisions if pending. */
export function TropleaderResultCard({
  result: r,
  fetcher,
}: {
  result: TropleaderResult;
  fetcher: DecisionFetcher;
}) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  return (
    <li
      className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:justify-between"
      data-testid="tropleader-result"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {r.name}
          {r.isApproved ? (
            <Badge tone="success">{t("search.approved")}</Badge>
          ) : (
            <Badge tone="warning">{t("search.pending")}</Badge>
          )}
          {r.isIdentityVerified ? (
            <Badge tone="info">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              {t("search.verified")}
            </Badge>
          ) : null}
        </p>
        <p className="text-sm text-gray-600">{r.email}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-3.5" />
            {r.location || t("decisions.notGiven")}
          </span>
          {r.experienceYears !== null ? <span>{t("experience", { count: r.experienceYears })}</span> : null}
          <span className="inline-flex items-center gap-1">
            <Star aria-hidden="true" className="size-3.5" />
            {r.reviewsCount
              ? t("search.rating", { rating: formatRating(r.rating ?? 0, locale), count: r.reviewsCount })
              : t("search.noReviews")}
          </span>
        </p>
        {r.certifications?.length ? (
          <div className="mt-2 text-sm">
            <p className="font-medium text-ink">{t("decisions.certifications")}</p>
            <CertificationList certifications={r.certifications} />
          </div>
        ) : null}
      </div>
      {r.isApproved ? null : <TropleaderDecisionButtons userId={r.id} name={r.name} fetcher={fetcher} />}
    </li>
  );
}
