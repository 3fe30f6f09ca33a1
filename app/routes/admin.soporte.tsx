import { redirect, useActionData, useNavigation, useRevalidator } from "react-router";
import { type SupportInboxStatus, supportReplySchema } from "#core/schemas/support";
import { requireUser } from "#server/auth/guards";
import { isAppError } from "#server/lib/app-error";
import { getSupportConversation } from "#server/services/support/get-support-conversation";
import { listSupportInbox } from "#server/services/support/list-support-inbox";
import { markSupportSolved } from "#server/services/support/mark-support-solved";
import { replyToSupport } from "#server/services/support/reply-to-support";
import { Alert } from "../components/ui/alert.tsx";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { SupportInbox } from "../features/admin-support/support-inbox.tsx";
import { SupportThread } from "../features/admin-support/support-thread.tsx";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionFailure, actionRefusal } from "../lib/action-failure.server.ts";
import { useRealtime } from "../lib/realtime/realtime-provider.tsx";
import { useLocale } from "../lib/use-locale.ts";
import type { Route } from "./+types/admin.soporte";

const statusOf = (url: URL): SupportInboxStatus =>
  url.searchParams.get("estado") === "resueltas" ? "solved" : "open";

/**
 * Soporte (issue 35): the inbox of support conversations (?estado=resueltas for the solved ones) and the one
 * open in ?c=<id>, which an admin reads (joining it), answers as the team and marks solved or reopens.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  if (user.role !== "admin") return null;
  const url = new URL(request.url);
  const status = statusOf(url);
  const openId = url.searchParams.get("c");
  let open = null;
  let openError: string | null = null;
  if (openId) {
    try {
      open = await getSupportConversation(context.deps, user, openId);
    } catch (e) {
      if (!isAppError(e)) throw e;
      openError = e.messageKey;
    }
  }
  // After opening it, so the count no longer includes what the admin has just read.
  const items = await listSupportInbox(context.deps.db, user, status);
  return { status, items, open, openError };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await request.formData();
  const conversationId = String(form.get("conversationId") ?? "");
  const intent = form.get("intent");
  try {
    if (intent === "reply") {
      const parsed = supportReplySchema.safeParse({ content: form.get("content") });
      if (!parsed.success) {
        return actionRefusal(parsed.error.issues[0]?.message ?? "chat:errors.generic");
      }
      await replyToSupport(context.deps, user, conversationId, parsed.data.content);
    } else {
      await markSupportSolved(context.deps.db, user, conversationId, intent === "solve");
    }
  } catch (e) {
    return actionFailure(e);
  }
  const back = new URL(request.url);
  back.searchParams.set("c", conversationId);
  return redirect(`${back.pathname}?${back.searchParams}`);
}

export default function AdminSupport({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["support", "chat"]);
  const locale = useLocale();
  const result = useActionData<typeof action>();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const openId = loaderData?.open?.id ?? null;
  // New messages of support conversations this admin joined arrive on the tab's socket: refresh the page.
  useRealtime((frame) => {
    // Not while a form of the page is being sent: its redirect reloads the page anyway.
    if (frame.type === "message" && revalidator.state === "idle" && navigation.state === "idle") {
      void revalidator.revalidate();
    }
  });
  if (!loaderData) return null;
  const { status, items, open, openError } = loaderData;
  return (
    <section aria-labelledby="support-title" className="flex flex-col gap-4">
      <div>
        <h2 id="support-title" className="text-lg font-semibold">
          {t("admin.title")}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{t("admin.intro")}</p>
      </div>
      {result?.error ? <Alert tone="error">{t(result.error)}</Alert> : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <SupportInbox items={items} status={status} openId={openId} locale={locale} />
        {open ? (
          <SupportThread key={open.messages.at(-1)?.id ?? open.id} conversation={open} locale={locale} />
        ) : openError ? (
          <Alert tone="error">{t(openError)}</Alert>
        ) : (
          <EmptyState level={3} title={t("admin.select")} />
        )}
      </div>
    </section>
  );
}
