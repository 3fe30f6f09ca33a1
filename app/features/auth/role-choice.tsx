import { Backpack, Map as MapIcon } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError } from "../../components/ui/field.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

/** The spec's role radio (viajero or tropleader), as two cards that say what each choice means. */
export function RoleChoice({
  register,
  error,
  defaultValue,
}: {
  register: UseFormRegisterReturn;
  error?: string | null;
  /** Checked in the server-rendered page too, before the form library takes over. */
  defaultValue: string;
}) {
  const { t } = useTranslation("auth");
  const options = [
    {
      value: "viajero",
      icon: Backpack,
      title: t("register.roles.viajero"),
      text: t("register.roles.viajeroDescription"),
    },
    {
      value: "tropleader",
      icon: MapIcon,
      title: t("register.roles.tropleader"),
      text: t("register.roles.tropleaderDescription"),
    },
  ];
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">{t("register.roleLegend")}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map(({ value, icon: Icon, title, text }) => (
          <label
            key={value}
            className="flex cursor-pointer gap-3 rounded-xl border border-gray-300 p-4 transition-colors hover:border-gray-400 has-checked:border-ink has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-ink has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ink"
          >
            <input
              type="radio"
              value={value}
              defaultChecked={value === defaultValue}
              className="mt-1 size-4 shrink-0 accent-ink"
              {...register}
            />
            <span className="min-w-0">
              <span className="flex items-center gap-1.5 text-sm font-semibold text-ink">
                <Icon aria-hidden="true" className="size-4" />
                {title}
              </span>
              <span className="mt-1 block text-xs leading-5 text-gray-600">{text}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError message={error} />
    </fieldset>
  );
}
