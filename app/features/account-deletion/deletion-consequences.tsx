import { RETENTION } from "#core/rules/retention";
import { useTranslation } from "../../i18n/use-translation.ts";
import { retentionPeriodsText } from "../../lib/retention-periods-text.ts";

/** What deleting the account does, stated before the form (issue 15). */
export function DeletionConsequences({ tropleader }: { tropleader: boolean }) {
  const { t } = useTranslation("privacy");
  const items = t("delete.consequences", {
    returnObjects: true,
    ...retentionPeriodsText(t, { years: RETENTION.transactionYears }),
  }) as unknown as string[];
  return (
    <div className="flex flex-col gap-3">
      <p className="font-medium text-ink">{t("delete.intro")}</p>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm leading-relaxed text-gray-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
        {tropleader ? <li>{t("delete.tropleaderNote")}</li> : null}
      </ul>
    </div>
  );
}
