import { type FormEvent, type ReactNode, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Form, useNavigation, useSubmit } from "react-router";
import type { TFunction } from "#core/i18n/translator";
import { TRIP_STEP_SCHEMAS, WIZARD_STEPS, type WizardStep } from "#core/schemas/trip-wizard";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useCheckedForm } from "../../lib/use-validated-form.ts";
import { useDraftAutosave } from "./use-draft-autosave.ts";
import { useFieldErrors } from "./use-field-errors.ts";
import type { StepResult, StepSlice } from "./wizard-types.ts";

export type FieldErrorOf = (name: string) => string | null;

/** A whole-form error; 'Error al crear el viaje: {detail}' names the part that failed (doc 2 §8). */
export function formErrorText(
  t: TFunction,
  error: { key: string; params?: Record<string, string | number> },
): string {
  const part = error.params?.part;
  return t(error.key, { ...error.params, detail: part ? t(`trips:wizard.parts.${part}`) : "" });
}

type StepFormProps = {
  step: WizardStep;
  mode: "create" | "edit";
  defaults: StepSlice;
  result: StepResult | undefined;
  draftId?: string | null;
  children: (form: UseFormReturn<FieldValues>, fieldError: FieldErrorOf) => ReactNode;
};

/**
 * One step of the wizard (or one part of the edit page) as a real form: it posts to the route's action
 * before the scripts load; once they have, the step is checked in the browser with its core schema first
 * (Siguiente validates this step only; Anterior never blocks). Errors the server finds show on their fields.
 */
export function StepForm({ step, mode, defaults, result, draftId = null, children }: StepFormProps) {
  const { t } = useTranslation("trips");
  const number = WIZARD_STEPS.indexOf(step) + 1;
  const form = useCheckedForm<FieldValues, FieldValues>(TRIP_STEP_SCHEMAS[step] as never, {
    defaultValues: defaults,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const navigation = useNavigation();
  const autosave = useDraftAutosave(form, formRef, {
    enabled: mode === "create",
    step: number,
  });

  const serverErrors = result && result.ok === false && result.step === number ? result.errors : {};
  const fieldError = useFieldErrors(form, serverErrors, t);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const target = submitter ?? event.currentTarget;
    event.preventDefault();
    const send = () => autosave.post(() => submit(target, { method: "post" }));
    if (submitter?.value === "back") {
      send();
      return;
    }
    void form.handleSubmit(send)();
  }

  const busyIntent = navigation.state !== "idle" ? String(navigation.formData?.get("intent") ?? "") : "";
  const formError =
    result && result.ok === false && result.step === number && result.formError ? result.formError : null;
  return (
    <Form method="post" noValidate ref={formRef} onSubmit={onSubmit} className="flex flex-col gap-6">
      <input type="hidden" name="step" value={number} />
      {draftId ? <input type="hidden" name="draftId" value={draftId} /> : null}
      {formError ? <Alert tone="error">{formErrorText(t, formError)}</Alert> : null}
      {children(form, fieldError)}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 pt-5">
        {mode === "create" ? (
          <>
            {number > 1 ? (
              <Button type="submit" name="intent" value="back" variant="outline" formNoValidate>
                {t("wizard.previous")}
              </Button>
            ) : (
              <span />
            )}
            <p className="order-last w-full text-sm text-gray-500 sm:order-none sm:w-auto" aria-live="polite">
              {autosave.state === "saving"
                ? t("wizard.draft.saving")
                : autosave.state === "saved"
                  ? t("wizard.draft.saved")
                  : autosave.state === "failed"
                    ? t("wizard.draft.saveFailed")
                    : ""}
            </p>
            {number < WIZARD_STEPS.length ? (
              <Button type="submit" name="intent" value="next" loading={busyIntent === "next"}>
                {t("wizard.next")}
              </Button>
            ) : (
              <Button type="submit" name="intent" value="create" loading={busyIntent === "create"}>
                {busyIntent === "create" ? t("wizard.creating") : t("wizard.create")}
              </Button>
            )}
          </>
        ) : (
          <Button
            type="submit"
            name="intent"
            value={`save-${step}`}
            loading={busyIntent === `save-${step}`}
            className="ml-auto"
          >
            {busyIntent === `save-${step}` ? t("edit.saving") : t("edit.save")}
          </Button>
        )}
      </div>
    </Form>
  );
}
