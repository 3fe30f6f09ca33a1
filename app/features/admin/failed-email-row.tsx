import { Send } from "lucide-react";
import { formatDateTime } from "#core/format/dates";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { ConfirmedActionButton } from "./confirmed-action-button.tsx";
import type { SystemFetcher } from "./system-action.ts";

export type FailedEmail = {
  id: string;
  recipient: string;
  template: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date | string;
};

/** One email the mail server refused on every attempt (recipient masked), with 'Reenviar'. */
export function FailedEmailRow({ email, fetcher }: { email: FailedEmail; fetcher: SystemFetcher }) {
  const { t } = useTranslation("system");
  const locale = useLocale();
  const vars = { template: email.template, recipient: email.recipient };
  return (
    <li
      className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:justify-between"
      data-testid="failed-email"
    >
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-baseline gap-x-2 font-medium">
          <span className="font-mono break-all">{email.template}</span>
          <span className="font-normal text-gray-700">{t("emails.to", { recipient: email.recipient })}</span>
        </p>
        <p className="mt-1 break-words text-red-800">{email.lastError ?? t("emails.noError")}</p>
        <p className="mt-1 text-xs text-gray-600">
          {t("emails.attempts", { count: email.attempts })} ·{" "}
          {t("emails.queuedAt", { date: formatDateTime(email.createdAt, locale) })}
        </p>
      </div>
      <div className="flex shrink-0">
        <ConfirmedActionButton
          fetcher={fetcher}
          intent="email-resend"
          id={email.id}
          icon={<Send aria-hidden="true" className="size-4" />}
          label={t("emails.resend")}
          ariaLabel={t("emails.resendLabel", vars)}
          title={t("emails.resendTitle")}
          message={t("emails.resendConfirm", vars)}
        />
      </div>
    </li>
  );
}
