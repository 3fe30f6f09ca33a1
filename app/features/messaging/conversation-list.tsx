import { MessagesSquare, Search, Users, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import type { Locale } from "#core/constants/locales";
import type { TFunction } from "#core/i18n/translator";
import { parseSupportReference } from "#core/rules/support-reference";
import type { ConversationSummary } from "#server/services/messaging/list-conversations";
import { UserAvatar } from "../../components/layout/user-avatar.tsx";
import { CountBadge } from "../../components/ui/badge.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cn } from "../../lib/cn.ts";
import { conversationName, formatDateLabel } from "./chat-format.ts";

type ConversationListProps = {
  conversations: ConversationSummary[];
  openId: string | null;
  query: string;
  myId: string;
  now: Date | null;
  locale: Locale;
  /** The link that opens a conversation (keeps the search). */
  hrefFor: (id: string) => string;
};

/** Search typing is sent after this pause; Enter sends at once (and works without JavaScript). */
const SEARCH_DEBOUNCE_MS = 250;

export function ConversationList({
  conversations,
  openId,
  query,
  myId,
  now,
  locale,
  hrefFor,
}: ConversationListProps) {
  const { t } = useTranslation("chat");
  const submit = useSubmit();
  const [text, setText] = useState(query);
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The search this box last sent (as the server reads it: trimmed, at most 80 characters). */
  const sent = useRef(query);
  // The box follows the URL only when the search changed elsewhere (back button, a link): the answer to
  // what this box sent must not overwrite what was typed since (a slow answer would undo the typing).
  useEffect(() => {
    if (query === sent.current) return;
    sent.current = query;
    setText(query);
  }, [query]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function onSearchChange(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      sent.current = value.trim().slice(0, 80);
      if (formRef.current) submit(formRef.current, { replace: true, preventScrollReset: true });
    }, SEARCH_DEBOUNCE_MS);
  }

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="border-b border-gray-200 px-4 pt-4 pb-3">
        <h1 className="text-xl font-bold text-ink">{t("title")}</h1>
        <Form ref={formRef} method="get" role="search" className="relative mt-3" replace>
          <label htmlFor="chat-search" className="sr-only">
            {t("list.searchLabel")}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
          />
          <input
            id="chat-search"
            name="q"
            type="search"
            value={text}
            onChange={(e) => onSearchChange(e.target.value)}
            placeholder={t("list.searchPlaceholder")}
            autoComplete="off"
            className="h-10 w-full rounded-full border border-gray-300 bg-gray-50 pr-9 pl-9 text-sm text-ink placeholder:text-gray-500 focus:border-ink focus:bg-white focus:outline-none [&::-webkit-search-cancel-button]:hidden"
          />
          {openId ? <input type="hidden" name="c" value={openId} /> : null}
          {text ? (
            <button
              type="button"
              onClick={() => onSearchChange("")}
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full p-1 text-gray-500 hover:bg-gray-200"
              aria-label={t("list.clearSearch")}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </Form>
      </div>

      {conversations.length === 0 ? (
        <div className="p-4">
          {query ? (
            <p className="px-2 py-8 text-center text-sm text-gray-600">{t("list.noResults", { q: query })}</p>
          ) : (
            <EmptyState
              level={2}
              icon={<MessagesSquare />}
              title={t("list.emptyTitle")}
              description={t("list.emptyBody")}
              action={
                <Link to="/viajes" className={buttonClasses({ variant: "dark", size: "sm" })}>
                  {t("list.emptyAction")}
                </Link>
              }
            />
          )}
        </div>
      ) : (
        <nav aria-label={t("list.label")} className="min-h-0 flex-1 overflow-y-auto">
          <ul className="divide-y divide-gray-100">
            {conversations.map((c) => {
              const name = conversationName(c, t);
              const isOpen = c.id === openId;
              const last = c.lastMessage;
              // A support conversation's attached booking or payout reads as its reference, not its marker.
              const ref = c.kind === "support" && last ? parseSupportReference(last.content) : null;
              const lastText = ref
                ? `${(t as unknown as TFunction)(`support:reference.${ref.kind}`, { reference: ref.code })} · ${ref.label}`
                : (last?.content ?? "");
              const preview = last
                ? last.senderId === myId
                  ? t("list.you", { text: lastText })
                  : lastText
                : t("list.noMessagesYet");
              return (
                <li key={c.id}>
                  <Link
                    to={hrefFor(c.id)}
                    preventScrollReset
                    aria-current={isOpen ? "page" : undefined}
                    data-testid="conversation-row"
                    className={cn(
                      "flex gap-3 px-4 py-3 transition-colors hover:bg-gray-50",
                      isOpen && "bg-brand-50 hover:bg-brand-50",
                    )}
                  >
                    {c.kind === "group" ? (
                      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-ink text-white">
                        <Users aria-hidden="true" className="size-5" />
                      </span>
                    ) : (
                      <UserAvatar
                        name={name}
                        image={c.other?.avatarUrl ?? null}
                        className="size-11 text-sm"
                      />
                    )}
                    <span className="min-w-0 flex-1">
                      <span className="flex items-baseline justify-between gap-2">
                        <span
                          className={cn(
                            "truncate text-[15px] text-ink",
                            c.unreadCount > 0 ? "font-bold" : "font-semibold",
                          )}
                        >
                          {name}
                        </span>
                        <span className="shrink-0 text-xs text-gray-500" suppressHydrationWarning>
                          {now ? formatDateLabel(c.lastActivityAt, now, locale, t) : ""}
                        </span>
                      </span>
                      {c.kind === "direct" && c.trip ? (
                        <span className="block truncate text-xs font-medium text-brand-700">
                          {c.trip.title}
                        </span>
                      ) : c.kind === "group" ? (
                        <span className="block truncate text-xs font-medium text-brand-700">
                          {t("group.members", { count: c.memberCount ?? 0 })}
                        </span>
                      ) : c.kind === "support" ? (
                        <span className="block truncate text-xs font-medium text-brand-700">
                          {(t as unknown as TFunction)("support:listSubtitle")}
                        </span>
                      ) : null}
                      <span className="mt-0.5 flex items-center justify-between gap-2">
                        <span
                          className={cn(
                            "truncate text-sm",
                            c.unreadCount > 0 ? "font-medium text-ink" : "text-gray-600",
                            !last && "italic",
                          )}
                        >
                          {preview}
                        </span>
                        <CountBadge
                          count={c.unreadCount}
                          label={t("list.unread", { count: c.unreadCount })}
                        />
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </div>
  );
}
