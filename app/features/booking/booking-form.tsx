import { Lock, ShieldCheck, Timer } from "lucide-react";
import { Link } from "react-router";
import type { Locale } from "#core/constants/locales";
import { formatShortDate } from "#core/format/dates";
import { formatMoney } from "#core/format/money";
import { platformToday } from "#core/rules/platform-calendar";
import { policyFigures } from "#core/rules/policy-figures";
import { type BookingFormValues, bookingFormSchema } from "#core/schemas/booking";
import type { BookingFormData } from "#server/services/bookings/get-booking-form";
import { Button } from "../../components/ui/button.tsx";
import { FieldError } from "../../components/ui/field.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { SelectField } from "../../components/ui/select.tsx";
import { TextareaField } from "../../components/ui/textarea.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useCheckedForm } from "../../lib/use-validated-form.ts";
import type { BookingFormTyped } from "./booking-form-data.ts";
import { TripSummaryCard } from "./trip-summary-card.tsx";

/** What the page needs of the server's booking form data (one definition: the service's type). */
export type BookingFormPageData = {
  trip: Omit<BookingFormData["trip"], "id">;
  departure: BookingFormData["departure"];
};

type BookingFormProps = BookingFormPageData & {
  locale: Locale;
  submitting: boolean;
  /** Already translated: the server's refusal, shown in red under the button (doc 1 §4 Checkout). */
  error: string | null;
  onSubmit: (values: BookingFormValues) => void;
  /** What a form posted without JavaScript held, when the server sent it back refused. */
  typed?: BookingFormTyped | null;
  /** The account has no birth date yet: ask it before this booking (adults only). */
  askBirthDate?: boolean;
};

/**
 * The booking form: participants (1 to the seats left) with a live total, the emergency contact and the
 * optional notes for the tropleader, validated with the same zod schema as the server. The amount shown is
 * only informative: the server computes what is charged.
 */
