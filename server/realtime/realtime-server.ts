import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { type RawData, WebSocket, WebSocketServer } from "ws";
import { LIMITS } from "#core/constants/limits";
import { clientFrameSchema, REALTIME_CLOSE, type ServerFrame } from "#core/schemas/realtime-frames";
import type { RealtimeEvent, RealtimeResync } from "../adapters/realtime/realtime-bus.ts";
import type { AppDeps } from "../app-deps.ts";
import { resolveSessionUser } from "../auth/resolve-session-user.ts";
import { isAppError } from "../lib/app-error.ts";
import { getChatMessage } from "../services/messaging/get-chat-message.ts";
import { listMessagesSince } from "../services/messaging/list-messages-since.ts";
import { sendMessage } from "../services/messaging/send-message.ts";
import { createTokenBucket } from "./token-bucket.ts";

export const REALTIME_PATH = "/realtime";

export type RealtimeServerOptions = {
  /**
   * Who is behind the upgrade request, and with which session (default: the session cookie, as for every
   * page). The socket is closed when that session ends.
   */
  authenticate?: (headers: Headers) => Promise<{ id: string; sessionId?: string | null } | null>;
  /** Heartbeat period: a ping (dead peers are dropped) and a frame the browser can see. */
  heartbeatMs?: number;
  /** How often a long-lived connection's session is checked again (sign-out elsewhere ends it). */
  reauthMs?: number;
};

type Connection = {
  ws: WebSocket;
  userId: string;
  /** The session the socket was opened with: signing out there closes it. */
  sessionId: string | null;
  headers: Headers;
  bucket: ReturnType<typeof createTokenBucket>;
  strikes: number;
  strikesSince: number;
  alive: boolean;
  authCheckedAt: number;
  /** Messages this connection is sending: it gets them in its `sent` answer, not again as `message`. */
  sending: Set<string>;
};

/** Frames dropped within STRIKE_WINDOW_MS before the connection is closed as abusive. */
const MAX_STRIKES = 30;
const STRIKE_WINDOW_MS = 10_000;
/** A client that cannot keep up (several MB queued) is disconnected; it catches up when it reconnects. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

function refuse(socket: Duplex, status: number, reason: string) {
  if (socket.destroyed) return;
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * The /realtime WebSocket (ws in noServer mode on the HTTP server's 'upgrade' event). A connection is
 * accepted only from a page of this site (Origin) and with a valid session; it then receives the events of
 * the conversations its user is a member of, and nothing else (recipients are named by the publisher from
 * the database). It also sends the user's messages (`send` frames, answered `sent` or `not_sent`): the
 * socket's session stands for the user, as it does for what the socket receives (checked again every few
 * minutes, and closed at once when the session ends), so a message costs no session lookup; membership and
 * the rate are checked by the service on every send. Each connection may send at most
 * LIMITS.realtimeEventsPerSecond frames per second: excess frames are dropped with an error frame (a `send`
 * with its `not_sent`), and a client that keeps flooding is disconnected.
 */
