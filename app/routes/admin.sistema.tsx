import { CircleCheck, MailCheck } from "lucide-react";
import { data, useActionData, useFetcher } from "react-router";
import { isConfirmed } from "#core/schemas/admin-decision";
import { adminSystemActionSchema } from "#core/schemas/admin-system";
import { requireUser } from "#server/auth/guards";
import { assertAdmin } from "#server/services/admin/assert-admin";
import { discardFailedJob } from "#server/services/system/discard-failed-job";
import { getSystemStatus } from "#server/services/system/get-system-status";
import { listFailedEmails } from "#server/services/system/list-failed-emails";
import { listFailedJobs } from "#server/services/system/list-failed-jobs";
import { listRefusedWebhooks } from "#server/services/system/list-refused-webhooks";
import { resendFailedEmail } from "#server/services/system/resend-failed-email";
import { retryFailedJob } from "#server/services/system/retry-failed-job";
import { Alert } from "../components/ui/alert.tsx";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { useToast } from "../components/ui/toast.tsx";
import { ConfirmStep } from "../features/admin/confirm-step.tsx";
import { FailedEmailRow } from "../features/admin/failed-email-row.tsx";
import { FailedJobRow } from "../features/admin/failed-job-row.tsx";
import { RefusedWebhooks } from "../features/admin/refused-webhooks.tsx";
import { type SystemActionResult, systemOutcomeText } from "../features/admin/system-action.ts";
import { SystemFacts } from "../features/admin/system-facts.tsx";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionFailure, actionRefusal, confirmationNeeded } from "../lib/action-failure.server.ts";
import { useFetcherResult } from "../lib/use-fetcher-result.ts";
import type { Route } from "./+types/admin.sistema";

/** Sistema (issue 38): the machinery an operator watches; every list and action checks the admin role. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  if (user.role !== "admin") return null;
  const [status, jobs, emails, webhooks] = await Promise.all([
    getSystemStatus(context.deps, user),
    listFailedJobs(context.deps, user),
    listFailedEmails(context.deps, user),
    listRefusedWebhooks(context.deps, user),
  ]);
  return { status, jobs, emails, webhooks };
}

/** 'Reintentar' / 'Descartar' a failed job, 'Reenviar' a failed email: each confirmed first, then its service. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const parsed = adminSystemActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return actionRefusal(parsed.error.issues[0]?.message ?? "system:errors.unknownAction", { intent });
  }
  const act = parsed.data;
  try {
    // The services check the role; checked here first too, so nobody else is even asked to confirm.
    assertAdmin(user);
    if (!isConfirmed(form)) {
      return confirmationNeeded({ intent: act.intent, id: String(act.id) });
    }
    const { changed } =
      act.intent === "email-resend"
        ? await resendFailedEmail(context.deps, user, act.id)
        : act.intent === "job-retry"
          ? await retryFailedJob(context.deps, user, act.id)
          : await discardFailedJob(context.deps, user, act.id);
    return data<SystemActionResult>({ ok: true, intent: act.intent, changed });
  } catch (e) {
    return actionFailure(e, { intent });
  }
}

export default function AdminSystem({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("system");
  const toast = useToast();
  const fetcher = useFetcher<SystemActionResult>();
  const plainResult = useActionData<typeof action>();
  useFetcherResult(fetcher, (result) => {
    if (!("needsConfirmation" in result))
      (result.ok ? toast.success : toast.error)(systemOutcomeText(result, t));
  });
  if (!loaderData) return null;
  const { status, jobs, emails, webhooks } = loaderData;
  return (
    <div className="flex flex-col gap-10">
      {plainResult && "needsConfirmation" in plainResult ? (
        <ConfirmStep {...confirmStepFor(plainResult, loaderData, t)} />
      ) : plainResult ? (
        <Alert tone={plainResult.ok ? "success" : "error"}>{systemOutcomeText(plainResult, t)}</Alert>
      ) : null}
      <section aria-labelledby="system-title" className="flex flex-col gap-4">
        <div>
          <h2 id="system-title" className="text-lg font-semibold">
            {t("facts.title")}
          </h2>
          <p className="mt-1 text-sm text-gray-600">{t("subtitle")}</p>
        </div>
        <SystemFacts status={status} />
      </section>
      <section aria-labelledby="failed-jobs-title">
        <h2 id="failed-jobs-title" className="text-lg font-semibold">
          {t("jobs.title")}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{t("jobs.help")}</p>
        {jobs.length === 0 ? (
          <EmptyState
            className="mt-3"
            icon={<CircleCheck aria-hidden="true" />}
            title={t("jobs.empty")}
            description={t("jobs.emptyHelp")}
          />
        ) : (
          <ul
            className="mt-3 divide-y divide-gray-200 rounded-2xl border border-gray-200"
            data-testid="failed-jobs"
          >
            {jobs.map((job) => (
              <FailedJobRow key={job.id} job={job} fetcher={fetcher} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="failed-emails-title">
        <h2 id="failed-emails-title" className="text-lg font-semibold">
          {t("emails.title")}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{t("emails.help")}</p>
        {emails.length === 0 ? (
          <EmptyState
            className="mt-3"
            icon={<MailCheck aria-hidden="true" />}
            title={t("emails.empty")}
            description={t("emails.emptyHelp")}
          />
        ) : (
          <ul
            className="mt-3 divide-y divide-gray-200 rounded-2xl border border-gray-200"
            data-testid="failed-emails"
          >
            {emails.map((email) => (
              <FailedEmailRow key={email.id} email={email} fetcher={fetcher} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="refused-webhooks-title">
        <h2 id="refused-webhooks-title" className="text-lg font-semibold">
          {t("webhooks.title")}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{t("webhooks.help")}</p>
        <RefusedWebhooks webhooks={webhooks} />
      </section>
    </div>
  );
}

type PageData = NonNullable<Route.ComponentProps["loaderData"]>;

/** The question asked before the scripts load, naming the job or email from the list (the post carried its id). */
function confirmStepFor(
  result: Extract<SystemActionResult, { needsConfirmation: true }>,
  page: PageData,
  t: (key: string, vars?: Record<string, string>) => string,
) {
  const fields = { intent: result.intent, id: result.id };
  if (result.intent === "email-resend") {
    const email = page.emails.find((e) => e.id === result.id);
    const vars = { template: email?.template ?? "", recipient: email?.recipient ?? "" };
    return {
      title: t("emails.resendTitle"),
      message: t("emails.resendConfirm", vars),
      confirmLabel: t("emails.resend"),
      fields,
    };
  }
  const job = page.jobs.find((j) => String(j.id) === result.id);
  const vars = { kind: job?.type ?? "", id: result.id };
  return result.intent === "job-retry"
    ? {
        title: t("jobs.retryTitle"),
        message: t("jobs.retryConfirm", vars),
        confirmLabel: t("jobs.retry"),
        fields,
      }
    : {
        title: t("jobs.discardTitle"),
        message: t("jobs.discardConfirm", vars),
        confirmLabel: t("jobs.discard"),
        fields,
      };
}
