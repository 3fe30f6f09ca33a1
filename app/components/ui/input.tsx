import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { controlClasses, Field, type FieldOwnProps, splitFieldProps } from "./field.tsx";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(controlClasses, className)} {...props} />;
}

/** A labelled text input: <TextField label={t("email")} error={...} {...register("email")} />. */
export function TextField(
  props: FieldOwnProps & Omit<ComponentProps<"input">, "id"> & { leading?: ReactNode },
) {
  const [field, { leading, ...inputProps }] = splitFieldProps(props);
  return (
    <Field {...field}>
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
