import { Plus, Trash2 } from "lucide-react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { TRIP_LIMITS } from "#core/schemas/trip-wizard";
import { MAX_ROWS, MIN_ROWS } from "#core/schemas/trip-wizard-rows";
import { Alert } from "../../components/ui/alert.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { TextareaField } from "../../components/ui/textarea.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { RowButton } from "./row-button.tsx";
import type { FieldErrorOf } from "./step-form.tsx";
import { useRowList } from "./use-row-list.ts";

type Form = UseFormReturn<FieldValues>;

/** Step 3, Inclusiones y FAQ: what is and is not included (one row always kept) and optional FAQs. */
export function InclusionsFields({ form, fieldError }: { form: Form; fieldError: FieldErrorOf }) {
  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-6 md:grid-cols-2">
        <ItemList form={form} fieldError={fieldError} name="included" />
        <ItemList form={form} fieldError={fieldError} name="excluded" />
      </div>
      <Faqs form={form} fieldError={fieldError} />
    </div>
  );
}

function ItemList({
  form,
  fieldError,
  name,
}: {
  form: Form;
  fieldError: FieldErrorOf;
  name: "included" | "excluded";
}) {
  const { t } = useTranslation("trips");
  const rows = useRowList(form, name, { min: MIN_ROWS[name], max: MAX_ROWS[name], blank: () => "" });
  const listError = fieldError(name);
  const itemLabel = name === "included" ? "wizard.inclusions.includedItem" : "wizard.inclusions.excludedItem";
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold">
        {t(name === "included" ? "wizard.inclusions.included" : "wizard.inclusions.excluded")}
      </legend>
      {listError ? <Alert tone="error">{listError}</Alert> : null}
      <ul className="flex flex-col gap-3">
        {rows.keys.map((key, i) => (
          <li key={key} className="flex items-end gap-2">
            <TextField
              label={t(itemLabel, { n: i + 1 })}
              placeholder={
                i === 0
                  ? t(
                      name === "included"
                        ? "wizard.inclusions.includedPlaceholder"
                        : "wizard.inclusions.excludedPlaceholder",
                    )
                  : undefined
              }
              maxLength={TRIP_LIMITS.itemMax}
              error={fieldError(`${name}.${i}`)}
              fieldClassName="flex-1"
              {...form.register(`${name}.${i}`)}
            />
            {rows.canRemove ? (
              <RowButton
                intent={`remove-${name}-${i}`}
                onClick={() => rows.remove(i)}
                label={t("wizard.inclusions.removeEmpty", { n: i + 1 })}
                className="mb-0.5"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </RowButton>
            ) : null}
          </li>
        ))}
      </ul>
      {rows.canAdd ? (
        <RowButton intent={`add-${name}`} onClick={rows.add} variant="outline" className="self-start">
          <Plus aria-hidden="true" className="size-4" />
          {t("wizard.inclusions.add")}
        </RowButton>
      ) : null}
    </fieldset>
  );
}

function Faqs({ form, fieldError }: { form: Form; fieldError: FieldErrorOf }) {
  const { t } = useTranslation("trips");
  const rows = useRowList(form, "faqs", {
    min: MIN_ROWS.faqs,
    max: MAX_ROWS.faqs,
    blank: () => ({ question: "", answer: "" }),
  });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-semibold">
        {t("wizard.inclusions.faqs")}{" "}
        <span className="font-normal text-gray-500">{t("wizard.fields.optional")}</span>
      </legend>
      <p className="text-sm text-gray-600">{t("wizard.inclusions.faqsHint")}</p>
      {rows.keys.length === 0 ? (
        <p className="text-sm text-gray-500">{t("wizard.inclusions.noFaqs")}</p>
      ) : null}
      <ol className="flex flex-col gap-4">
        {rows.keys.map((key, i) => (
          <li key={key} className="rounded-2xl border border-gray-200 bg-white p-4">
            <div className="grid gap-3">
              <TextField
                label={t("wizard.inclusions.question", { n: i + 1 })}
                maxLength={TRIP_LIMITS.faqQuestionMax}
                error={fieldError(`faqs.${i}.question`)}
                {...form.register(`faqs.${i}.question`)}
              />
              <TextareaField
                label={t("wizard.inclusions.answer", { n: i + 1 })}
                rows={2}
                maxLength={TRIP_LIMITS.faqAnswerMax}
                error={fieldError(`faqs.${i}.answer`)}
                {...form.register(`faqs.${i}.answer`)}
              />
              <RowButton
                intent={`remove-faqs-${i}`}
                onClick={() => rows.remove(i)}
                className="self-end text-red-700"
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t("wizard.inclusions.removeFaq", { n: i + 1 })}
              </RowButton>
            </div>
          </li>
        ))}
      </ol>
      {rows.canAdd ? (
        <RowButton intent="add-faqs" onClick={rows.add} variant="outline" className="self-start">
          <Plus aria-hidden="true" className="size-4" />
          {t("wizard.inclusions.addFaq")}
        </RowButton>
      ) : null}
    </fieldset>
  );
}
