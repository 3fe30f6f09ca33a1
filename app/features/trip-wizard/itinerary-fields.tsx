import { Plus, Trash2 } from "lucide-react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { hasFewerDaysThanDuration, TRIP_LIMITS } from "#core/schemas/trip-wizard";
import { MAX_ROWS, MIN_ROWS } from "#core/schemas/trip-wizard-rows";
import { Alert } from "../../components/ui/alert.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { TextareaField } from "../../components/ui/textarea.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { PickImageButton, UploadProgress, useImageField } from "./image-upload.tsx";
import { RowButton } from "./row-button.tsx";
import type { FieldErrorOf } from "./step-form.tsx";
import { useRowList } from "./use-row-list.ts";

type Form = UseFormReturn<FieldValues>;

/** Step 2, Itinerario: a card per day (add; remove while more than one), with an optional image. */
export function ItineraryFields({
  form,
  fieldError,
  durationDays,
}: {
  form: Form;
  fieldError: FieldErrorOf;
  durationDays: unknown;
}) {
  const { t } = useTranslation("trips");
  const rows = useRowList(form, "days", {
    min: MIN_ROWS.days,
    max: MAX_ROWS.days,
    blank: () => ({ title: "", description: "", imageUrl: "" }),
  });
  const listError = fieldError("days");
  return (
    <div className="flex flex-col gap-5">
      <p className="text-gray-600">{t("wizard.itinerary.intro")}</p>
      {hasFewerDaysThanDuration(rows.keys.length, durationDays) ? (
        <Alert tone="warning">
          {t("wizard.itinerary.fewerDays", {
            count: rows.keys.length,
            duration: t("wizard.itinerary.tripDuration", { count: Number(durationDays) }),
          })}
        </Alert>
      ) : null}
      {listError ? <Alert tone="error">{listError}</Alert> : null}
      <ol className="flex flex-col gap-4">
        {rows.keys.map((key, i) => (
          <li key={key} className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-5">
            <div className="mb-3 flex items-center justify-between gap-3">
              <h3 className="font-semibold">{t("wizard.itinerary.day", { n: i + 1 })}</h3>
              {rows.canRemove ? (
                <RowButton
                  intent={`remove-days-${i}`}
                  onClick={() => rows.remove(i)}
                  label={t("wizard.itinerary.removeDay", { n: i + 1 })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </RowButton>
              ) : null}
            </div>
            <div className="grid gap-4">
              <TextField
                label={t("wizard.itinerary.dayTitle")}
                required
                maxLength={TRIP_LIMITS.dayTitleMax}
                error={fieldError(`days.${i}.title`)}
                {...form.register(`days.${i}.title`)}
              />
              <TextareaField
                label={t("wizard.itinerary.dayDescription")}
                required
                rows={3}
                maxLength={TRIP_LIMITS.dayDescriptionMax}
                error={fieldError(`days.${i}.description`)}
                {...form.register(`days.${i}.description`)}
              />
              <DayImage form={form} index={i} error={fieldError(`days.${i}.imageUrl`)} />
            </div>
          </li>
        ))}
      </ol>
      {rows.canAdd ? (
        <RowButton intent="add-days" onClick={rows.add} variant="outline" className="self-start">
          <Plus aria-hidden="true" className="size-4" />
          {t("wizard.itinerary.addDay")}
        </RowButton>
      ) : null}
    </div>
  );
}

function DayImage({ form, index, error }: { form: Form; index: number; error: string | null }) {
  const { t } = useTranslation("trips");
  const name = `days.${index}.imageUrl`;
  const { url, pick, progress, error: uploadError } = useImageField(form, name);
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-ink">
        {t("wizard.itinerary.dayImage")}{" "}
        <span className="font-normal text-gray-500">{t("wizard.fields.optional")}</span>
      </span>
      <input type="hidden" {...form.register(name)} />
      <div className="flex flex-wrap items-center gap-3">
        {url ? <img src={url} alt="" className="h-16 w-24 rounded-lg object-cover" /> : null}
        <PickImageButton
          label={url ? t("wizard.gallery.replace") : t("wizard.gallery.upload")}
          onFiles={pick}
          testId={`day-image-input-${index}`}
        />
        {url ? (
          <button
            type="button"
            className="text-sm font-medium text-red-700 hover:underline"
            onClick={() => form.setValue(name, "", { shouldDirty: true })}
          >
            {t("wizard.gallery.remove", { n: index + 1 })}
          </button>
        ) : null}
      </div>
      <UploadProgress progress={progress} />
      {uploadError || error ? <p className="text-sm text-red-600">{uploadError ?? error}</p> : null}
    </div>
  );
}
