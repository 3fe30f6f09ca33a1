import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn.ts";
import { ChoiceLabel, FieldError } from "./field.tsx";

type RadioProps = Omit<ComponentProps<"input">, "type"> & {
  label: ReactNode;
  description?: ReactNode;
};

export function Radio({ label, description, id, className, ...props }: RadioProps) {
  const autoId = useId();
  const inputId = id ?? `r${autoId}`;
  const descriptionId = description ? `${inputId}-desc` : undefined;
  return (
    <div className={cn("flex items-start gap-3", className)}>
      <input
        id={inputId}
        type="radio"
        aria-describedby={descriptionId}
        className="mt-0.5 size-4.5 shrink-0 cursor-pointer accent-ink disabled:cursor-not-allowed"
        {...props}
      />
      <ChoiceLabel inputId={inputId} label={label} description={description} descriptionId={descriptionId} />
    </div>
  );
}

type RadioGroupProps = {
  legend: ReactNode;
  /** Already translated text. */
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/** A fieldset of <Radio>s with a legend and one error for the group. */
export function RadioGroup({ legend, error, hint, required, className, children }: RadioGroupProps) {
  const id = useId();
  const hintId = hint ? `rg${id}-hint` : undefined;
  const errorId = error ? `rg${id}-error` : undefined;
  return (
    <fieldset
      className={cn("flex flex-col gap-2", className)}
      aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
    >
      <legend className="mb-1 text-sm font-medium text-ink">
        {legend}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={hintId} className="-mt-1 text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
