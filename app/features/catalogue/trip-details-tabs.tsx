import { Check, X } from "lucide-react";
import { useState } from "react";
import type { TripDetail } from "#server/services/catalogue/get-trip-by-slug";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import { Accordion } from "../../components/ui/accordion.tsx";
import { Tabs } from "../../components/ui/tabs.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useTabParam } from "../../lib/use-tab-param.ts";
import { ContentLanguageNote, useTextLang } from "./content-language-note.tsx";

const TRIP_TABS = ["itinerario", "incluye", "faq"] as const;

type TripDetailsTabsProps = Pick<TripDetail, "itinerary" | "included" | "excluded" | "faqs"> & {
  sectionLangs: Pick<TripDetail["sectionLangs"], "itinerary" | "inclusions">;
};

/**
 * The three tabs of the trip page (doc 1 §4): itinerary (several days open at once), includes and FAQ. Each
 * section's text carries its language when it is not the page's, with one note per tab (issue 34).
 */
export function TripDetailsTabs({ itinerary, included, excluded, faqs, sectionLangs }: TripDetailsTabsProps) {
  const { t } = useTranslation("catalogue");
  const itineraryLang = useTextLang(sectionLangs.itinerary);
  const inclusionsLang = useTextLang(sectionLangs.inclusions);
  // ?tab= : the tabs are links, so they work before the scripts load and without them.
  const tabs = useTabParam(TRIP_TABS);
  const dayIds = itinerary.map((d) => `day-${d.day}`);
  const [openDays, setOpenDays] = useState<string[]>(dayIds.slice(0, 1));
  const allOpen = openDays.length === dayIds.length;
  // Each day opens by itself without scripts (native disclosure); opening them all at once needs them.
  const hydrated = useHydrated();

  const itineraryTab =
    itinerary.length === 0 ? (
      <p className="text-sm text-gray-600">{t("trip.noItinerary")}</p>
    ) : (
      <div>
        <div className="mb-3 flex flex-wrap items-center justify-end gap-3">
          <ContentLanguageNote shown={sectionLangs.itinerary} className="mr-auto" />
          <button
            type="button"
            disabled={!hydrated}
            onClick={() => setOpenDays(allOpen ? [] : dayIds)}
            className="text-sm font-medium text-ink underline underline-offset-4 hover:text-brand-700"
          >
            {allOpen ? t("trip.collapseAll") : t("trip.expandAll")}
          </button>
        </div>
        <Accordion
          open={openDays}
          onOpenChange={setOpenDays}
          items={itinerary.map((d) => ({
            id: `day-${d.day}`,
            title: (
              <span className="flex items-center gap-3">
                <span className="flex h-7 min-w-14 items-center justify-center rounded-full bg-brand-100 px-2 text-xs font-semibold text-brand-800">
                  {t("trip.day", { n: d.day })}
                </span>
                <span lang={itineraryLang}>{d.title}</span>
              </span>
            ),
            content: (
              <div className="flow-root" lang={itineraryLang}>
                {d.imageUrl ? (
                  <ResponsiveImage
                    src={d.imageUrl}
                    alt=""
                    width={640}
                    height={400}
                    sizes="(min-width: 640px) 320px, 100vw"
                    widths={[320, 480, 640]}
                    className="mb-3 aspect-[16/10] w-full rounded-xl object-cover sm:float-right sm:mb-2 sm:ml-4 sm:w-64"
                  />
                ) : null}
                <p className="whitespace-pre-line">{d.description}</p>
                {d.activities.length ? (
                  <ul className="mt-3 list-disc space-y-1 pl-5">
                    {d.activities.map((a) => (
                      <li key={a}>{a}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ),
          }))}
        />
      </div>
    );

  const includesTab = (
    <div className="grid gap-6 sm:grid-cols-2">
      <ContentLanguageNote shown={sectionLangs.inclusions} className="sm:col-span-2" />
      <section>
        <h3 className="text-base font-semibold text-ink">{t("trip.included")}</h3>
        {included.length ? (
          <ul className="mt-3 space-y-2" data-testid="included-list" lang={inclusionsLang}>
            {included.map((item) => (
              <li key={item} className="flex gap-2 text-sm text-gray-700">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                {item}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-gray-500">{t("trip.nothingListed")}</p>
        )}
      </section>
      <section>
        <h3 className="text-base font-semibold text-ink">{t("trip.excluded")}</h3>
        {excluded.length ? (
          <ul className="mt-3 space-y-2" data-testid="excluded-list" lang={inclusionsLang}>
            {excluded.map((item) => (
              <li key={item} className="flex gap-2 text-sm text-gray-700">
                <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-500" />
                {item}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-gray-500">{t("trip.nothingListed")}</p>
        )}
      </section>
    </div>
  );

  const faqTab = faqs.length ? (
    <div>
      <ContentLanguageNote shown={sectionLangs.inclusions} className="mb-3" />
      <Accordion
        items={faqs.map((f, i) => ({
          id: `faq-${i}`,
          title: <span lang={inclusionsLang}>{f.question}</span>,
          content: (
            <p className="whitespace-pre-line" lang={inclusionsLang}>
              {f.answer}
            </p>
          ),
        }))}
      />
    </div>
  ) : (
    <p className="text-sm text-gray-600">{t("trip.noFaqs")}</p>
  );

  return (
    <Tabs
      label={t("trip.tabsLabel")}
      {...tabs}
      items={[
        { id: "itinerario", label: t("trip.tabItinerary"), content: itineraryTab },
        { id: "incluye", label: t("trip.tabIncludes"), content: includesTab },
        { id: "faq", label: t("trip.tabFaq"), content: faqTab },
      ]}
    />
  );
}
