import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useActionData, useLocation, useRevalidator, useSubmit } from "react-router";
import { LIMITS } from "#core/constants/limits";
import { toLocale } from "#core/constants/locales";
import type { ChatMessage, ServerFrame } from "#core/schemas/realtime-frames";
import type { ConversationDetail } from "#server/services/messaging/get-conversation";
import type { ConversationSummary } from "#server/services/messaging/list-conversations";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cn } from "../../lib/cn.ts";
import { useRealtime, useRealtimeSend } from "../../lib/realtime/realtime-provider.tsx";
import type { SendFrame } from "../../lib/realtime/realtime-socket.ts";
import { createChatSender, type SendOutcome } from "./chat-sender.ts";
import { applyReadReceipt, latestCreatedAt, mergeMessages } from "./chat-state.ts";
import { ConversationList } from "./conversation-list.tsx";
import { ConversationPane, PanePlaceholder } from "./conversation-pane.tsx";
import { ErrorBanner } from "./error-banner.tsx";
import { parseStartState } from "./start-state.ts";
import { useNow } from "./use-now.ts";

export type MessagingData = {
  myId: string;
  query: string;
  loadedAt: string;
  conversations: ConversationSummary[];
  open: { detail: ConversationDetail; messages: ChatMessage[]; hasMore: boolean } | null;
  openError: string | null;
};

/** Send errors the user can act on are shown as they are; anything else is the spec's send failure text. */
const SEND_ERRORS = new Set([
  "chat:errors.messageTooLong",
  "chat:errors.emptyMessage",
  "chat:errors.tooFast",
  "chat:errors.conversationUnavailable",
  "chat:errors.invalidSession",
]);

