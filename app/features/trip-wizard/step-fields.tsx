import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { WizardStep } from "#core/schemas/trip-wizard";
import { BasicsFields } from "./basics-fields.tsx";
import { GalleryFields } from "./gallery-fields.tsx";
import { InclusionsFields } from "./inclusions-fields.tsx";
import { ItineraryFields } from "./itinerary-fields.tsx";
import type { FieldErrorOf } from "./step-form.tsx";
import type { WizardOptions } from "./wizard-types.ts";

/** The fields of one step (create) or part (edit). */
export function StepFields({
  step,
  form,
  fieldError,
  options,
  durationDays,
}: {
  step: WizardStep;
  form: UseFormReturn<FieldValues>;
  fieldError: FieldErrorOf;
  options: WizardOptions;
  durationDays: unknown;
}) {
  switch (step) {
    case "basics":
      return <BasicsFields form={form} fieldError={fieldError} options={options} />;
    case "itinerary":
      return <ItineraryFields form={form} fieldError={fieldError} durationDays={durationDays} />;
    case "inclusions":
      return <InclusionsFields form={form} fieldError={fieldError} />;
    case "gallery":
      return <GalleryFields form={form} fieldError={fieldError} />;
  }
}
