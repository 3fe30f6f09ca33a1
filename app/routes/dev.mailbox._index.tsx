import { Inbox, Search } from "lucide-react";
import { data, Form, Link } from "react-router";
import { formatDateTime } from "#core/format/dates";
import { httpStatusFor, isAppError } from "#server/lib/app-error";
import { listOutboxEmails } from "#server/services/mail/list-outbox-emails";
import { Badge } from "../components/ui/badge.tsx";
import { Button } from "../components/ui/button.tsx";
import { Input } from "../components/ui/input.tsx";
import { statusTone } from "../features/emails/mailbox-status.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import type { Route } from "./+types/dev.mailbox._index";

export function meta() {
  return [{ title: "Dev mailbox · Tropa" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const to = new URL(request.url).searchParams.get("to") ?? "";
  try {
    const emails = await listOutboxEmails(context.deps, context, { to });
    return { to, emails, delivery: context.deps.mail.kind, locale: context.locale };
  } catch (e) {
    if (isAppError(e)) throw data(null, { status: httpStatusFor(e.code) });
    throw e;
  }
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("emails");
  const { emails, to, delivery, locale } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <div className="flex items-center gap-3">
        <Inbox aria-hidden="true" className="size-7" />
        <h1 className="text-2xl font-bold">{t("mailbox.title")}</h1>
      </div>
      <p className="mt-2 text-sm text-gray-600">
        {delivery === "smtp" ? t("mailbox.introSmtp") : t("mailbox.introOutbox")}
      </p>
      <Form method="get" className="mt-6 flex gap-2" role="search">
        <label htmlFor="mailbox-to" className="sr-only">
          {t("mailbox.filterLabel")}
        </label>
        <Input
          id="mailbox-to"
          name="to"
          type="search"
          defaultValue={to}
          placeholder={t("mailbox.filterPlaceholder")}
        />
        <Button type="submit" variant="dark">
          <Search aria-hidden="true" className="size-4" />
          {t("mailbox.filter")}
        </Button>
      </Form>
      {emails.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-gray-300 p-10 text-center text-gray-500">
          {t("mailbox.empty")}
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-gray-200 overflow-hidden rounded-2xl border border-gray-200">
          {emails.map((email) => (
            <li key={email.id}>
              <Link
                to={`/dev/mailbox/${email.id}`}
                className="flex flex-col gap-1 px-4 py-3 transition-colors hover:bg-gray-50 sm:flex-row sm:items-center sm:gap-4"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{email.subject}</span>
                  <span className="block truncate text-sm text-gray-600">
                    {t("mailbox.to")}: {email.toName ? `${email.toName} <${email.toEmail}>` : email.toEmail}
                  </span>
                </span>
                <span className="flex items-center gap-2 text-xs text-gray-500">
                  <Badge tone={statusTone(email.status)}>{t(`mailbox.status.${email.status}`)}</Badge>
                  <span>{email.locale.toUpperCase()}</span>
                  <time dateTime={new Date(email.createdAt).toISOString()}>
                    {formatDateTime(email.createdAt, locale)}
                  </time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
