import type { ReactNode } from "react";
import type { WizardStep } from "#core/schemas/trip-wizard";
import { useTranslation } from "../../i18n/use-translation.ts";
import { StepFields } from "./step-fields.tsx";
import { StepForm } from "./step-form.tsx";
import type { StepResult, StepSlice, WizardOptions } from "./wizard-types.ts";

/** One step of the wizard (create) or one part of a trip (edit): its heading, form and fields. */
export function StepSection({
  step,
  mode,
  formKey,
  defaults,
  result,
  draftId,
  options,
  durationDays,
  before,
  wrapForm,
}: {
  step: WizardStep;
  mode: "create" | "edit";
  /** Remounts the form (fresh defaults) when it changes. */
  formKey: string;
  defaults: StepSlice;
  result: StepResult | undefined;
  draftId?: string | null;
  options: WizardOptions;
  durationDays: unknown;
  /** Shown above the form (e.g. 'Cambios guardados' before the scripts load). */
  before?: ReactNode;
  /** Puts the step's form somewhere (the text steps: the 'Español' tab of the language switch). */
  wrapForm?: (form: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation("trips");
  return (
    <section
      aria-labelledby="step-title"
      className="mt-6 rounded-3xl border border-gray-200 bg-gray-50/60 p-4 sm:p-8"
    >
      <h2 id="step-title" className="mb-6 text-xl font-semibold">
        {t(`wizard.steps.${step}`)}
      </h2>
      {before}
      {(wrapForm ?? ((form: ReactNode) => form))(
        <StepForm key={formKey} step={step} mode={mode} defaults={defaults} result={result} draftId={draftId}>
          {(form, fieldError) => (
            <StepFields
              step={step}
              form={form}
              fieldError={fieldError}
              options={options}
              durationDays={durationDays}
            />
          )}
        </StepForm>,
      )}
    </section>
  );
}
