import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { controlClasses, Field, type FieldProps } from "./field.tsx";

export function Textarea({ className, rows = 4, ...props }: ComponentProps<"textarea">) {
  return <textarea rows={rows} className={cn(controlClasses, "min-h-24 resize-y", className)} {...props} />;
}

type FieldOwnProps = Omit<FieldProps, "children" | "className" | "id"> & {
  id?: string;
  fieldClassName?: string;
};

export function TextareaField({
  label,
  error,
  hint,
  required,
  optionalLabel,
  aside,
  id,
  fieldClassName,
  ...textareaProps
}: FieldOwnProps & Omit<ComponentProps<"textarea">, "id">) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      required={required}
      optionalLabel={optionalLabel}
      aside={aside}
      id={id}
      className={fieldClassName}
    >
      {(control) => <Textarea {...textareaProps} {...control} />}
    </Field>
  );
}
