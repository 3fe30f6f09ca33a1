import { Form } from "react-router";
import { formatLongDate } from "#core/format/dates";
import {
  type DepartureForm as DepartureValues,
  departureEndDate,
  departureFormSchema,
} from "#core/schemas/departure";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { useValidatedForm } from "../../lib/use-validated-form.ts";
import type { DepartureResult } from "./departure-types.ts";

type Props = {
  intent: "add" | "update";
  departureId?: string;
  defaults: {
    startDate: string;
    price: number | string;
    maxParticipants: number | string;
    minParticipants: number | string;
    confirmDeadlineDays?: number | string;
  };
  trip: { durationDays: number; maxParticipants: number };
  /** The first and last start dates allowed (tomorrow, two years ahead). */
  window: { min: string; max: string };
  /** The dates cannot move (the departure has bookings). */
  datesLocked?: boolean;
  result?: DepartureResult;
  submitLabel: string;
};

/**
 * A departure's fields (doc 2 §3 Departure), checked in the browser with the same schema as the server; the
 * end date is shown as it follows from the trip's duration.
 */
export function DepartureForm({
  intent,
  departureId,
  defaults,
  trip,
  window,
  datesLocked,
  result,
  submitLabel,
}: Props) {
  const { t } = useTranslation("departures");
  const locale = useLocale();
  const {
    register,
    watch,
    formState: { errors },
    submitting,
    postForm,
  } = useValidatedForm(departureFormSchema, {
    defaultValues: defaults as unknown as DepartureValues,
  });
  const serverError =
    result && !result.ok && result.intent === intent && result.departureId === departureId ? result : null;
  const error = (field: keyof DepartureValues) => {
    const key = errors[field]?.message ?? (serverError?.field === field ? serverError.error : undefined);
    return key ? t(key, serverError?.params) : null;
  };
  const start = String(watch("startDate") ?? "");
  const validStart = /^\d{4}-\d{2}-\d{2}$/.test(start);
  return (
    <Form method="post" noValidate onSubmit={postForm} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={intent} />
      {departureId ? <input type="hidden" name="departureId" value={departureId} /> : null}
      {datesLocked ? <input type="hidden" {...register("startDate")} /> : null}
      <TextField
        label={t("fields.startDate")}
        type="date"
        required
        min={window.min}
        max={window.max}
        disabled={datesLocked}
        hint={
          datesLocked
            ? t("card.datesLocked")
            : validStart
              ? t("fields.startDateHint", {
                  end: formatLongDate(departureEndDate(start, trip.durationDays), locale),
                  count: trip.durationDays,
                })
              : t("fields.startDateHintEmpty", { count: trip.durationDays })
        }
        error={error("startDate")}
        {...(datesLocked ? { value: defaults.startDate, readOnly: true } : register("startDate"))}
      />
      <TextField
        label={t("fields.price")}
        type="number"
        inputMode="decimal"
        min={100}
        step="0.01"
        required
        hint={t("fields.priceHint")}
        error={error("price")}
        {...register("price")}
      />
      <TextField
        label={t("fields.maxParticipants")}
        type="number"
        inputMode="numeric"
        min={2}
        max={trip.maxParticipants}
        required
        hint={t("fields.maxHint", { max: trip.maxParticipants })}
        error={error("maxParticipants")}
        {...register("maxParticipants")}
      />
      <TextField
        label={t("fields.minParticipants")}
        type="number"
        inputMode="numeric"
        min={1}
        max={trip.maxParticipants}
        required
        hint={t("fields.minHint")}
        error={error("minParticipants")}
        {...register("minParticipants")}
      />
      <TextField
        label={t("fields.confirmDeadlineDays")}
        type="number"
        inputMode="numeric"
        min={1}
        max={90}
        hint={t("fields.deadlineHint")}
        error={error("confirmDeadlineDays")}
        {...register("confirmDeadlineDays")}
      />
      <div className="sm:col-span-2">
        <Button type="submit" variant="dark" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
