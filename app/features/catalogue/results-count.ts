import type { Locale } from "#core/constants/locales";
import { formatCount } from "#core/format/count";
import type { TFunction } from "#core/i18n/translator";

/** What the explore page says about its matches: the count over the grid and the line under it. */
export type ResultsCount = { total: number; totalIsLowerBound: boolean; shown: number };

/**
 * "808 viajes encontrados" / "Mostrando 12 de 808"; past the count's cap (LIMITS.exploreCountCap) "Viajes
 * encontrados: más de 1000" / "Mostrando 12 de más de 1000", the figures in the reader's number format.
 */
export function resultsCountTexts(
  t: TFunction<"catalogue">,
  locale: Locale,
  { total, totalIsLowerBound, shown }: ResultsCount,
): { heading: string; showing: string } {
  const figure = formatCount(total, locale);
  const shownFigure = formatCount(shown, locale);
  if (totalIsLowerBound) {
    return {
      heading: t("explore.resultsMoreThan", { total: figure }),
      showing: t("explore.showingMoreThan", { shown: shownFigure, total: figure }),
    };
  }
  return {
    heading: t("explore.results", { count: total }),
    showing: t("explore.showing", { shown: shownFigure, total: figure }),
  };
}
