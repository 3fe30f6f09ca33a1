import { useEffect } from "react";
import { type FieldValues, get, type UseFormReturn } from "react-hook-form";
import type { TFunction } from "#core/i18n/translator";
import { useHydrated } from "../../lib/use-hydrated.ts";
import type { FieldErrorOf } from "./step-form.tsx";

/**
 * The translated error of each field of a wizard form (a step, or a step's English version): the browser's own
 * check once the scripts run, and before that what the server refused (`serverErrors`, from a plain post), which
 * is also put on the fields so it stays until corrected. A list's own error (too few rows) sits under `root`
 * once its rows are fields (react-hook-form).
 */
export function useFieldErrors(
  form: UseFormReturn<FieldValues>,
  serverErrors: Record<string, string>,
  t: TFunction,
): FieldErrorOf {
  const hydrated = useHydrated();
  const { setError } = form;
  useEffect(() => {
    for (const [name, message] of Object.entries(serverErrors)) setError(name, { type: "server", message });
  }, [serverErrors, setError]);

  return (name) => {
    const own = get(form.formState.errors, name) as
      | { message?: string; root?: { message?: string } }
      | undefined;
    const key = own?.message ?? own?.root?.message ?? (hydrated ? undefined : serverErrors[name]);
    return key ? t(key) : null;
  };
}
