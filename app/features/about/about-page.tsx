import { Compass, Handshake, Luggage, ShieldCheck, Sparkles, Users } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "../../components/layout/page-hero.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { type PageTexts, useSiteText } from "../../lib/use-site-text.ts";
import { AboutHeroAside } from "./about-hero-aside.tsx";
import { PlatformStatsGrid, type PlatformStatsView } from "./platform-stats-grid.tsx";

const VALUES = [
  { key: "safety", icon: ShieldCheck },
  { key: "groups", icon: Users },
  { key: "experts", icon: Sparkles },
  { key: "transparency", icon: Handshake },
] as const;

const STEPS = [
  { key: "explore", icon: Compass },
  { key: "connect", icon: Handshake },
  { key: "live", icon: Luggage },
] as const;

/** The about page; its hero, values and steps can be rewritten in Contenido (`texts`). */
/** A section's title (its `aria-labelledby` target) and the line under it. */
function SectionIntro({ id, title, subtitle }: { id: string; title: string; subtitle: string }) {
  return (
    <div className="max-w-2xl">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 text-gray-600">{subtitle}</p>
    </div>
  );
}

export function AboutPage({ stats, texts }: { stats: PlatformStatsView; texts?: PageTexts }) {
  const { t } = useTranslation("about");
  const st = useSiteText("about", texts);
  return (
    <>
      <PageHero
        eyebrow={st("hero.eyebrow")}
        title={st("hero.title")}
        body={st("hero.body")}
        aside={<AboutHeroAside />}
        actions={
          <>
            <Link to="/viajes" className={buttonClasses({ variant: "dark", size: "lg" })}>
              {t("hero.explore")}
            </Link>
            <Link to="/register" className={buttonClasses({ variant: "outline", size: "lg" })}>
              {t("hero.join")}
            </Link>
          </>
        }
      />

      <div className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8">
        <div className="grid gap-6 md:grid-cols-2">
          {(["mission", "vision"] as const).map((key) => (
            <div
              key={key}
              className="rounded-3xl border border-gray-200 bg-white p-8"
              data-testid={`about-${key}`}
            >
              <h2 className="text-2xl font-bold tracking-tight text-ink">{st(`${key}.title`)}</h2>
              <p className="mt-3 leading-relaxed text-gray-600">{st(`${key}.body`)}</p>
            </div>
          ))}
        </div>
      </div>

      <section aria-labelledby="stats-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionIntro id="stats-title" title={t("stats.title")} subtitle={t("stats.subtitle")} />
        <PlatformStatsGrid stats={stats} className="mt-8" />
      </section>

      <section aria-labelledby="values-title" className="bg-gray-50 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionIntro id="values-title" title={t("values.title")} subtitle={t("values.subtitle")} />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ key, icon: Icon }) => (
              <li key={key} className="rounded-2xl border border-gray-200 bg-white p-6">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                  <Icon aria-hidden="true" className="size-5.5" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-ink">{st(`values.items.${key}.title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-gray-600">{st(`values.items.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="how-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <SectionIntro id="how-title" title={t("how.title")} subtitle={t("how.subtitle")} />
        <ol className="mt-10 grid gap-8 md:grid-cols-3">
          {STEPS.map(({ key, icon: Icon }, index) => (
            <li key={key} className="relative">
              <div className="flex items-center gap-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-ink text-lg font-bold text-white">
                  {index + 1}
                </span>
                <span aria-hidden="true" className="hidden h-px flex-1 bg-gray-200 md:block" />
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
              </div>
              <h3 className="mt-5 text-lg font-semibold text-ink">{st(`how.steps.${key}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-gray-600">{st(`how.steps.${key}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="cta-title" className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <h2 id="cta-title" className="sr-only">
          {t("cta.title")}
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-3xl bg-brand p-8 sm:p-10">
            <h3 className="text-2xl font-bold text-ink">{t("cta.travellers.title")}</h3>
            <p className="mt-3 max-w-md text-ink/80">{t("cta.travellers.body")}</p>
            <Link
              to="/register"
              className={buttonClasses({ variant: "dark", size: "lg", className: "mt-8" })}
            >
              {t("cta.travellers.action")}
            </Link>
          </div>
          <div className="rounded-3xl bg-ink p-8 text-white sm:p-10">
            <h3 className="text-2xl font-bold">{t("cta.creators.title")}</h3>
            <p className="mt-3 max-w-md text-white/75">{t("cta.creators.body")}</p>
            <Link
              to="/register?role=tropleader"
              className={buttonClasses({ variant: "primary", size: "lg", className: "mt-8" })}
            >
              {t("cta.creators.action")}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
