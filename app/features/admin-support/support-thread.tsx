import { CheckCircle2, RotateCcw, SendHorizontal } from "lucide-react";
import { Form } from "react-router";
import type { Locale } from "#core/constants/locales";
import { formatDateTime } from "#core/format/dates";
import { parseSupportReference } from "#core/rules/support-reference";
import { type SupportReplyInput, supportReplySchema } from "#core/schemas/support";
import type { SupportConversationForAdmin } from "#server/services/support/get-support-conversation";
import { SupportReferenceChip } from "../../components/support-reference-chip.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextareaField } from "../../components/ui/textarea.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cn } from "../../lib/cn.ts";
import { personName } from "../../lib/person-name.ts";
import { useValidatedForm } from "../../lib/use-validated-form.ts";

/** One support conversation as the admins see it: who wrote what, the answer box, solved / reopen. */
export function SupportThread({
  conversation,
  locale,
}: {
  conversation: SupportConversationForAdmin;
  locale: Locale;
}) {
  const { t } = useTranslation(["support", "common"]);
  const userName = personName(conversation.user.name, t);
  const {
    register,
    formState: { errors },
    postForm,
    submitting,
  } = useValidatedForm<SupportReplyInput, SupportReplyInput>(supportReplySchema as never, {
    defaultValues: { content: "" },
  });
  const contentError = errors.content?.message;
  return (
    <section
      aria-labelledby="support-thread-title"
      className="flex min-w-0 flex-col gap-4"
      data-testid="support-thread"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="support-thread-title" className="text-base font-semibold">
            {t("admin.conversationWith", { name: userName })}
          </h3>
          <p className="text-sm break-all text-gray-600">{conversation.user.email}</p>
        </div>
        <Form method="post" replace>
          <input type="hidden" name="conversationId" value={conversation.id} />
          <input type="hidden" name="intent" value={conversation.open ? "solve" : "reopen"} />
          <Button type="submit" variant="outline" size="sm">
            {conversation.open ? (
              <CheckCircle2 aria-hidden="true" className="size-4" />
            ) : (
              <RotateCcw aria-hidden="true" className="size-4" />
            )}
            {conversation.open ? t("admin.markSolved") : t("admin.reopen")}
          </Button>
        </Form>
      </div>
      {conversation.open ? null : <p className="text-sm text-gray-600">{t("admin.solvedNote")}</p>}
      <ol
        className="flex max-h-[28rem] flex-col gap-2 overflow-y-auto rounded-2xl bg-gray-50 p-3 sm:p-4"
        aria-label={t("admin.conversationWith", { name: userName })}
        data-testid="support-messages"
      >
        {conversation.messages.map((m) => {
          const fromUser = m.senderId === conversation.user.id;
          const ref = parseSupportReference(m.content);
          return (
            <li key={m.id} className={cn("flex", fromUser ? "justify-start" : "justify-end")}>
              <div
                className={cn(
                  "max-w-[85%] rounded-2xl px-3.5 py-2 shadow-sm",
                  fromUser ? "bg-white ring-1 ring-gray-200" : "bg-brand-200",
                )}
              >
                <p className="mb-0.5 text-xs font-semibold text-gray-700">
                  {fromUser ? userName : t("admin.team")}
                </p>
                {ref ? (
                  <SupportReferenceChip reference={ref} />
                ) : (
                  <p className="text-[15px] leading-6 break-words whitespace-pre-wrap">{m.content}</p>
                )}
                <p className="mt-0.5 text-right text-[11px] text-gray-600">
                  <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, locale)}</time>
                </p>
              </div>
            </li>
          );
        })}
      </ol>
      <Form
        method="post"
        noValidate
        onSubmit={postForm}
        className="flex flex-col gap-3"
        data-testid="support-reply"
      >
        <input type="hidden" name="conversationId" value={conversation.id} />
        <input type="hidden" name="intent" value="reply" />
        <TextareaField
          label={t("admin.reply")}
          rows={3}
          error={contentError ? t(String(contentError)) : null}
          {...register("content")}
        />
        <div>
          <Button type="submit" variant="dark" loading={submitting}>
            <SendHorizontal aria-hidden="true" className="size-4" />
            {t("admin.send")}
          </Button>
        </div>
      </Form>
    </section>
  );
}
