import { PRIVACY_INVENTORY } from "#core/constants/privacy-inventory";
import { useTranslation } from "../../i18n/use-translation.ts";
import { retentionPeriodsText } from "../../lib/retention-periods-text.ts";

/**
 * The privacy page's table (issue 15): each kind of personal data, why, for how long and who processes it.
 * The periods come from core/rules/retention.ts through PRIVACY_INVENTORY, the same constants the retention
 * jobs run on, so the page and the behaviour cannot drift apart.
 */
export function PrivacyTable() {
  const { t } = useTranslation("privacy");
  const processors = (row: (typeof PRIVACY_INVENTORY)[number]) =>
    row.processors.map((p) => t(`table.processorNames.${p}`)).join(", ");
  return (
    <>
      {/* A phone gets one card per kind of data; wider screens the table. */}
      <ul className="flex flex-col gap-3 sm:hidden" aria-label={t("table.title")}>
        {PRIVACY_INVENTORY.map((row) => (
          <li key={row.id} className="rounded-2xl border border-gray-200 p-4 text-sm">
            <p className="font-semibold text-ink">{t(`table.rows.${row.id}.data`)}</p>
            <dl className="mt-2 grid gap-1.5">
              <div>
                <dt className="text-xs font-semibold tracking-wider text-gray-500 uppercase">
                  {t("table.purpose")}
                </dt>
                <dd className="text-gray-700">{t(`table.rows.${row.id}.purpose`)}</dd>
              </div>
              <div>
                <dt className="text-xs font-semibold tracking-wider text-gray-500 uppercase">
                  {t("table.retention")}
                </dt>
                <dd className="font-medium text-ink">
                  {t(`table.retentionText.${row.id}`, retentionPeriodsText(t, row.retention))}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold tracking-wider text-gray-500 uppercase">
                  {t("table.processors")}
                </dt>
                <dd className="text-gray-700">{processors(row)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <table className="hidden w-full border-collapse text-left text-sm sm:table" data-testid="privacy-table">
        <caption className="pb-3 text-left text-sm text-gray-600">{t("table.caption")}</caption>
        <thead className="bg-gray-50 text-xs tracking-wider text-gray-500 uppercase">
          <tr>
            {(["data", "purpose", "retention", "processors"] as const).map((col) => (
              <th key={col} scope="col" className="px-4 py-3 font-semibold">
                {t(`table.${col}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 border-y border-gray-100">
          {PRIVACY_INVENTORY.map((row) => (
            <tr key={row.id} className="align-top" data-row={row.id}>
              <th scope="row" className="px-4 py-3 font-medium text-ink">
                {t(`table.rows.${row.id}.data`)}
              </th>
              <td className="px-4 py-3 text-gray-700">{t(`table.rows.${row.id}.purpose`)}</td>
              <td className="px-4 py-3 font-medium text-ink">
                {t(`table.retentionText.${row.id}`, retentionPeriodsText(t, row.retention))}
              </td>
              <td className="px-4 py-3 text-gray-700">{processors(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
