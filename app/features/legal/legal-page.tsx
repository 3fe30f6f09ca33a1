import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { formatLongDate } from "#core/format/dates";
import { fillPlaceholders, fillSections, type PageSection, parsePageMarkup } from "#core/format/page-markup";
import { formatPercent } from "#core/format/percent";
import { policyPlaceholders } from "#core/rules/policy-figures";
import type { SiteContact } from "#core/schemas/site-content";
import { PageSectionBlocks } from "../../components/page-section-blocks.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cn } from "../../lib/cn.ts";
import { legalSectionsFromLocale } from "../../lib/page-sections.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { type PageTexts, useSiteText } from "../../lib/use-site-text.ts";

export type LegalDocument = "cancellation" | "terms" | "privacy";

const DOCUMENTS: Array<{ doc: LegalDocument; path: string }> = [
  { doc: "cancellation", path: "/politica-cancelacion" },
  { doc: "terms", path: "/terminos" },
  { doc: "privacy", path: "/privacidad" },
];

type LegalPageProps = {
  doc: LegalDocument;
  lastUpdated: string;
  contact: SiteContact;
  /** The platform commission (a fraction) quoted by the terms. */
  commissionRate?: number;
  /** What an admin published for this page in Contenido (title, intro, sections in the page markup). */
  texts?: PageTexts;
  table?: ReactNode;
  /**
   * The table must be on the page even when the published text has no place for it (the privacy page's
   * retention table states what the jobs do: an edit in Contenido cannot remove it): it then follows the
   * last section.
   */
  alwaysTable?: boolean;
};

/**
 * A policy page: title, last-updated date, a table of contents and numbered sections: what an admin published
 * in Contenido, else locales/legal.json.
 */
export function LegalPage({
  doc,
  lastUpdated,
  contact,
  commissionRate,
  texts,
  table,
  alwaysTable,
}: LegalPageProps) {
  const { t } = useTranslation("legal");
  const st = useSiteText("legal", texts);
  const locale = useLocale();
  const vars = {
    email: contact.email,
    phone: contact.phone,
    address: contact.address,
    commission: commissionRate === undefined ? "" : formatPercent(commissionRate, locale),
    ...policyPlaceholders(),
  };
  const published = texts?.[`legal:${doc}.sections`];
  const parsed = published === undefined ? null : parsePageMarkup(published);
  const sections: PageSection[] =
    parsed && "sections" in parsed
      ? fillSections(parsed.sections, vars)
      : legalSectionsFromLocale(t(`${doc}.sections`, { returnObjects: true, ...vars }) as never);

  return (
    <article>
      <header className="border-b border-gray-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
          <h1 className="text-4xl font-bold tracking-tight text-ink sm:text-5xl">{st(`${doc}.title`)}</h1>
          <p className="mt-4 text-sm text-gray-500">
            <time dateTime={lastUpdated}>
              {t("lastUpdated", { date: formatLongDate(lastUpdated, locale) })}
            </time>
          </p>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-gray-600">
            {fillPlaceholders(st(`${doc}.intro`), vars)}
          </p>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_1fr] lg:px-8">
        <aside className="lg:order-1">
          <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24">
            <h2 id="toc-title" className="text-xs font-semibold tracking-wider text-gray-500 uppercase">
              {t("onThisPage")}
            </h2>
            <ol className="mt-3 flex flex-col gap-1 border-l border-gray-200">
              {sections.map((s, i) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="-ml-px block border-l-2 border-transparent py-1 pl-4 text-sm text-gray-600 transition-colors hover:border-ink hover:text-ink"
                  >
                    {i + 1}. {s.title}
                  </a>
                </li>
              ))}
            </ol>
            <h2 className="mt-8 text-xs font-semibold tracking-wider text-gray-500 uppercase">
              {t("otherPolicies")}
            </h2>
            <ul className="mt-3 flex flex-col gap-1">
              {DOCUMENTS.filter((d) => d.doc !== doc).map((d) => (
                <li key={d.doc}>
                  <NavLink
                    to={d.path}
                    className="text-sm font-medium text-ink underline-offset-4 hover:underline"
                  >
                    {st(`${d.doc}.title`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>

        <div className="min-w-0 lg:order-2">
          {sections.map((s, i) => (
            <section
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-title`}
              className={cn("scroll-mt-24", i > 0 && "mt-12 border-t border-gray-100 pt-12")}
            >
              <h2 id={`${s.id}-title`} className="flex gap-3 text-2xl font-bold tracking-tight text-ink">
                <span className="text-brand-600 tabular-nums">{i + 1}.</span>
                {s.title}
              </h2>
              <div className="mt-4 flex flex-col gap-4 text-base leading-relaxed text-gray-700">
                <PageSectionBlocks blocks={s.blocks} table={table} />
              </div>
            </section>
          ))}
          {alwaysTable && !sections.some((s) => s.blocks.some((b) => b.kind === "table")) ? (
            <div className="mt-12">{table}</div>
          ) : null}
          <p className="mt-14 rounded-2xl bg-gray-50 p-6 text-sm text-gray-600">{t("questions", vars)}</p>
        </div>
      </div>
    </article>
  );
}
