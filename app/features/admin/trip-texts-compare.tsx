import type { ReactNode } from "react";
import type { TripPrimaryText, TripTranslationContent } from "#core/content/trip-text";
import { Badge } from "../../components/ui/badge.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";

export type TripTextsReview = {
  tripId: string;
  title: string;
  spanish: Pick<TripPrimaryText, "basics" | "itinerary" | "inclusions">;
  english: {
    content: TripTranslationContent;
    machineSections: string[];
    status: "approved" | "pending" | "rejected";
    rejectionReason: string | null;
  } | null;
};

/** One row of the comparison: what a field says in Spanish and in English, each marked with its language. */
function Row({ label, es, en }: { label: string; es: ReactNode; en: ReactNode }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  return (
    <div className="grid gap-2 border-t border-gray-200 py-3 sm:grid-cols-[10rem_1fr_1fr] sm:gap-4">
      <p className="text-sm font-medium text-gray-600">{label}</p>
      <div lang="es" className="text-sm whitespace-pre-line text-ink">
        <span className="sr-only" lang={locale}>
          {t("trips.english.spanish")}:{" "}
        </span>
        {es}
      </div>
      <div lang="en" className="text-sm whitespace-pre-line text-ink">
        <span className="sr-only" lang={locale}>
          {t("trips.english.english")}:{" "}
        </span>
        {en ?? (
          <span lang={locale} className="text-gray-500 italic">
            {t("trips.english.missing")}
          </span>
        )}
      </div>
    </div>
  );
}

const list = (items: string[] | undefined) => (items && items.length > 0 ? items.join("\n") : null);

/**
 * The texts of a trip in both languages side by side (issue 34): Spanish | English for the basics, each
 * itinerary day and the inclusions and FAQs, so an admin can judge the English version on its own.
 */
export function TripTextsCompare({ review, children }: { review: TripTextsReview; children?: ReactNode }) {
  const { t } = useTranslation("admin");
  const { spanish, english } = review;
  const en = english?.content ?? {};
  const machine = new Set(english?.machineSections ?? []);
  const heading = (key: string, section: string) => (
    <h4 className="mt-5 flex flex-wrap items-center gap-2 font-semibold">
      {t(key)}
      {machine.has(section) ? <Badge tone="info">{t("trips.english.machine")}</Badge> : null}
    </h4>
  );
  const enDays = new Map((en.itinerary?.days ?? []).map((d) => [d.dayNumber, d]));
  return (
    <section
      id="textos"
      aria-labelledby="texts-title"
      className="mb-8 rounded-2xl border border-gray-200 p-4 sm:p-6"
      data-testid="trip-texts-compare"
    >
      <h3 id="texts-title" className="text-lg font-semibold break-words">
        {t("trips.english.compareTitle", { title: review.title })}
      </h3>
      <p className="mt-1 text-sm text-gray-600">
        {english ? t(`trips.english.status.${english.status}`) : t("trips.english.none")}
      </p>
      {english?.status === "rejected" && english.rejectionReason ? (
        <p className="mt-1 text-sm text-gray-600">
          {t("trips.english.reasonGiven")} {english.rejectionReason}
        </p>
      ) : null}
      {children}
      <div
        aria-hidden="true"
        className="mt-4 hidden gap-4 text-xs font-semibold tracking-wide text-gray-500 uppercase sm:grid sm:grid-cols-[10rem_1fr_1fr]"
      >
        <span />
        <span>{t("trips.english.spanish")}</span>
        <span>{t("trips.english.english")}</span>
      </div>
      {heading("trips.english.basics", "basics")}
      <Row label={t("trips.english.fields.title")} es={spanish.basics.title} en={en.basics?.title} />
      <Row
        label={t("trips.english.fields.shortDescription")}
        es={spanish.basics.shortDescription}
        en={en.basics?.shortDescription}
      />
      <Row
        label={t("trips.english.fields.description")}
        es={spanish.basics.description}
        en={en.basics?.description}
      />
      {heading("trips.english.itinerary", "itinerary")}
      {spanish.itinerary.days.map((day) => {
        const own = enDays.get(day.dayNumber);
        return (
          <Row
            key={day.dayNumber}
            label={t("trips.english.day", { n: day.dayNumber })}
            es={[day.title, day.description, list(day.activities)].filter(Boolean).join("\n\n")}
            en={own ? [own.title, own.description, list(own.activities)].filter(Boolean).join("\n\n") : null}
          />
        );
      })}
      {heading("trips.english.inclusions", "inclusions")}
      <Row
        label={t("trips.english.fields.included")}
        es={list(spanish.inclusions.included)}
        en={list(en.inclusions?.included)}
      />
      <Row
        label={t("trips.english.fields.excluded")}
        es={list(spanish.inclusions.excluded)}
        en={list(en.inclusions?.excluded)}
      />
      {spanish.inclusions.faqs.map((faq, i) => {
        const own = en.inclusions?.faqs[i];
        return (
          <Row
            key={i}
            label={t("trips.english.faq", { n: i + 1 })}
            es={`${faq.question}\n${faq.answer}`}
            en={own ? `${own.question}\n${own.answer}` : null}
          />
        );
      })}
    </section>
  );
}
