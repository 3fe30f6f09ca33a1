import { Form } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

/** Finanzas' period: two calendar days, a plain GET form (works before the scripts load). */
export function FinancePeriod({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation("admin");
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" data-testid="finance-period">
      <TextField label={t("finance.from")} type="date" name="desde" defaultValue={from} required />
      <TextField label={t("finance.to")} type="date" name="hasta" defaultValue={to} required />
      <Button type="submit" variant="outline">
        {t("finance.apply")}
      </Button>
      <p className="w-full text-xs text-gray-600">{t("finance.periodHint")}</p>
    </Form>
  );
}
