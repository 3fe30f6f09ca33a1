import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { Logger } from "../../lib/logger.ts";
import type { RealtimeBus, RealtimeEvent, RealtimeListener } from "./realtime-bus.ts";

export const REALTIME_CHANNEL = "tropa_realtime";
/**
 * PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; keep a margin for the JSON around the ids and the
 * publishing bus's id.
 */
const MAX_PAYLOAD_BYTES = 7000;

/**
 * Several server instances on one PostgreSQL: events travel through LISTEN/NOTIFY, so a message sent through
 * one instance reaches sockets held by any other. Each instance keeps one dedicated pool connection in LISTEN
 * (taken on the first subscriber); if it drops, it reconnects with backoff and tells listeners to resync.
 * This instance's own listeners hear its events at once, not after a trip through the database (a chat
 * message reaches the sockets held here as soon as it is stored): notifications carry the publishing bus's
 * id, and a bus ignores its own when they come back.
 */
export function createPostgresBus(pool: pg.Pool, logger: Logger): RealtimeBus {
  const listeners = new Set<RealtimeListener>();
  const origin = randomUUID();
  let client: pg.PoolClient | null = null;
  let connecting: Promise<void> | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let attempts = 0;
  let closed = false;

  const emit = (event: Parameters<RealtimeListener>[0]) => {
    for (const listener of listeners) listener(event);
  };

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== REALTIME_CHANNEL || !msg.payload) return;
    try {
      const { origin: from, ...event } = JSON.parse(msg.payload) as RealtimeEvent & { origin?: string };
      if (from !== origin) emit(event as RealtimeEvent);
    } catch (e) {
      logger.warn("realtime: bad notification payload", { error: e });
    }
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer || listeners.size === 0) return;
    const delay = Math.min(250 * 2 ** attempts, 10_000);
    attempts++;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void listen(true);
    }, delay);
  };

  const dropClient = (err?: Error) => {
    const c = client;
    client = null;
    if (!c) return;
    c.removeListener("notification", onNotification);
    c.removeAllListeners("error");
    // Passing the error destroys the connection instead of returning a broken one to the pool.
    c.release(err ?? true);
  };

  const listen = (isReconnect: boolean): Promise<void> => {
    if (client || closed) return Promise.resolve();
    connecting ??= (async () => {
      try {
        const c = await pool.connect();
        c.on("notification", onNotification);
        c.on("error", (err) => {
          logger.warn("realtime: listen connection lost", { error: err });
          dropClient(err);
          scheduleReconnect();
        });
        await c.query(`LISTEN ${REALTIME_CHANNEL}`);
        if (closed) {
          c.removeListener("notification", onNotification);
          c.release(true);
          return;
        }
        client = c;
        attempts = 0;
        // Events published while the connection was down were never seen here: clients catch up.
        if (isReconnect) emit({ type: "resync" });
      } catch (e) {
        logger.warn("realtime: listen failed", { error: e });
        scheduleReconnect();
      } finally {
        connecting = null;
      }
    })();
    return connecting;
  };

  return {
    kind: "postgres",
    async publish(event) {
      // Delivered here on a later tick, like the memory bus: a publisher never runs listener code in its call.
      queueMicrotask(() => emit(event));
      for (const part of splitByPayloadSize(event)) {
        await pool.query("select pg_notify($1, $2)", [REALTIME_CHANNEL, JSON.stringify({ ...part, origin })]);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      void listen(false);
      return () => {
        listeners.delete(listener);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      listeners.clear();
      await connecting;
      if (client) {
        await client.query(`UNLISTEN ${REALTIME_CHANNEL}`).catch(() => {});
        dropClient();
      }
    },
    ready: () => listen(false),
  };
}

/**
 * What fits in NOTIFY: a long message travels without its text (each instance reads it by id), and a large
 * group's recipient list is sent in several notifications rather than refused by PostgreSQL.
 */
export function splitByPayloadSize(event: RealtimeEvent): RealtimeEvent[] {
  if (Buffer.byteLength(JSON.stringify(event)) <= MAX_PAYLOAD_BYTES) return [event];
  if (event.type === "message.created" && event.message) {
    const { message: _whole, ...byId } = event;
    return splitByPayloadSize(byId);
  }
  const perPart = Math.max(1, Math.floor(MAX_PAYLOAD_BYTES / 40) - 10);
  const parts: RealtimeEvent[] = [];
  for (let i = 0; i < event.userIds.length; i += perPart) {
    parts.push({ ...event, userIds: event.userIds.slice(i, i + perPart) });
  }
  return parts;
}
