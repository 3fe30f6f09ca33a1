import { formatLongDate } from "#core/format/dates";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { CompareLink } from "./pending-trip.tsx";

export type PendingTranslation = {
  tripId: string;
  title: string;
  guideName: string;
  guideEmail: string;
  updatedAt: string | Date;
};

/** A trip's English version waiting for review: which trip, whose, since when, and the link to compare it. */
export function PendingTranslationCard({ item }: { item: PendingTranslation }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  return (
    <li
      className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:justify-between"
      data-testid="pending-translation"
    >
      <div className="min-w-0">
        <p className="font-medium break-words">{item.title}</p>
        <p className="mt-1 text-sm text-gray-600">
          {t("trips.guide", { name: item.guideName, email: item.guideEmail })} ·{" "}
          {t("trips.english.savedOn", { date: formatLongDate(new Date(item.updatedAt), locale) })}
        </p>
      </div>
      <div className="shrink-0">
        <CompareLink tripId={item.tripId} />
      </div>
    </li>
  );
}
