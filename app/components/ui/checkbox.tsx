import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn.ts";
import { ChoiceLabel, FieldError } from "./field.tsx";

type CheckboxProps = Omit<ComponentProps<"input">, "type"> & {
  label: ReactNode;
  description?: ReactNode;
  /** Already translated text. */
  error?: string | null;
};

/** A checkbox with its label on the right (e.g. "Acepto los términos"), error below. */
export function Checkbox({ label, description, error, id, className, ...props }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `c${autoId}`;
  const descriptionId = description ? `${inputId}-desc` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={[descriptionId, errorId].filter(Boolean).join(" ") || undefined}
          className={cn(
            "mt-0.5 size-4.5 shrink-0 cursor-pointer rounded border-gray-300 accent-ink",
            "disabled:cursor-not-allowed aria-invalid:outline aria-invalid:outline-red-500",
          )}
          {...props}
        />
        <ChoiceLabel
          inputId={inputId}
          label={label}
          description={description}
          descriptionId={descriptionId}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
