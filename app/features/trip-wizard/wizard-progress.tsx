import { Check } from "lucide-react";
import { WIZARD_STEPS } from "#core/schemas/trip-wizard";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cn } from "../../lib/cn.ts";

/** The four steps (doc 2 §2), the current one marked for screen readers. */
export function WizardProgress({ current }: { current: number }) {
  const { t } = useTranslation("trips");
  return (
    <nav aria-label={t("wizard.steps.label")} className="mt-6">
      <p className="mb-3 text-sm text-gray-600 sm:sr-only">
        {t("wizard.steps.progress", { current, total: WIZARD_STEPS.length })}
      </p>
      <ol className="grid grid-cols-4 gap-2">
        {WIZARD_STEPS.map((step, i) => {
          const n = i + 1;
          const done = n < current;
          return (
            <li key={step} aria-current={n === current ? "step" : undefined} className="flex flex-col gap-2">
              <span className={cn("h-1.5 rounded-full", n <= current ? "bg-ink" : "bg-gray-200")} />
              <span
                className={cn(
                  "hidden items-center gap-1.5 text-sm sm:flex",
                  n === current ? "font-semibold text-ink" : "text-gray-500",
                )}
              >
                {done ? (
                  <Check aria-hidden="true" className="size-4" />
                ) : (
                  <span aria-hidden="true">{n}.</span>
                )}
                {t(`wizard.steps.${step}`)}
              </span>
              <span className="sr-only sm:hidden">{t(`wizard.steps.${step}`)}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
