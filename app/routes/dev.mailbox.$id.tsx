import { ArrowLeft, ExternalLink } from "lucide-react";
import { data, Link } from "react-router";
import { formatDateTime } from "#core/format/dates";
import { httpStatusFor, isAppError } from "#server/lib/app-error";
import { getOutboxEmail } from "#server/services/mail/get-outbox-email";
import { Badge } from "../components/ui/badge.tsx";
import { statusTone } from "../features/emails/mailbox-status.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import type { Route } from "./+types/dev.mailbox.$id";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.email.subject ?? "Email"} · Dev mailbox` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const email = await getOutboxEmail(context.deps, context, params.id);
    return { email, locale: context.locale };
  } catch (e) {
    if (isAppError(e)) throw data(null, { status: httpStatusFor(e.code) });
    throw e;
  }
}

/** Links inside the preview open in the whole window, as they would from a mail client. */
function previewDocument(html: string): string {
  return html.replace(/<head>/i, '<head><base target="_top">');
}

export default function DevMailboxEmail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("emails");
  const { email, locale } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <Link to="/dev/mailbox" className="inline-flex items-center gap-1 text-sm font-medium hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("mailbox.back")}
      </Link>
      <h1 className="mt-4 text-2xl font-bold">{email.subject}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-500">{t("mailbox.to")}</dt>
        <dd>{email.toName ? `${email.toName} <${email.toEmail}>` : email.toEmail}</dd>
        <dt className="text-gray-500">{t("mailbox.date")}</dt>
        <dd>
          <time dateTime={new Date(email.createdAt).toISOString()}>
            {formatDateTime(email.createdAt, locale)}
          </time>
        </dd>
        <dt className="text-gray-500">{t("mailbox.statusLabel")}</dt>
        <dd className="flex items-center gap-2">
          <Badge tone={statusTone(email.status)}>{t(`mailbox.status.${email.status}`)}</Badge>
          {email.attempts > 0 ? t("mailbox.attempts", { count: email.attempts }) : null}
        </dd>
        {email.lastError ? (
          <>
            <dt className="text-gray-500">{t("mailbox.lastError")}</dt>
            <dd className="text-red-700">{email.lastError}</dd>
          </>
        ) : null}
      </dl>

      {email.links.length > 0 ? (
        <section className="mt-6 rounded-2xl border border-brand-300 bg-brand-50 p-4">
          <h2 className="text-sm font-semibold">{t("mailbox.links")}</h2>
          <ul className="mt-2 space-y-1">
            {email.links.map((href) => (
              <li key={href}>
                <a
                  href={href}
                  className="inline-flex items-center gap-1 text-sm break-all text-brand-800 underline"
                  data-testid="mailbox-link"
                >
                  {href}
                  <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="mt-6">
        <h2 className="text-sm font-semibold">{t("mailbox.html")}</h2>
        <iframe
          title={t("mailbox.html")}
          srcDoc={previewDocument(email.html)}
          sandbox="allow-popups allow-top-navigation-by-user-activation"
          className="mt-2 h-[560px] w-full rounded-2xl border border-gray-200"
        />
      </section>
      <section className="mt-6">
        <h2 className="text-sm font-semibold">{t("mailbox.text")}</h2>
        <pre className="mt-2 overflow-x-auto rounded-2xl bg-gray-50 p-4 text-sm whitespace-pre-wrap">
          {email.text}
        </pre>
      </section>
    </div>
  );
}
