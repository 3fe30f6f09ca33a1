import { ArrowRight, Mail, MessageCircle, Phone, Search, SearchX, X } from "lucide-react";
import { useMemo, useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { formatPercent } from "#core/format/percent";
import { policyFigures, policyPlaceholders } from "#core/rules/policy-figures";
import type { SiteContact, SiteSupport } from "#core/schemas/site-content";
import type { EditableTextId } from "#core/schemas/site-texts";
import { PageHero } from "../../components/layout/page-hero.tsx";
import { Accordion } from "../../components/ui/accordion.tsx";
import { Button } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";
import type { PageTexts } from "../../lib/use-site-text.ts";
import { filterHelpTopics, HELP_TOPICS, type HelpTopic, helpItems } from "./help-topics.ts";

type HelpCentreProps = {
  contact: SiteContact;
  support: SiteSupport;
  commissionRate: number;
  /** The questions an admin published in Contenido (per topic, in the page markup). */
  texts?: PageTexts;
};

export function HelpCentre({ contact, support, commissionRate, texts }: HelpCentreProps) {
  const { t } = useTranslation("help");
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const initialQuery = searchParams.get("q") ?? "";
  const [query, setQuery] = useState(initialQuery);

  const topics = useMemo<HelpTopic[]>(
    () =>
      HELP_TOPICS.map(({ id, icon }) => ({
        id,
        icon,
        title: t(`categories.${id}.title`),
        items: helpItems(
          texts?.[`help:categories.${id}.items` as EditableTextId],
          t(`categories.${id}.items`, {
            returnObjects: true,
            commission: formatPercent(commissionRate, locale),
            ...policyFigures(),
          }),
          { commission: formatPercent(commissionRate, locale), ...policyPlaceholders() },
        ).map((item, index) => ({ ...item, id: `${id}-${index}` })),
      })),
    [t, texts, commissionRate, locale],
  );

  // A new search opens every match, so the answer is read without another click; clearing closes them.
  const matchIds = (q: string) =>
    q.trim() ? filterHelpTopics(topics, q).flatMap((topic) => topic.items.map((i) => i.id)) : [];
  const [open, setOpen] = useState<string[]>(() => matchIds(initialQuery));
  function search(next: string) {
    setQuery(next);
    setOpen(matchIds(next));
  }

  const searching = query.trim().length > 0;
  const visible = useMemo(() => filterHelpTopics(topics, query), [topics, query]);
  const resultCount = visible.reduce((n, topic) => n + topic.items.length, 0);

  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} body={t("hero.body")}>
        <search className="mt-8 max-w-2xl">
          <label htmlFor="help-search" className="sr-only">
            {t("search.label")}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-5 size-5 -translate-y-1/2 text-gray-400"
            />
            <input
              id="help-search"
              type="search"
              value={query}
              onChange={(e) => search(e.target.value)}
              placeholder={t("search.placeholder")}
              autoComplete="off"
              className="h-14 w-full rounded-full border border-gray-200 bg-white pr-14 pl-13 text-base text-ink shadow-lg shadow-brand-700/5 placeholder:text-gray-400 focus:border-ink focus:ring-3 focus:ring-brand/50 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
            />
            {searching ? (
              <button
                type="button"
                onClick={() => search("")}
                className="absolute top-1/2 right-3 flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100 hover:text-ink"
              >
                <X aria-hidden="true" className="size-4.5" />
                <span className="sr-only">{t("search.clear")}</span>
              </button>
            ) : null}
          </div>
          <p aria-live="polite" className="mt-3 min-h-5 pl-5 text-sm text-gray-600">
            {searching && resultCount > 0
              ? t("search.results", { count: resultCount, query: query.trim() })
              : ""}
          </p>
        </search>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {!searching ? (
          <nav aria-label={t("topics")} className="mb-12">
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {topics.map(({ id, icon: Icon, title, items }) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className="group flex h-full flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 transition-all hover:-translate-y-0.5 hover:border-brand-400 hover:shadow-md"
                  >
                    <span className="flex size-10 items-center justify-center rounded-xl bg-brand-100 text-brand-800 transition-colors group-hover:bg-brand">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span className="text-sm font-semibold text-ink">{title}</span>
                    <span className="-mt-2 text-xs text-gray-500">
                      {t("questionsCount", { count: items.length })}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        {visible.length === 0 ? (
          <EmptyState
            icon={<SearchX />}
            title={t("noResults.title")}
            description={t("noResults.body")}
            action={
              <Button variant="outline" onClick={() => search("")}>
                {t("noResults.clear")}
              </Button>
            }
          />
        ) : (
          <div className="flex flex-col gap-12">
            {visible.map(({ id, icon: Icon, title, items }) => (
              <section key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
                <h2 id={`${id}-title`} className="mb-4 flex items-center gap-3 text-xl font-bold text-ink">
                  <Icon aria-hidden="true" className="size-5.5 text-brand-700" />
                  {title}
                </h2>
                <Accordion
                  // Each topic's questions: the sections change only their own (also when several report
                  // at once, e.g. questions opened in two topics before the page hydrated).
                  open={open.filter((openId) => items.some((item) => item.id === openId))}
                  onOpenChange={(ids) =>
                    setOpen((current) => [
                      ...current.filter((openId) => !items.some((item) => item.id === openId)),
                      ...ids,
                    ])
                  }
                  items={items.map((item) => ({
                    id: item.id,
                    title: item.q,
                    content: (
                      <>
                        {item.a.split("\n").map((paragraph, i) => (
                          <p key={i}>{paragraph}</p>
                        ))}
                        {item.link ? (
                          <Link
                            to={item.link.to}
                            className="mt-3 inline-flex items-center gap-1.5 font-semibold text-ink underline-offset-4 hover:underline"
                          >
                            {item.link.label}
                            <ArrowRight aria-hidden="true" className="size-4" />
                          </Link>
                        ) : null}
                      </>
                    ),
                  }))}
                />
              </section>
            ))}
          </div>
        )}
      </div>

      <HelpContact contact={contact} support={support} />
    </>
  );
}

function HelpContact({ contact, support }: { contact: SiteContact; support: SiteSupport }) {
  const { t } = useTranslation("help");
  const cardClass =
    "group flex flex-col rounded-2xl border border-gray-200 bg-white p-6 transition-all hover:-translate-y-0.5 hover:border-brand-400 hover:shadow-md";
  const iconClass =
    "flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800 transition-colors group-hover:bg-brand";
  return (
    <section aria-labelledby="help-contact-title" className="bg-gray-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="help-contact-title" className="text-2xl font-bold tracking-tight text-ink">
          {t("contact.title")}
        </h2>
        <p className="mt-2 text-gray-600">{t("contact.subtitle")}</p>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          <li>
            {/* The team's support chat (issue 35): a form post, so it works before the scripts load. */}
            <Form method="post" action="/soporte" className="h-full">
              <input type="hidden" name="back" value="/ayuda" />
              <button
                type="submit"
                className={`${cardClass} h-full w-full text-left`}
                data-testid="support-chat-card"
              >
                <span className={iconClass}>
                  <MessageCircle aria-hidden="true" className="size-5" />
                </span>
                <span className="mt-4 text-lg font-semibold text-ink">{t("contact.chat.title")}</span>
                <span className="mt-1 text-sm text-gray-600">{t("contact.chat.body")}</span>
                <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-ink">
                  {t("contact.chat.action")}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                  />
                </span>
              </button>
            </Form>
          </li>
          <li>
            <a href={`mailto:${contact.email}`} className={cardClass}>
              <span className={iconClass}>
                <Mail aria-hidden="true" className="size-5" />
              </span>
              <span className="mt-4 text-lg font-semibold text-ink">{t("contact.email.title")}</span>
              <span className="mt-1 text-sm text-gray-600">
                {t("contact.email.body", { count: support.emailReplyHours })}
              </span>
              <span className="mt-4 text-sm font-semibold break-all text-ink">{contact.email}</span>
            </a>
          </li>
          <li>
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className={cardClass}>
              <span className={iconClass}>
                <Phone aria-hidden="true" className="size-5" />
              </span>
              <span className="mt-4 text-lg font-semibold text-ink">{t("contact.phone.title")}</span>
              <span className="mt-1 text-sm text-gray-600">
                {t("contact.phone.body", { opens: support.phoneOpens, closes: support.phoneCloses })}
              </span>
              <span className="mt-4 text-sm font-semibold text-ink">{contact.phone}</span>
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
