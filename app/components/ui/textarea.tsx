import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { controlClasses, Field, type FieldOwnProps, splitFieldProps } from "./field.tsx";

export function Textarea({ className, rows = 4, ...props }: ComponentProps<"textarea">) {
  return <textarea rows={rows} className={cn(controlClasses, "min-h-24 resize-y", className)} {...props} />;
}

export function TextareaField(props: FieldOwnProps & Omit<ComponentProps<"textarea">, "id">) {
  const [field, textareaProps] = splitFieldProps(props);
  return <Field {...field}>{(control) => <Textarea {...textareaProps} {...control} />}</Field>;
}
