import { ArrowLeft, MessageCircle, ShieldAlert, Users } from "lucide-react";
import { Link } from "react-router";
import type { Locale } from "#core/constants/locales";
import { formatLongDate } from "#core/format/dates";
import type { TFunction } from "#core/i18n/translator";
import type { ChatMessage } from "#core/schemas/realtime-frames";
import type { ConversationDetail } from "#server/services/messaging/get-conversation";
import { UserAvatar } from "../../components/layout/user-avatar.tsx";
import { Button } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { VerifiedBadge } from "../../components/verified-badge.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { personName } from "../../lib/person-name.ts";
import { conversationName } from "./chat-format.ts";
import { isReadByEveryone } from "./chat-state.ts";
import { Composer } from "./composer.tsx";
import { MessageList } from "./message-list.tsx";

type ConversationPaneProps = {
  detail: ConversationDetail;
  messages: ChatMessage[];
  hasMore: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  myId: string;
  now: Date | null;
  locale: Locale;
  backHref: string;
  onSend: (content: string) => Promise<boolean>;
};

export function ConversationPane(props: ConversationPaneProps) {
  const { detail, messages, myId, now, locale } = props;
  const { t } = useTranslation("chat");
  const isGroup = detail.kind === "group";
  const name = conversationName(detail, t);
  const isRead = (m: ChatMessage) =>
    isGroup ? isReadByEveryone(m, detail.members, myId) : m.readAt !== null;

  return (
    <section aria-label={name} className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-3 border-b border-gray-200 bg-white px-3 py-2.5 sm:px-4">
        <Link
          to={props.backHref}
          className="-ml-1 rounded-full p-2 text-ink hover:bg-gray-100 md:hidden"
          aria-label={t("pane.back")}
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        {isGroup ? (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ink text-white">
            <Users aria-hidden="true" className="size-5" />
          </span>
        ) : (
          <UserAvatar name={name} image={detail.other?.avatarUrl ?? null} className="size-10 text-sm" />
        )}
        <div className="min-w-0 flex-1">
          <h2 className="flex min-w-0 items-center gap-1.5 text-base font-semibold text-ink">
            <span className="truncate">{name}</span>
            {detail.other?.isVerified ? <VerifiedBadge /> : null}
          </h2>
          <p className="truncate text-xs text-gray-600">
            {isGroup
              ? [
                  detail.departure
                    ? t("group.departure", { date: formatLongDate(detail.departure.startDate, locale) })
                    : null,
                  t("group.members", { count: detail.members.length }),
                ]
                  .filter(Boolean)
                  .join(" · ")
              : detail.kind === "support"
                ? (t as unknown as TFunction)("support:paneSubtitle")
                : detail.trip
                  ? t("pane.aboutTrip", { trip: detail.trip.title })
                  : null}
          </p>
        </div>
        {detail.trip ? (
          <Link
            to={`/viaje/${detail.trip.slug}`}
            className="hidden shrink-0 rounded-full border border-gray-300 px-3 py-1.5 text-xs font-semibold text-ink hover:border-ink sm:inline-flex"
          >
            {t("pane.viewTrip")}
          </Link>
        ) : null}
      </header>

      {isGroup ? (
        <p className="truncate border-b border-gray-100 bg-white px-4 py-1.5 text-xs text-gray-600">
          {detail.members
            .map((m) => personName(m.name, t) + (m.isTropleader ? ` (${t("group.tropleader")})` : ""))
            .join(", ")}
        </p>
      ) : null}

      {props.hasMore ? (
        <div className="flex justify-center border-b border-gray-100 bg-gray-50 py-2">
          <Button variant="ghost" size="sm" loading={props.loadingEarlier} onClick={props.onLoadEarlier}>
            {t("pane.loadEarlier")}
          </Button>
        </div>
      ) : null}

      {messages.length === 0 ? (
        <div className="flex min-h-0 flex-1 items-center justify-center bg-gray-50 p-6">
          <EmptyState
            level={2}
            className="max-w-md bg-white"
            icon={<MessageCircle />}
            title={t("pane.emptyTitle")}
            description={t("pane.emptyBody")}
          />
        </div>
      ) : (
        <MessageList
          messages={messages}
          myId={myId}
          isGroup={isGroup}
          isSupport={detail.kind === "support"}
          verifiedIds={new Set(detail.members.filter((m) => m.isVerified).map((m) => m.id))}
          isRead={isRead}
          now={now}
          locale={locale}
        />
      )}
      <Composer onSend={props.onSend} />
    </section>
  );
}

/** The pane when nothing is open (desktop), or when the conversation cannot be shown. */
export function PanePlaceholder({ kind, backHref }: { kind: "select" | "unavailable"; backHref: string }) {
  const { t } = useTranslation("chat");
  return (
    <div className="flex h-full flex-col bg-gray-50">
      {kind === "unavailable" ? (
        <div className="border-b border-gray-200 bg-white px-3 py-2.5 md:hidden">
          <Link
            to={backHref}
            className="inline-flex items-center gap-2 rounded-full p-2 text-sm font-medium text-ink hover:bg-gray-100"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
            {t("pane.back")}
          </Link>
        </div>
      ) : null}
      <div className="flex flex-1 items-center justify-center p-6">
        <EmptyState
          level={2}
          className="max-w-md bg-white"
          icon={kind === "select" ? <MessageCircle /> : <ShieldAlert />}
          title={kind === "select" ? t("pane.selectTitle") : t("pane.unavailableTitle")}
          description={kind === "select" ? t("pane.selectBody") : t("pane.unavailableBody")}
        />
      </div>
    </div>
  );
}
