import { FlaskConical } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation.ts";

/** The unmistakable notice on every page of the simulated payment provider. */
export function TestModeBanner() {
  const { t } = useTranslation("booking");
  return (
    <div
      className="flex items-start gap-3 rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      data-testid="test-mode-banner"
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <p>
        <strong className="mr-2 rounded bg-amber-400 px-1.5 py-0.5 text-xs font-bold tracking-wider text-ink">
          {t("simulated.badge")}
        </strong>
        {t("simulated.notice")}
      </p>
    </div>
  );
}
