import { BellRing } from "lucide-react";
import type { FormEvent } from "react";
import { Form, useSubmit } from "react-router";
import { formatDateTime } from "#core/format/dates";
import { Badge, type BadgeTone } from "../../components/ui/badge.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";

type Reminder = {
  id: string;
  message: string;
  messageEn: string | null;
  sendAt: string;
  sentAt: string | null;
  status: "scheduled" | "sent" | "cancelled" | "skipped";
};

const TONE: Record<Reminder["status"], BadgeTone> = {
  scheduled: "info",
  sent: "success",
  cancelled: "neutral",
  skipped: "warning",
};

/**
 * The departure's reminders with their state and both texts (Spanish, and English when written: issue 34); a
 * waiting one can be cancelled (a plain form post).
 */
export function ReminderList({ reminders }: { reminders: Reminder[] }) {
  const { t } = useTranslation("workspace");
  const locale = useLocale();
  const submit = useSubmit();
  if (reminders.length === 0) {
    return <EmptyState icon={<BellRing aria-hidden="true" />} title={t("reminders.empty")} />;
  }
  return (
    <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200" data-testid="reminders">
      {reminders.map((r) => {
        const when = formatDateTime(r.sentAt ?? r.sendAt, locale);
        return (
          <li key={r.id} className="space-y-2 px-4 py-3" data-testid="reminder" data-status={r.status}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm font-medium">
                {r.status === "sent"
                  ? t("reminders.sentAt", { date: when })
                  : t("reminders.sendAt", { date: when })}
              </span>
              <span className="flex items-center gap-2">
                <Badge tone={TONE[r.status]}>{t(`reminders.status.${r.status}`)}</Badge>
                {r.status === "scheduled" ? (
                  <Form
                    method="post"
                    onSubmit={(event: FormEvent<HTMLFormElement>) => {
                      event.preventDefault();
                      void submit(event.currentTarget, { method: "post" });
                    }}
                  >
                    <input type="hidden" name="intent" value="cancel" />
                    <input type="hidden" name="reminderId" value={r.id} />
                    <button
                      type="submit"
                      className={buttonClasses({ variant: "outline", size: "sm" })}
                      aria-label={t("reminders.cancelNamed", { date: when })}
                    >
                      {t("reminders.cancel")}
                    </button>
                  </Form>
                ) : null}
              </span>
            </div>
            <p lang="es" className="text-sm whitespace-pre-line text-gray-700">
              {r.message}
            </p>
            {r.messageEn ? (
              <div className="border-l-2 border-gray-200 pl-3" data-testid="reminder-english">
                <p className="text-xs font-semibold text-gray-600">{t("reminders.inEnglish")}</p>
                <p lang="en" className="text-sm whitespace-pre-line text-gray-700">
                  {r.messageEn}
                </p>
              </div>
            ) : (
              <p className="text-xs text-gray-600">{t("reminders.noEnglish")}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
