import { useState } from "react";
import { useFetcher } from "react-router";
import type { ProfileSettingsInput } from "#core/schemas/profile";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useFetcherResult } from "../../lib/use-fetcher-result.ts";
import type { DashboardActionResult } from "./dashboard-types.ts";

const KEYS = ["notificationsEmail", "newsletter", "publicProfile"] as const;

/** The settings block (notifications_email, newsletter, public_profile); saving is possible once changed. */
export function SettingsForm({ settings }: { settings: ProfileSettingsInput }) {
  const { t } = useTranslation("profile");
  const toast = useToast();
  const fetcher = useFetcher<DashboardActionResult>({ key: "settings" });
  const [saved, setSaved] = useState(settings);
  const [values, setValues] = useState(settings);
  const changed = KEYS.some((k) => values[k] !== saved[k]);

  useFetcherResult(fetcher, (result) => {
    if (result.ok) {
      setSaved(values);
      toast.success(t("settings.success"));
    } else {
      toast.error(t("settings.error", { reason: t(result.error) }));
    }
  });

  return (
    <form
      className="flex flex-col gap-4"
      data-testid="settings-form"
      onSubmit={(event) => {
        event.preventDefault();
        fetcher.submit({ intent: "settings", ...values }, { method: "post", encType: "application/json" });
      }}
    >
      {KEYS.map((key) => (
        <Checkbox
          key={key}
          name={key}
          checked={values[key]}
          onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.checked }))}
          label={t(`settings.${key}`)}
          description={t(`settings.${key}Hint`)}
        />
      ))}
      <Button
        type="submit"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={!changed}
        loading={fetcher.state !== "idle"}
      >
        {t("settings.save")}
      </Button>
    </form>
  );
}
