import { formatMoney } from "#core/format/money";
import type { FinanceFigures as Figures } from "#server/services/ledger/get-finance-summary";
import { Card } from "../../components/ui/card.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";

const KEYS = ["gross", "commission", "refunded", "due", "paid", "failed"] as const;

/** The period's six figures, one block per currency. */
export function FinanceFigures({ figures }: { figures: Figures[] }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  if (figures.length === 0) {
    return <p className="text-sm text-gray-600">{t("finance.empty")}</p>;
  }
  return (
    <div className="space-y-4">
      {figures.map((f) => (
        <dl
          key={f.currency}
          className="grid grid-cols-2 gap-3 lg:grid-cols-3"
          data-testid={`finance-figures-${f.currency}`}
        >
          {KEYS.map((key) => (
            <Card key={key} padding="sm" className="min-w-0">
              <dt className="text-sm text-gray-600">{t(`finance.figures.${key}`)}</dt>
              <dd className="text-xl font-bold tabular-nums" data-testid={`finance-${key}`}>
                {formatMoney(f[`${key}Cents`], locale, f.currency)}
              </dd>
            </Card>
          ))}
        </dl>
      ))}
      <p className="text-xs text-gray-600">{t("finance.figuresHelp")}</p>
    </div>
  );
}
