import { WebSocket } from "ws";
import type { ServerFrame } from "#core/schemas/realtime-frames";

/**
 * A /realtime client for tests and the bench: collects frames and waits for one matching a predicate.
 */
export function connectRealtime(url: string, options: { origin: string; cookie?: string }) {
  const ws = new WebSocket(url, {
    origin: options.origin,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  const frames: ServerFrame[] = [];
  const waiters = new Set<{ match: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void }>();
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  const handshake = new Promise<{ status: number } | null>((resolve) => {
    ws.on("open", () => resolve(null));
    ws.on("unexpected-response", (_req, res) => {
      resolve({ status: res.statusCode ?? 0 });
      ws.terminate();
    });
    ws.on("error", () => resolve({ status: 0 }));
  });
  ws.on("message", (data) => {
    const frame = JSON.parse(data.toString()) as ServerFrame;
    frames.push(frame);
    for (const w of waiters) {
      if (w.match(frame)) {
        waiters.delete(w);
        w.resolve(frame);
      }
    }
  });
  return {
    ws,
    frames,
    closed,
    /** Resolves with null once open, or with the HTTP status of a refused handshake. */
    handshake,
    send: (frame: unknown) => ws.send(typeof frame === "string" ? frame : JSON.stringify(frame)),
    waitFor(match: (f: ServerFrame) => boolean, timeoutMs = 5000): Promise<ServerFrame> {
      const found = frames.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (!waiters.delete(waiter)) return;
          reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs).unref();
      });
    },
    close: () => ws.close(),
  };
}

export type RealtimeTestClient = ReturnType<typeof connectRealtime>;
