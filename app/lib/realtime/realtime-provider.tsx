import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { ServerFrame } from "#core/schemas/realtime-frames";
import { useHydrated } from "../use-hydrated.ts";
import type { RealtimeStatus, SendFrame } from "./realtime-socket.ts";

// Loaded only for a signed-in user, after hydration: public pages carry no socket code (issue 17).
const RealtimeConnection = lazy(() => import("./realtime-connection.tsx"));

type FrameHandler = (frame: ServerFrame, send: SendFrame) => void;

type RealtimeContextValue = {
  userId: string | null;
  status: RealtimeStatus;
  subscribe: (handler: FrameHandler) => () => void;
  send: SendFrame;
  unreadMessages: number;
  notifications: NotificationsState;
};

/** The bell: unread notifications, and a number that changes whenever they may have changed. */
export type NotificationsState = { unread: number; version: number; refresh: () => void };

const RealtimeContext = createContext<RealtimeContextValue | null>(null);

/** Frames after which the number of unread messages may have changed for this user. */
export function changesUnreadCount(frame: ServerFrame, userId: string): boolean {
  switch (frame.type) {
    case "message":
      return frame.message.senderId !== userId;
    case "read":
      return frame.readerId === userId;
    case "members":
    case "resync":
    case "sync":
      return true;
    default:
      return false;
  }
}

/** Frames after which the user's notifications may have changed (new ones, or read on another tab). */
export function changesNotifications(frame: ServerFrame): boolean {
  return frame.type === "notifications" || frame.type === "resync";
}

type RealtimeProviderProps = {
  /** The signed-in user; no socket without one. */
  userId: string | null;
  /** The unread count the server rendered with (root loader); it wins whenever the page data is read again. */
  unreadFromServer: number;
  /** The same for notifications (the bell). */
  notificationsFromServer: number;
  children: ReactNode;
};

/**
 * One realtime socket per tab for the signed-in user, on every page: the header's unread badge follows new
 * messages and read marks wherever the user is (asking the server for the count), and the messaging screen
 * subscribes to the same socket (useRealtime).
 */
export function RealtimeProvider({
  userId,
  unreadFromServer,
  notificationsFromServer,
  children,
}: RealtimeProviderProps) {
  const subscribers = useRef(new Set<FrameHandler>());
  const sendRef = useRef<SendFrame>(() => false);
  const [unreadMessages, setUnreadMessages] = useState(unreadFromServer);
  useEffect(() => setUnreadMessages(unreadFromServer), [unreadFromServer]);

  const countTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const refreshCount = useCallback(() => {
    if (countTimer.current) return;
    countTimer.current = setTimeout(async () => {
      countTimer.current = undefined;
      try {
        const response = await fetch("/api/conversations/unread");
        if (!response.ok) return;
        const body = (await response.json()) as { count?: unknown };
        if (typeof body.count === "number") setUnreadMessages(body.count);
      } catch {
        // Offline: the next frame or page load brings the count.
      }
    }, 300);
  }, []);
  useEffect(() => () => clearTimeout(countTimer.current), []);

  // The bell follows the same way: a `notifications` frame asks the server for the count again.
  const [unreadNotifications, setUnreadNotifications] = useState(notificationsFromServer);
  const [notificationsVersion, setNotificationsVersion] = useState(0);
  useEffect(() => setUnreadNotifications(notificationsFromServer), [notificationsFromServer]);
  const refreshNotifications = useCallback(async () => {
    setNotificationsVersion((v) => v + 1);
    try {
      const response = await fetch("/api/notifications");
      if (!response.ok) return;
      const body = (await response.json()) as { unread?: unknown };
      if (typeof body.unread === "number") setUnreadNotifications(body.unread);
    } catch {
      // Offline: the next frame or page load brings the count.
    }
  }, []);

  const [status, setStatus] = useState<RealtimeStatus>(userId ? "connecting" : "off");
  useEffect(() => setStatus(userId ? "connecting" : "off"), [userId]);
  const hydrated = useHydrated();
  // Every `ready` asks for the counts again, the first one too: a message that arrives between the server's render
  // of the page and the socket's subscription reaches no socket, and the rendered count would stay behind until
  // the next page (seen in CI: the badge missed a message sent while the page was loading).
  const onFrame = useCallback(
    (frame: ServerFrame, send: SendFrame) => {
      sendRef.current = send;
      if (userId && (changesUnreadCount(frame, userId) || frame.type === "ready")) {
        refreshCount();
      }
      if (userId && (changesNotifications(frame) || frame.type === "ready")) {
        void refreshNotifications();
      }
      for (const handler of subscribers.current) handler(frame, send);
    },
    [userId, refreshCount, refreshNotifications],
  );

  // Stable functions: subscribers do not re-subscribe when the status or the count changes.
  const send = useCallback<SendFrame>((frame) => sendRef.current(frame), []);
  const subscribe = useCallback((handler: FrameHandler) => {
    subscribers.current.add(handler);
    return () => {
      subscribers.current.delete(handler);
    };
  }, []);
  const notifications = useMemo<NotificationsState>(
    () => ({ unread: unreadNotifications, version: notificationsVersion, refresh: refreshNotifications }),
    [unreadNotifications, notificationsVersion, refreshNotifications],
  );
  const value = useMemo<RealtimeContextValue>(
    () => ({ userId, status, unreadMessages, notifications, send, subscribe }),
    [userId, status, unreadMessages, notifications, send, subscribe],
  );
  return (
    <RealtimeContext.Provider value={value}>
      {hydrated && userId ? (
        <Suspense fallback={null}>
          <RealtimeConnection key={userId} userId={userId} onFrame={onFrame} onStatus={setStatus} />
        </Suspense>
      ) : null}
      {children}
    </RealtimeContext.Provider>
  );
}

/**
 * Receives every frame of the shared socket while the component is mounted. A component that mounts while
 * the socket is already open gets a `ready` frame at once, as if it had just connected, so it asks for what
 * it missed the same way.
 */
export function useRealtime(onFrame: FrameHandler): RealtimeStatus {
  const context = useContext(RealtimeContext);
  const handler = useRef(onFrame);
  handler.current = onFrame;
  const subscribe = context?.subscribe;
  const send = context?.send;
  const userId = context?.userId ?? null;
  const open = useRef(false);
  open.current = context?.status === "open";
  useEffect(() => {
    if (!subscribe || !send || !userId) return;
    const unsubscribe = subscribe((frame, s) => handler.current(frame, s));
    if (open.current) handler.current({ type: "ready", userId }, send);
    return unsubscribe;
  }, [subscribe, send, userId]);
  return context?.status ?? "off";
}

const NOT_OPEN: SendFrame = () => false;

/** Writes a frame on the tab's socket (false when it is not open, or outside the provider). */
export function useRealtimeSend(): SendFrame {
  return useContext(RealtimeContext)?.send ?? NOT_OPEN;
}

/** The signed-in user's unread messages, live (0 outside the provider). */
export function useUnreadMessages(): number {
  return useContext(RealtimeContext)?.unreadMessages ?? 0;
}

const NO_NOTIFICATIONS: NotificationsState = { unread: 0, version: 0, refresh: () => {} };

/** The signed-in user's notifications state for the bell, live (nothing outside the provider). */
export function useNotifications(): NotificationsState {
  return useContext(RealtimeContext)?.notifications ?? NO_NOTIFICATIONS;
}
