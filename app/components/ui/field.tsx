import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn.ts";

/** What a control needs to be tied to its label, hint and error. Spread it onto the input. */
export type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  required: boolean | undefined;
};

export type FieldProps = {
  label: ReactNode;
  /** Already translated text (e.g. t(errors.email?.message)); shown under the control, in red. */
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  /** Shows "(opcional)" style text next to the label. */
  optionalLabel?: string;
  id?: string;
  className?: string;
  /** Extra element at the right of the label row (e.g. a "forgot password?" link or a counter). */
  aside?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
};

/** What a labelled control (TextField, SelectField, TextareaField) takes for its Field, beside the control's own props. */
export type FieldOwnProps = Omit<FieldProps, "children" | "className" | "id"> & {
  id?: string;
  /** The class of the Field around the control (`className` goes to the control). */
  fieldClassName?: string;
};

/** Splits a labelled control's props into its Field's and the control's own. */
export function splitFieldProps<P extends FieldOwnProps>({
  label,
  error,
  hint,
  required,
  optionalLabel,
  aside,
  id,
  fieldClassName,
  ...control
}: P): [Omit<FieldProps, "children">, Omit<P, keyof FieldOwnProps>] {
  return [{ label, error, hint, required, optionalLabel, aside, id, className: fieldClassName }, control];
}

/** The label and optional description on the right of a checkbox or a radio button. */
export function ChoiceLabel({
  inputId,
  label,
  description,
  descriptionId,
}: {
  inputId: string;
  label: ReactNode;
  description?: ReactNode;
  descriptionId: string | undefined;
}) {
  return (
    <div className="text-sm leading-5">
      <label htmlFor={inputId} className="cursor-pointer font-medium text-ink">
        {label}
      </label>
      {description ? (
        <p id={descriptionId} className="text-gray-500">
          {description}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Label + control + hint + error, wired for assistive technology: the label points at the control, the
 * control is aria-invalid when there is an error and aria-describedby lists the hint and the error.
 */
export function Field({
  label,
  error,
  hint,
  required,
  optionalLabel,
  id,
  className,
  aside,
  children,
}: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `f${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={controlId} className="text-sm font-medium text-ink">
          {label}
          {required ? (
            <span aria-hidden="true" className="ml-0.5 text-red-600">
              *
            </span>
          ) : null}
          {optionalLabel ? <span className="ml-1 font-normal text-gray-500">{optionalLabel}</span> : null}
        </label>
        {aside}
      </div>
      {children({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        required: required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-600">
      {message}
    </p>
  );
}

/** Shared look of text-like controls; aria-invalid turns the border red. */
export const controlClasses = cn(
  "block w-full rounded-lg border border-gray-300 bg-white px-3.5 py-2.5 text-base text-ink sm:text-sm",
  "placeholder:text-gray-400 transition-colors",
  "focus:border-ink focus:outline-none focus:ring-3 focus:ring-brand/50",
  "aria-invalid:border-red-500 aria-invalid:focus:ring-red-100",
  "disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-500",
);
