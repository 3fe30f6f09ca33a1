import type { TFunction } from "#core/i18n/translator";

type Unit = "years" | "months" | "days" | "hours";

/**
 * Retention periods in words ({ years: 3, days: 30 } → { years: "3 años", days: "30 días" }), each through its
 * plural (`privacy:table.retentionUnits.<unit>_one/_other`), to fill the privacy texts' `{{years}}`-style places.
 */
export function retentionPeriodsText(
  t: TFunction,
  periods: Partial<Record<Unit, number>>,
): Partial<Record<Unit, string>> {
  return Object.fromEntries(
    Object.entries(periods).map(([unit, count]) => [
      unit,
      t(`privacy:table.retentionUnits.${unit}`, { count }),
    ]),
  );
}
