import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { controlClasses, Field, type FieldOwnProps, splitFieldProps } from "./field.tsx";

export type SelectOption = { value: string; label: string; disabled?: boolean };

type SelectProps = ComponentProps<"select"> & {
  options?: SelectOption[];
  /** First, empty option ("Selecciona…"). */
  placeholder?: string;
};

export function Select({ className, options, placeholder, children, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select className={cn(controlClasses, "appearance-none pr-10", className)} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-500"
      />
    </div>
  );
}

export function SelectField(props: FieldOwnProps & Omit<SelectProps, "id">) {
  const [field, selectProps] = splitFieldProps(props);
  return <Field {...field}>{(control) => <Select {...selectProps} {...control} />}</Field>;
}