export function BookingForm({
  trip,
  departure,
  locale,
  submitting,
  error,
  onSubmit,
  typed,
  askBirthDate = false,
}: BookingFormProps) {
  const { t } = useTranslation("booking");
  const maxParticipants = Math.max(1, departure.seatsLeft);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useCheckedForm(bookingFormSchema(maxParticipants, { askBirthDate }), {
    // No defaults in the form library: the fields carry them in the server-rendered page, and the library
    // reads them as they are when the page hydrates, so nothing typed before that is wiped.
  });
  const initial: BookingFormTyped = typed ?? {
    participants: Math.max(1, departure.offeredSeats),
    emergencyContact: { name: "", phone: "", relationship: "" },
    dietaryRestrictions: "",
    medicalConditions: "",
    specialRequests: "",
  };
  const participants = Number(watch("participants")) || initial.participants || 1;
  const total = departure.priceCents * participants;
  const fieldError = (key?: string) => (key ? t(key) : null);
  const options = Array.from({ length: maxParticipants }, (_, i) => ({
    value: String(i + 1),
    label: t("form.participantsOption", { count: i + 1 }),
  }));

  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start"
      data-testid="booking-form"
    >
      <div className="space-y-8">
        {/* On a phone the full summary and the pay button come after the fields; this keeps the trip in view. */}
        <div className="flex items-center gap-3 rounded-2xl border border-gray-200 bg-gray-50 p-3 lg:hidden">
          {trip.heroImageUrl ? (
            <img src={trip.heroImageUrl} alt="" className="size-14 shrink-0 rounded-xl object-cover" />
          ) : null}
          <div className="min-w-0 text-sm">
            <p
              className="truncate font-semibold text-ink"
              lang={trip.titleLang !== locale ? trip.titleLang : undefined}
            >
              {trip.title}
            </p>
            <p className="text-gray-600">
              {formatShortDate(departure.startDate, locale)} – {formatShortDate(departure.endDate, locale)} ·{" "}
              {formatMoney(departure.priceCents, locale, departure.currency)}
            </p>
          </div>
        </div>
        {askBirthDate ? (
          <fieldset className="space-y-4">
            <legend className="text-lg font-semibold text-ink">{t("form.aboutYouTitle")}</legend>
            <TextField
              label={t("form.birthDate")}
              hint={t("form.birthDateHint", policyFigures())}
              type="date"
              autoComplete="bday"
              max={platformToday()}
              required
              fieldClassName="max-w-xs"
              error={fieldError(errors.birthDate?.message)}
              data-testid="booking-birth-date"
              defaultValue={initial.birthDate ?? ""}
              {...register("birthDate")}
            />
          </fieldset>
        ) : null}
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-ink">{t("form.participantsTitle")}</legend>
          <SelectField
            label={t("form.participants")}
            options={options}
            required
            error={fieldError(errors.participants?.message)}
            hint={t("form.seatsLeft", { count: departure.seatsLeft })}
            fieldClassName="max-w-xs"
            data-testid="participants"
            defaultValue={String(Math.min(initial.participants, maxParticipants) || 1)}
            {...register("participants", { setValueAs: (v) => Number(v) })}
          />
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-ink">{t("form.emergencyTitle")}</legend>
          <p className="-mt-2 text-sm text-gray-600">{t("form.emergencyHint")}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t("form.emergencyName")}
              autoComplete="off"
              required
              error={fieldError(errors.emergencyContact?.name?.message)}
              data-testid="emergency-name"
              defaultValue={initial.emergencyContact.name}
              {...register("emergencyContact.name")}
            />
            <TextField
              label={t("form.emergencyPhone")}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              required
              error={fieldError(errors.emergencyContact?.phone?.message)}
              data-testid="emergency-phone"
              defaultValue={initial.emergencyContact.phone}
              {...register("emergencyContact.phone")}
            />
          </div>
          <TextField
            label={t("form.emergencyRelationship")}
            placeholder={t("form.emergencyRelationshipPlaceholder")}
            required
            fieldClassName="sm:max-w-sm"
            error={fieldError(errors.emergencyContact?.relationship?.message)}
            data-testid="emergency-relationship"
            defaultValue={initial.emergencyContact.relationship}
            {...register("emergencyContact.relationship")}
          />
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-ink">{t("form.extrasTitle")}</legend>
          <p className="-mt-2 text-sm text-gray-600">{t("form.extrasHint")}</p>
          <TextareaField
            label={t("form.dietary")}
            optionalLabel={t("form.optional")}
            placeholder={t("form.dietaryPlaceholder")}
            rows={2}
            error={fieldError(errors.dietaryRestrictions?.message)}
            defaultValue={initial.dietaryRestrictions}
            {...register("dietaryRestrictions")}
          />
          <TextareaField
            label={t("form.medical")}
            optionalLabel={t("form.optional")}
            placeholder={t("form.medicalPlaceholder")}
            rows={2}
            error={fieldError(errors.medicalConditions?.message)}
            defaultValue={initial.medicalConditions}
            {...register("medicalConditions")}
          />
          <TextareaField
            label={t("form.requests")}
            optionalLabel={t("form.optional")}
            placeholder={t("form.requestsPlaceholder")}
            rows={3}
            error={fieldError(errors.specialRequests?.message)}
            defaultValue={initial.specialRequests}
            {...register("specialRequests")}
          />
        </fieldset>
      </div>

      <aside className="lg:sticky lg:top-24">
        <TripSummaryCard trip={trip} departure={departure} locale={locale}>
          <dl className="space-y-2 border-t border-gray-100 pt-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-gray-600">{t("form.pricePerPerson")}</dt>
              <dd className="font-medium text-ink">
                {formatMoney(departure.priceCents, locale, departure.currency)}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-gray-600">{t("form.participantsTitle")}</dt>
              <dd className="font-medium text-ink">
                {t("form.priceLine", {
                  price: formatMoney(departure.priceCents, locale, departure.currency),
                  count: participants,
                })}
              </dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 border-t border-gray-100 pt-3">
              <dt className="text-base font-semibold text-ink">{t("form.total")}</dt>
              <dd className="text-2xl font-bold text-ink" data-testid="booking-total" aria-live="polite">
                {formatMoney(total, locale, departure.currency)}
              </dd>
            </div>
          </dl>
          <p className="flex gap-2 text-xs text-gray-500">
            <Lock aria-hidden="true" className="size-3.5 shrink-0" />
            {t("form.totalHint")}
          </p>
          <div className="space-y-2">
            <Button
              type="submit"
              variant="dark"
              size="lg"
              fullWidth
              loading={submitting}
              aria-describedby={error ? "checkout-error" : undefined}
              data-testid="checkout-button"
            >
              {submitting
                ? t("form.submitting")
                : t("form.submit", { amount: formatMoney(total, locale, departure.currency) })}
            </Button>
            <FieldError id="checkout-error" message={error} />
          </div>
          <p className="flex gap-2 text-xs text-gray-600">
            <Timer aria-hidden="true" className="size-3.5 shrink-0" />
            {t("form.holdNotice", policyFigures())}
          </p>
          <p className="flex gap-2 text-xs text-gray-600">
            <ShieldCheck aria-hidden="true" className="size-3.5 shrink-0" />
            <span>
              {t("form.policyNote", policyFigures())}{" "}
              <Link to="/politica-cancelacion" className="font-medium text-ink underline underline-offset-2">
                {t("form.policyLink")}
              </Link>
            </span>
          </p>
        </TripSummaryCard>
      </aside>
    </form>
  );
}
