import { useEffect, useRef, useState } from "react";
import { REALTIME_CLOSE } from "#core/constants/realtime-close";
import type { ClientFrame, ServerFrame } from "#core/schemas/realtime-frames";

export type RealtimeStatus = "off" | "connecting" | "open" | "reconnecting" | "unauthenticated";
/** Writes a frame on the socket; false when it is not open (nothing is queued). */
export type SendFrame = (frame: ClientFrame) => boolean;

/** No frame at all for this long (the server sends a heartbeat every 25 s) means the link is dead. */
const SILENCE_LIMIT_MS = 65_000;
const MAX_BACKOFF_MS = 15_000;

/** Exponential backoff with jitter (so a restarted server is not hit by every client at the same instant). */
export function reconnectDelayMs(attempt: number, random = Math.random()): number {
  const base = Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempt);
  return Math.round(base * (0.5 + random / 2));
}

/** What a close code asks for: stop (session ended), reconnect now (server restarting), or back off. */
export function afterClose(code: number): "stop" | "now" | "backoff" {
  if (code === REALTIME_CLOSE.unauthenticated) return "stop";
  // 1001: a server going away without our own code (an older instance, a proxy).
  if (code === REALTIME_CLOSE.restarting || code === 1001) return "now";
  return "backoff";
}

/** A restarting server's clients spread their reconnections over this window (not all at the same instant). */
const RESTART_SPREAD_MS = 300;

/**
 * The /realtime socket of the signed-in user (one per tab, held by RealtimeProvider; none when nobody is
 * signed in, a new one when another user signs in). Reconnects with backoff after any drop (server restart,
 * network change, silent dead link) and immediately when the browser comes back online or the tab is shown
 * again, or when the server says it is restarting (1012: within RESTART_SPREAD_MS, to another instance behind the
 * proxy). `onFrame` receives every server frame with a `send` function; on each `ready` (first connection and
 * every reconnection) the caller asks for what it missed (messages are stored before they are broadcast, so a
 * `sync` since the last one seen loses nothing). A 4401 close (session ended) stops retrying.
 */
export function useRealtimeSocket(
  userId: string | null,
  onFrame: (frame: ServerFrame, send: SendFrame) => void,
): RealtimeStatus {
  const [status, setStatus] = useState<RealtimeStatus>(userId ? "connecting" : "off");
  const handler = useRef(onFrame);
  handler.current = onFrame;

  useEffect(() => {
    if (!userId) {
      setStatus("off");
      return;
    }
    setStatus("connecting");
    let ws: WebSocket | null = null;
    let disposed = false;
    let attempt = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let lastFrameAt = Date.now();
    let stopped = false;

    const send: SendFrame = (frame) => {
      if (ws?.readyState !== WebSocket.OPEN) return false;
      ws.send(JSON.stringify(frame));
      return true;
    };

    const drop = () => {
      if (!ws) return;
      ws.onopen = ws.onmessage = ws.onclose = ws.onerror = null;
      ws.close();
      ws = null;
    };

    const scheduleReconnect = (delay = reconnectDelayMs(attempt)) => {
      if (disposed || stopped) return;
      clearTimeout(retryTimer);
      attempt++;
      setStatus("reconnecting");
      retryTimer = setTimeout(connect, delay);
    };

    function connect() {
      if (disposed || stopped) return;
      drop();
      const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/realtime`;
      const socket = new WebSocket(url);
      ws = socket;
      lastFrameAt = Date.now();
      socket.onmessage = (event) => {
        lastFrameAt = Date.now();
        let frame: ServerFrame;
        try {
          frame = JSON.parse(String(event.data)) as ServerFrame;
        } catch {
          return;
        }
        if (frame.type === "ready") {
          attempt = 0;
          setStatus("open");
        }
        if (frame.type !== "heartbeat") handler.current(frame, send);
      };
      socket.onclose = (event) => {
        if (ws !== socket) return;
        ws = null;
        const next = afterClose(event.code);
        if (next === "stop") {
          stopped = true;
          setStatus("unauthenticated");
          return;
        }
        if (next === "now") {
          attempt = 0;
          scheduleReconnect(Math.round(Math.random() * RESTART_SPREAD_MS));
          return;
        }
        scheduleReconnect();
      };
    }

    const reconnectNow = () => {
      if (ws?.readyState === WebSocket.OPEN || stopped) return;
      attempt = 0;
      scheduleReconnect(0);
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") reconnectNow();
    };
    const watchdog = setInterval(() => {
      if (ws?.readyState === WebSocket.OPEN && Date.now() - lastFrameAt > SILENCE_LIMIT_MS) {
        drop();
        scheduleReconnect(0);
      }
    }, 10_000);

    window.addEventListener("online", reconnectNow);
    document.addEventListener("visibilitychange", onVisible);
    connect();
    return () => {
      disposed = true;
      clearTimeout(retryTimer);
      clearInterval(watchdog);
      window.removeEventListener("online", reconnectNow);
      document.removeEventListener("visibilitychange", onVisible);
      drop();
    };
  }, [userId]);

  return status;
}