/** The send path without a socket (or after its answer was lost): the same service, the same message id. */
async function postMessage(
  conversationId: string,
  body: { content: string; id: string },
): Promise<SendOutcome> {
  try {
    const res = await fetch(`/api/conversations/${conversationId}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const json = (await res.json().catch(() => null)) as {
      message?: ChatMessage;
      error?: { messageKey?: string };
    } | null;
    if (res.status === 201 && json?.message) return { message: json.message };
    return { error: json?.error?.messageKey ?? "chat:errors.sendFailed" };
  } catch {
    return { error: "chat:errors.sendFailed" };
  }
}

const isVisible = () => typeof document !== "undefined" && document.visibilityState === "visible";

/**
 * /mensajes: the conversation list and the open conversation side by side (list or pane under 768 px).
 * The page data comes from the loader; the socket adds what happens meanwhile (new messages, read receipts,
 * membership changes) and, after any drop, asks for what it missed. Loader reloads and live frames overlap
 * freely: messages are merged by id.
 */
export function MessagingScreen({ data }: { data: MessagingData }) {
  const { t, i18n } = useTranslation("chat");
  const locale = toLocale(i18n.language);
  const now = useNow();
  const revalidator = useRevalidator();
  const location = useLocation();
  const submit = useSubmit();
  const actionData = useActionData() as { error?: string } | undefined;
  const { myId, query } = data;
  const openId = data.open?.detail.id ?? null;

  const [banner, setBanner] = useState<string | null>(null);
  /** Messages learnt after the page data was read (socket, catch-up, own sends, earlier pages). */
  const [extra, setExtra] = useState<Record<string, ChatMessage[]>>({});
  /** Read marks learnt live: conversation → reader → when. */
  const [reads, setReads] = useState<Record<string, Record<string, string>>>({});
  const [olderHasMore, setOlderHasMore] = useState<Record<string, boolean>>({});
  const [loadingEarlier, setLoadingEarlier] = useState(false);

  // --- keeping the list fresh. New messages and read marks refresh the list (unread counts, previews)
  // through the JSON API, at most a few times a second; a refresh that fails changes nothing. The whole page
  // data (the open conversation's members too) is read again only after a reconnection or a membership
  // change, and only while connected: a reload that cannot reach the server would show the error screen.
  const [freshList, setFreshList] = useState<{
    for: MessagingData;
    conversations: ConversationSummary[];
  } | null>(null);
  const listed = freshList?.for === data ? freshList.conversations : data.conversations;
  const dataRef = useRef(data);
  dataRef.current = data;
  const listTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const scheduleListRefresh = useCallback(() => {
    if (listTimer.current) return;
    listTimer.current = setTimeout(async () => {
      listTimer.current = undefined;
      const forData = dataRef.current;
      try {
        const res = await fetch(`/api/conversations?q=${encodeURIComponent(forData.query)}`);
        if (!res.ok) return;
        const body = (await res.json()) as { conversations: ConversationSummary[] };
        if (dataRef.current === forData) setFreshList({ for: forData, conversations: body.conversations });
      } catch {
        // Offline: the next frame or reconnection refreshes it.
      }
    }, 300);
  }, []);
  const revalidateTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const revalidatorRef = useRef(revalidator);
  revalidatorRef.current = revalidator;
  const connected = useRef(false);
  const scheduleRevalidate = useCallback(() => {
    if (revalidateTimer.current) return;
    revalidateTimer.current = setTimeout(() => {
      revalidateTimer.current = undefined;
      if (connected.current && navigator.onLine) void revalidatorRef.current.revalidate();
    }, 300);
  }, []);
  useEffect(
    () => () => {
      clearTimeout(revalidateTimer.current);
      clearTimeout(listTimer.current);
    },
    [],
  );

  // --- read marks: opening a conversation marks the other party's messages read (doc 1 §4)
  const listUnread = useRef(new Map<string, number>());
  listUnread.current = new Map(listed.map((c) => [c.id, c.unreadCount]));
  const unreadWhileHidden = useRef(false);
  const markRead = useCallback(
    async (conversationId: string) => {
      try {
        const res = await fetch(`/api/conversations/${conversationId}/read`, { method: "POST" });
        if (!res.ok) return;
        const body = (await res.json()) as { marked: number };
        if (body.marked > 0 || (listUnread.current.get(conversationId) ?? 0) > 0) scheduleListRefresh();
      } catch {
        // Offline: the next open or reload marks them.
      }
    },
    [scheduleListRefresh],
  );
  const openUnread = openId ? (listUnread.current.get(openId) ?? 0) : 0;
  const markedOnce = useRef<string | null>(null);
  useEffect(() => {
    if (!openId || !isVisible()) return;
    if (markedOnce.current === openId && openUnread === 0) return;
    markedOnce.current = openId;
    void markRead(openId);
  }, [openId, openUnread, markRead]);
  useEffect(() => {
    const onVisible = () => {
      if (isVisible() && openId && unreadWhileHidden.current) {
        unreadWhileHidden.current = false;
        void markRead(openId);
      }
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [openId, markRead]);

  // --- live frames
  const syncedUpTo = useRef(data.loadedAt);
  if (data.loadedAt > syncedUpTo.current) syncedUpTo.current = data.loadedAt;
  const everReady = useRef(false);
  const known = useRef(new Set<string>());
  known.current = new Set(listed.map((c) => c.id));
  const openRef = useRef(openId);
  openRef.current = openId;

  const receive = useCallback(
    (messages: ChatMessage[]) => {
      if (!messages.length) return;
      syncedUpTo.current = latestCreatedAt(messages, syncedUpTo.current);
      setExtra((prev) => {
        const next = { ...prev };
        for (const m of messages) next[m.conversationId] = mergeMessages(next[m.conversationId] ?? [], [m]);
        return next;
      });
      let refresh = false;
      let newInOpen = false;
      for (const m of messages) {
        if (!known.current.has(m.conversationId)) refresh = true;
        if (m.senderId === myId) continue;
        if (m.conversationId === openRef.current) newInOpen = true;
        else refresh = true; // unread counts
      }
      // One read mark for a whole batch (a catch-up can bring many messages at once).
      if (newInOpen && openRef.current) {
        if (isVisible()) void markRead(openRef.current);
        else unreadWhileHidden.current = true;
      }
      if (refresh) scheduleListRefresh();
    },
    [myId, markRead, scheduleListRefresh],
  );

  // --- sending: over the socket when it is open, else (or when its answer does not come) over HTTP, with the
  // same message id either way so the server stores it once (chat-sender.ts). Stored first, then announced
  // to the others by the server.
  const sendFrame = useRealtimeSend();
  const [sender] = useState(() =>
    createChatSender({
      sendFrame: (frame) => sendFrame(frame),
      post: postMessage,
    }),
  );

  const onFrame = useCallback(
    (frame: ServerFrame, send: SendFrame) => {
      sender.onFrame(frame);
      switch (frame.type) {
        case "ready":
          connected.current = true;
          send({ type: "sync", since: syncedUpTo.current });
          // After a drop, read receipts and counts may have moved too.
          if (everReady.current) scheduleRevalidate();
          everReady.current = true;
          break;
        case "resync":
          send({ type: "sync", since: syncedUpTo.current });
          scheduleRevalidate();
          break;
        case "message":
          receive([frame.message]);
          break;
        case "sync":
          receive(frame.messages);
          if (!frame.complete) scheduleRevalidate();
          break;
        case "read":
          setReads((prev) => ({
            ...prev,
            [frame.conversationId]: { ...prev[frame.conversationId], [frame.readerId]: frame.readAt },
          }));
          if (frame.readerId === myId) scheduleListRefresh();
          break;
        case "members":
          scheduleRevalidate();
          break;
        default:
          break;
      }
    },
    [myId, receive, scheduleRevalidate, scheduleListRefresh, sender],
  );
  const status = useRealtime(onFrame);
  connected.current = status === "open";
  useEffect(() => {
    if (status !== "open") sender.connectionLost();
  }, [status, sender]);

  // --- starting a conversation from navigation state (trip page, creator profile, traveller management)
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    const start = parseStartState(location.state);
    if (!start) return;
    started.current = true;
    if ("error" in start) {
      setBanner(start.error);
      return;
    }
    // replace: the history entry that carried the state is swapped for the opened conversation.
    submit(start.form, { method: "post", replace: true });
  }, [location.state, submit]);
  useEffect(() => {
    if (actionData?.error) setBanner(actionData.error);
  }, [actionData]);
  useEffect(() => {
    if (status === "unauthenticated") setBanner("chat:errors.invalidSession");
  }, [status]);

  const send = useCallback(
    async (content: string): Promise<boolean> => {
      if (!openId) return false;
      const outcome = await sender.send(openId, content);
      if ("message" in outcome) {
        receive([outcome.message]);
        setBanner(null);
        return true;
      }
      setBanner(SEND_ERRORS.has(outcome.error) ? outcome.error : "chat:errors.sendFailed");
      return false;
    },
    [openId, receive, sender],
  );

  // --- what is shown
  const openMessages = useMemo(() => {
    if (!data.open) return [];
    let list = mergeMessages(data.open.messages, extra[data.open.detail.id] ?? []);
    if (data.open.detail.kind !== "group") {
      for (const [readerId, readAt] of Object.entries(reads[data.open.detail.id] ?? {})) {
        list = applyReadReceipt(list, { readerId, readAt }, myId);
      }
    }
    return list;
  }, [data.open, extra, reads, myId]);

  const openDetail = useMemo(() => {
    if (!data.open) return null;
    const live = reads[data.open.detail.id] ?? {};
    const members = data.open.detail.members.map((m) => {
      const at = live[m.id];
      return at && (!m.lastReadAt || at > m.lastReadAt) ? { ...m, lastReadAt: at } : m;
    });
    return { ...data.open.detail, members };
  }, [data.open, reads]);

  const conversations = useMemo(() => {
    const patched = listed.map((c) => {
      const newer = (extra[c.id] ?? []).filter((m) => m.createdAt > c.lastActivityAt);
      const last = newer.at(-1);
      const unread = c.id === openId ? 0 : c.unreadCount + newer.filter((m) => m.senderId !== myId).length;
      if (!last && unread === c.unreadCount) return c;
      return {
        ...c,
        unreadCount: unread,
        ...(last
          ? {
              lastMessage: { content: last.content, senderId: last.senderId, createdAt: last.createdAt },
              lastActivityAt: last.createdAt,
            }
          : {}),
      };
    });
    return patched.sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt));
  }, [listed, extra, openId, myId]);

  async function loadEarlier() {
    if (!openId || !openMessages[0]) return;
    setLoadingEarlier(true);
    try {
      const res = await fetch(
        `/api/conversations/${openId}/messages?before=${encodeURIComponent(openMessages[0].createdAt)}`,
      );
      if (res.ok) {
        const page = (await res.json()) as { messages: ChatMessage[]; hasMore: boolean };
        setExtra((prev) => ({ ...prev, [openId]: mergeMessages(prev[openId] ?? [], page.messages) }));
        setOlderHasMore((prev) => ({ ...prev, [openId]: page.hasMore }));
      }
    } finally {
      setLoadingEarlier(false);
    }
  }

  const params = (extra: Record<string, string>) => {
    const p = new URLSearchParams(query ? { q: query, ...extra } : extra);
    const s = p.toString();
    return s ? `/mensajes?${s}` : "/mensajes";
  };
  const hrefFor = (id: string) => params({ c: id });
  const backHref = params({});
  const paneActive = Boolean(openId || data.openError);

  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] max-w-7xl flex-col md:border-x md:border-gray-200">
      {banner ? (
        <ErrorBanner
          message={t(banner, { count: LIMITS.messageMaxLength })}
          onDismiss={() => setBanner(null)}
        />
      ) : null}
      {status === "reconnecting" ? (
        <p role="status" className="bg-amber-50 px-4 py-1.5 text-center text-xs font-medium text-amber-800">
          {t("pane.reconnecting")}
        </p>
      ) : null}
      <div className="flex min-h-0 flex-1">
        <aside
          className={cn(
            "min-h-0 w-full flex-col border-gray-200 md:flex md:w-80 md:border-r lg:w-96",
            paneActive ? "hidden" : "flex",
          )}
        >
          <ConversationList
            conversations={conversations}
            openId={openId}
            query={query}
            myId={myId}
            now={now}
            locale={locale}
            hrefFor={hrefFor}
          />
        </aside>
        <div className={cn("min-h-0 min-w-0 flex-1 flex-col md:flex", paneActive ? "flex" : "hidden")}>
          {data.open && openDetail ? (
            <ConversationPane
              key={data.open.detail.id}
              detail={openDetail}
              messages={openMessages}
              hasMore={olderHasMore[data.open.detail.id] ?? data.open.hasMore}
              loadingEarlier={loadingEarlier}
              onLoadEarlier={loadEarlier}
              myId={myId}
              now={now}
              locale={locale}
              backHref={backHref}
              onSend={send}
            />
          ) : (
            <PanePlaceholder kind={data.openError ? "unavailable" : "select"} backHref={backHref} />
          )}
        </div>
      </div>
    </div>
  );
}
