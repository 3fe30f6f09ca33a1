import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "../../lib/cn.ts";
import { FieldError } from "./field.tsx";

/**
 * Toggle chips backed by checkboxes: several values of one list field (the tropleader application's and the
 * guide profile's specialties and languages). Each checkbox posts its value, so the form works before the
 * scripts load; `selected` are the values checked in the server-rendered page.
 */
export function ChoiceChips({
  legend,
  options,
  error,
  inputProps,
  selected,
  testId,
}: {
  legend: string;
  options: { value: string; label: string }[];
  error?: string | null;
  inputProps: UseFormRegisterReturn;
  selected: readonly string[];
  testId?: string;
}) {
  return (
    <fieldset data-testid={testId}>
      <legend className="mb-2 text-sm font-medium text-ink">
        {legend}
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              "cursor-pointer rounded-full border border-gray-300 px-3 py-1.5 text-sm text-ink transition-colors select-none",
              "hover:border-gray-400 has-checked:border-ink has-checked:bg-ink has-checked:text-white",
              "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ink",
            )}
          >
            <input
              type="checkbox"
              value={o.value}
              defaultChecked={selected.includes(o.value)}
              className="sr-only"
              {...inputProps}
            />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError message={error} />
    </fieldset>
  );
}
