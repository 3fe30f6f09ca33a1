import { BadgeCheck, Users } from "lucide-react";
import { languageName } from "#core/constants/languages";
import { useTranslation } from "../../i18n/use-translation.ts";

export type WhosGoingData = {
  travellers: number;
  ageBands: { band: string; count: number }[];
  unknownAge: number;
  /** How many of the bookers verified their identity (absent on older cached pages). */
  verified?: number;
  languages: { code: string; count: number }[];
};

/**
 * Who's going on a departure (product brief): how many are booked, their age bands and languages, as
 * aggregated figures with no names.
 */
export function WhosGoing({ data }: { data: WhosGoingData }) {
  const { t, i18n } = useTranslation("catalogue");
  const bookers = data.ageBands.reduce((n, b) => n + b.count, 0) + data.unknownAge;
  return (
    <section
      aria-labelledby="whos-going-title"
      className="rounded-xl bg-brand-50 p-4"
      data-testid="whos-going"
    >
      <h3 id="whos-going-title" className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Users aria-hidden="true" className="size-4" />
        {t("whosGoing.title")}
      </h3>
      {data.travellers === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{t("whosGoing.nobody")}</p>
      ) : (
        <>
          <p className="mt-2 text-sm font-medium text-ink" data-testid="whos-going-count">
            {t("whosGoing.travellers", { count: data.travellers })}
          </p>
          {data.verified ? (
            <p
              className="mt-1 flex items-center gap-1.5 text-sm text-emerald-800"
              data-testid="whos-going-verified"
            >
              <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
              {t("whosGoing.verified", { count: data.verified })}
            </p>
          ) : null}
          {data.ageBands.length ? (
            <div className="mt-3">
              <p className="text-xs font-semibold tracking-wide text-gray-500 uppercase">
                {t("whosGoing.ages")}
              </p>
              <ul className="mt-1.5 space-y-1.5">
                {data.ageBands.map((b) => (
                  <li key={b.band} className="flex items-center gap-2 text-sm">
                    <span className="w-16 shrink-0 text-gray-700">{b.band}</span>
                    <span className="h-2 flex-1 overflow-hidden rounded-full bg-white" aria-hidden="true">
                      <span
                        className="block h-full rounded-full bg-brand-600"
                        style={{ width: `${Math.round((b.count / Math.max(1, bookers)) * 100)}%` }}
                      />
                    </span>
                    <span className="w-20 shrink-0 text-right text-gray-600">
                      {t("whosGoing.people", { count: b.count })}
                    </span>
                  </li>
                ))}
              </ul>
              {data.unknownAge ? (
                <p className="mt-1 text-xs text-gray-500">
                  {t("whosGoing.unknownAge", { count: data.unknownAge })}
                </p>
              ) : null}
            </div>
          ) : null}
          {data.languages.length ? (
            <div className="mt-3">
              <p className="text-xs font-semibold tracking-wide text-gray-500 uppercase">
                {t("whosGoing.languages")}
              </p>
              <ul className="mt-1.5 flex flex-wrap gap-1.5">
                {data.languages.map((l) => (
                  <li
                    key={l.code}
                    className="rounded-full bg-white px-2.5 py-0.5 text-xs text-ink ring-1 ring-brand-200"
                  >
                    {languageName(l.code, i18n.language)} · {l.count}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
      <p className="mt-3 text-xs text-gray-500">{t("whosGoing.subtitle")}</p>
    </section>
  );
}
