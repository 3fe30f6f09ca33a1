import { Eye, EyeOff, Lock } from "lucide-react";
import { type ComponentProps, forwardRef, type ReactNode, useState } from "react";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

type PasswordFieldProps = Omit<ComponentProps<"input">, "type" | "id"> & {
  label: ReactNode;
  error?: string | null;
  aside?: ReactNode;
  id?: string;
};

/** A password input with the spec's show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, aside, id, required, ...inputProps },
  ref,
) {
  const { t } = useTranslation("auth");
  const [visible, setVisible] = useState(false);
  // Showing the password needs the scripts: the toggle is disabled until they run (app/lib/use-hydrated.ts).
  const hydrated = useHydrated();
  return (
    <Field label={label} error={error} aside={aside} id={id} required={required}>
      {(control) => (
        <div className="relative">
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-gray-400">
            <Lock aria-hidden="true" className="size-4" />
          </span>
          <Input
            ref={ref}
            {...inputProps}
            {...control}
            type={visible ? "text" : "password"}
            className="pr-11 pl-10"
          />
          <button
            type="button"
            disabled={!hydrated}
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t("fields.hidePassword") : t("fields.showPassword")}
            aria-pressed={visible}
            aria-controls={control.id}
            className="absolute inset-y-0 right-1 my-auto flex size-9 items-center justify-center rounded-md text-gray-500 transition-colors hover:bg-gray-100 hover:text-ink disabled:opacity-50"
          >
            {visible ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
          </button>
        </div>
      )}
    </Field>
  );
});
