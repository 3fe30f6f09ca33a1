import { CheckCircle2, LogOut } from "lucide-react";
import { Form, useNavigation, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

/**
 * "Sign out on all other devices": a plain form (works before the scripts load) posting to /cuenta/sesiones,
 * which comes back here with ?sesiones=cerradas to confirm.
 */
export function SessionsForm() {
  const { t } = useTranslation("profile");
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formAction === "/cuenta/sesiones";
  const done = searchParams.get("sesiones") === "cerradas";
  return (
    <div className="flex flex-col gap-4">
      {done ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl border border-brand-300 bg-brand-50 p-3 text-sm text-ink"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          {t("sessions.done")}
        </p>
      ) : null}
      <Form method="post" action="/cuenta/sesiones">
        <Button type="submit" variant="outline" disabled={sending} className="w-full">
          <LogOut aria-hidden="true" className="size-4" />
          {t("sessions.signOutOthers")}
        </Button>
      </Form>
    </div>
  );
}