export function attachRealtimeServer(server: Server, deps: AppDeps, options: RealtimeServerOptions = {}) {
  const authenticate =
    options.authenticate ??
    (async (headers: Headers) => {
      const { user, sessionId } = await resolveSessionUser(deps, headers);
      return user ? { id: user.id, sessionId } : null;
    });
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const reauthMs = options.reauthMs ?? 5 * 60_000;
  const appOrigin = new URL(deps.config.appUrl).origin;
  // A `send` frame carries up to 2,000 characters (up to 3 bytes each in UTF-8, more once JSON-escaped): the
  // same 16 KB as the HTTP body limit of the messaging API.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const byUser = new Map<string, Set<Connection>>();
  const all = new Set<Connection>();
  deps.metrics?.countOpenSockets(() => all.size);

  const originAllowed = (req: IncomingMessage) => {
    const origin = req.headers.origin;
    if (!origin) return false;
    if (origin === appOrigin) return true;
    // Outside production the site is also reached by other local names (127.0.0.1, a LAN address).
    return (
      !deps.config.isProduction && req.headers.host !== undefined && origin === `http://${req.headers.host}`
    );
  };

  const send = (conn: Connection, frame: ServerFrame) => {
    if (conn.ws.readyState !== WebSocket.OPEN) return;
    if (conn.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      conn.ws.terminate();
      return;
    }
    conn.ws.send(JSON.stringify(frame));
  };

  const remove = (conn: Connection) => {
    all.delete(conn);
    const set = byUser.get(conn.userId);
    set?.delete(conn);
    if (set && set.size === 0) byUser.delete(conn.userId);
  };

  const strike = (conn: Connection) => {
    const now = Date.now();
    if (now - conn.strikesSince > STRIKE_WINDOW_MS) {
      conn.strikes = 0;
      conn.strikesSince = now;
    }
    conn.strikes++;
    if (conn.strikes >= MAX_STRIKES) conn.ws.close(REALTIME_CLOSE.abuse, "too many events");
  };

  /** A `send` refused before the service ran (rate): answered with its id, so the browser stops waiting. */
  const sendIdOf = (frame: unknown): string | null => {
    const f = frame as { type?: unknown; id?: unknown } | null;
    return f?.type === "send" && typeof f.id === "string" && f.id.length <= 64 ? f.id : null;
  };
  const onFrame = async (conn: Connection, data: RawData) => {
    let json: unknown;
    try {
      json = JSON.parse(data.toString());
    } catch {
      json = undefined;
    }
    if (!conn.bucket.take()) {
      const id = sendIdOf(json);
      if (id) send(conn, { type: "not_sent", id, messageKey: "chat:errors.tooFast" });
      else send(conn, { type: "error", code: "rate_limited" });
      strike(conn);
      return;
    }
    const parsed = clientFrameSchema.safeParse(json);
    if (!parsed.success) {
      send(conn, { type: "error", code: "bad_frame" });
      strike(conn);
      return;
    }
    const frame = parsed.data;
    if (frame.type === "ping") return send(conn, { type: "pong" });
    if (frame.type === "send") {
      // The same service as POST /api/conversations/:id/messages: membership, the per-conversation rate, the
      // message stored with its unread-email job, and only then the answer and the delivery.
      const id = frame.id.toLowerCase();
      conn.sending.add(id);
      try {
        const message = await sendMessage(deps, { id: conn.userId }, frame.conversationId, frame.content, {
          messageId: id,
        });
        send(conn, { type: "sent", id: frame.id, message });
      } catch (e) {
        if (!isAppError(e)) deps.logger.error("realtime send failed", { error: e });
        const messageKey = isAppError(e) ? e.messageKey : "chat:errors.sendFailed";
        send(conn, { type: "not_sent", id: frame.id, messageKey });
      } finally {
        conn.sending.delete(id);
      }
      return;
    }
    if (frame.since === null) return send(conn, { type: "sync", messages: [], complete: true });
    try {
      const { messages, complete } = await listMessagesSince(deps.db, conn.userId, new Date(frame.since));
      send(conn, { type: "sync", messages, complete });
    } catch (e) {
      deps.logger.error("realtime sync failed", { error: e });
      send(conn, { type: "error", code: "internal" });
    }
  };
  const register = (ws: WebSocket, userId: string, sessionId: string | null, headers: Headers) => {
    const conn: Connection = {
      ws,
      userId,
      sessionId,
      headers,
      bucket: createTokenBucket(LIMITS.realtimeEventsPerSecond),
      strikes: 0,
      strikesSince: Date.now(),
      alive: true,
      authCheckedAt: Date.now(),
      sending: new Set(),
    };
    all.add(conn);
    const set = byUser.get(userId) ?? new Set<Connection>();
    byUser.set(userId, set);
    set.add(conn);
    ws.on("pong", () => {
      conn.alive = true;
    });
    ws.on("message", (data) => void onFrame(conn, data));
    ws.on("close", () => remove(conn));
    ws.on("error", () => remove(conn));
    send(conn, { type: "ready", userId });
  };

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    if (pathname !== REALTIME_PATH) {
      // Another upgrade handler (Vite's HMR in development) may own this path.
      if (server.listenerCount("upgrade") === 1) refuse(socket, 404, "Not Found");
      return;
    }
    socket.on("error", () => socket.destroy());
    if (!originAllowed(req)) return refuse(socket, 403, "Forbidden");
    const headers = toHeaders(req);
    authenticate(headers)
      .catch((e) => {
        deps.logger.warn("realtime authentication failed", { error: e });
        return null;
      })
      .then((user) => {
        if (socket.destroyed) return;
        wss.handleUpgrade(req, socket, head, (ws) => {
          // Upgraded first so the browser can read the reason (a failed handshake shows no status).
          if (!user) return ws.close(REALTIME_CLOSE.unauthenticated, "unauthenticated");
          register(ws, user.id, user.sessionId ?? null, headers);
        });
      });
  };
  server.on("upgrade", onUpgrade);

  /** Checks a connection's session again; one that has ended (or changed hands) is closed. */
  const recheck = (conn: Connection) => {
    conn.authCheckedAt = Date.now();
    authenticate(conn.headers)
      .then((user) => {
        if (user?.id !== conn.userId) conn.ws.close(REALTIME_CLOSE.unauthenticated, "session ended");
      })
      .catch(() => {});
  };

  const deliver = async (event: RealtimeEvent | RealtimeResync) => {
    if (event.type === "resync") {
      // Events were missed, a `sessions.revoked` among them perhaps: every session is checked again now.
      for (const conn of all) {
        send(conn, { type: "resync" });
        recheck(conn);
      }
      return;
    }
    const targets: Connection[] = [];
    for (const userId of new Set(event.userIds)) for (const c of byUser.get(userId) ?? []) targets.push(c);
    if (!targets.length) return;
    if (event.type === "sessions.revoked") {
      for (const conn of targets) {
        if (event.sessionIds && (!conn.sessionId || !event.sessionIds.includes(conn.sessionId))) continue;
        if (event.exceptSessionId && conn.sessionId === event.exceptSessionId) continue;
        conn.ws.close(REALTIME_CLOSE.unauthenticated, "session ended");
      }
      return;
    }
    let frame: ServerFrame;
    if (event.type === "message.created") {
      // Carried by the event when it fits; else fetched once per instance, whatever the number of recipients.
      const message = event.message ?? (await getChatMessage(deps.db, event.messageId));
      if (!message) return;
      frame = { type: "message", message };
    } else if (event.type === "conversation.read") {
      frame = {
        type: "read",
        conversationId: event.conversationId,
        readerId: event.readerId,
        readAt: event.readAt,
      };
    } else if (event.type === "notifications.changed") {
      frame = { type: "notifications" };
    } else {
      frame = { type: "members", conversationId: event.conversationId };
    }
    for (const conn of targets) {
      if (event.type === "message.created" && conn.sending.has(event.messageId)) continue;
      send(conn, frame);
    }
  };
  const unsubscribe = deps.bus.subscribe((event) => {
    deliver(event).catch((e) => deps.logger.error("realtime delivery failed", { error: e }));
  });

  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const conn of all) {
      if (!conn.alive) {
        conn.ws.terminate();
        remove(conn);
        continue;
      }
      conn.alive = false;
      conn.ws.ping();
      send(conn, { type: "heartbeat" });
      if (now - conn.authCheckedAt > reauthMs) recheck(conn);
    }
  }, heartbeatMs);
  heartbeat.unref();

  return {
    /** Resolves once events published from now on reach this server's sockets. */
    ready: () => deps.bus.ready(),
    connectionCount: () => all.size,
    /** Going away: clients reconnect (to this instance once restarted, or to another). */
    async close() {
      server.off("upgrade", onUpgrade);
      clearInterval(heartbeat);
      unsubscribe();
      for (const conn of all) conn.ws.close(REALTIME_CLOSE.restarting, "server restarting");
      // Wait briefly for the closing handshakes; a peer that does not answer is cut.
      await Promise.race([
        new Promise<void>((resolve) => wss.close(() => resolve())),
        new Promise<void>((resolve) => setTimeout(resolve, 1000).unref()),
      ]);
      for (const conn of all) conn.ws.terminate();
      all.clear();
      byUser.clear();
    },
  };
}

export type RealtimeServer = ReturnType<typeof attachRealtimeServer>;
