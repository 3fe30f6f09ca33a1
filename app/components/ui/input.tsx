import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { controlClasses, Field, type FieldProps } from "./field.tsx";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(controlClasses, className)} {...props} />;
}

type FieldOwnProps = Omit<FieldProps, "children" | "className" | "id"> & {
  id?: string;
  fieldClassName?: string;
};

/** A labelled text input: <TextField label={t("email")} error={...} {...register("email")} />. */
export function TextField({
  label,
  error,
  hint,
  required,
  optionalLabel,
  aside,
  id,
  fieldClassName,
  leading,
  ...inputProps
}: FieldOwnProps & Omit<ComponentProps<"input">, "id"> & { leading?: ReactNode }) {
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
      {(control) =>
        leading ? (
          <div className="relative">
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-gray-400">
              {leading}
            </span>
            <Input {...inputProps} {...control} className={cn("pl-10", inputProps.className)} />
          </div>
        ) : (
          <Input {...inputProps} {...control} />
        )
      }
    </Field>
  );
}
