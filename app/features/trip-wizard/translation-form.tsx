import { type FormEvent, useRef } from "react";
import type { FieldValues } from "react-hook-form";
import { Form, useNavigation, useSubmit } from "react-router";
import type { TripPrimaryText } from "#core/content/trip-text";
import { TRANSLATION_SCHEMAS } from "#core/content/trip-text";
import { MachineDraftButton } from "../../components/machine-draft-button.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useCheckedForm } from "../../lib/use-validated-form.ts";
import { TranslationFields } from "./translation-fields.tsx";
import type { TextStep } from "./translation-values.ts";
import { useFieldErrors } from "./use-field-errors.ts";
import type { TranslationResult } from "./wizard-types.ts";

export const TRANSLATION_SAVE_INTENT = "translation-save";

/**
 * The English version of one text step as a real form: it posts to the route's action before the scripts
 * load; once they have, it is checked in the browser with the same schema the server uses
 * (TRANSLATION_SCHEMAS). 'Traducir al inglés' (only when the server has a provider) fills the fields with a
 * machine draft; nothing is saved until the guide saves. The server remembers what it drafted, so it alone tells
 * a draft saved unchanged (shown to visitors as machine translation).
 */
export type TranslationFormProps = {
  step: TextStep;
  stepNumber: number;
  spanish: Pick<TripPrimaryText, TextStep>;
  defaults: Record<string, unknown>;
  result: TranslationResult | undefined;
  canTranslate: boolean;
  tripId?: string;
  draftId?: string | null;
  submitLabel: string;
};

export function TranslationForm({
  step,
  stepNumber,
  spanish,
  defaults,
  result,
  canTranslate,
  tripId,
  draftId,
  submitLabel,
}: TranslationFormProps) {
  const { t } = useTranslation("trips");
  const mine = result?.section === step ? result : undefined;
  // A refused plain post (before the scripts load) comes back with what was typed.
  const initial = mine?.ok === false && mine.values ? mine.values : defaults;
  const form = useCheckedForm<FieldValues, FieldValues>(TRANSLATION_SCHEMAS[step] as never, {
    defaultValues: initial,
  });
  const submit = useSubmit();
  const navigation = useNavigation();

  const serverErrors = mine && mine.ok === false ? mine.errors : {};
  const fieldError = useFieldErrors(form, serverErrors, t);

  const formRef = useRef<HTMLFormElement>(null);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const target = submitter ?? event.currentTarget;
    event.preventDefault();
    void form.handleSubmit(() => submit(target, { method: "post", preventScrollReset: true }))();
  }

  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === TRANSLATION_SAVE_INTENT;
  return (
    <Form
      method="post"
      noValidate
      ref={formRef}
      onSubmit={onSubmit}
      className="flex flex-col gap-6"
      data-testid="translation-form"
    >
      <input type="hidden" name="step" value={stepNumber} />
      <input type="hidden" name="section" value={step} />
      <input type="hidden" name="locale" value="en" />
      {draftId ? <input type="hidden" name="draftId" value={draftId} /> : null}
      <div className="flex flex-col gap-4">
        <p className="text-sm text-gray-600">{t("translationEditor.intro")}</p>
        {mine?.ok === false && mine.formError ? <Alert tone="error">{t(mine.formError)}</Alert> : null}
        {mine?.ok === true ? <Alert tone="success">{t("translationEditor.saved")}</Alert> : null}
        {canTranslate ? (
          <MachineDraftButton
            input={() => ({ section: step, values: spanish[step], tripId })}
            onDraft={(values) => form.reset({ ...defaults, ...values }, { keepDefaultValues: true })}
            labels={{
              translate: t("translationEditor.translate"),
              translating: t("translationEditor.translating"),
              drafted: t("translationEditor.drafted"),
            }}
          />
        ) : null}
      </div>
      <TranslationFields
        step={step}
        form={form}
        initial={initial}
        fieldError={fieldError}
        spanish={spanish}
      />
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-gray-200 pt-5">
        <Button type="submit" name="intent" value={TRANSLATION_SAVE_INTENT} loading={busy}>
          {busy ? t("edit.saving") : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
