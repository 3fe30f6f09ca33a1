/**
 * Chat delivery with 200 connected clients, on PGlite and on PostgreSQL: send-to-delivery latency (p50/p95),
 * messages per second and messages lost, next to a fair floor measured in the same run on the same database:
 * a bare `ws` relay that stores each message with one INSERT into the same `messages` table, then sends it
 * to the paired socket (a durable chat cannot beat that). Tropa's path, as the browser takes it: a `send`
 * frame on the sender's /realtime socket, already signed in (membership, rate limit, stored with its
 * unread-email job, answered `sent`) → realtime bus → the recipient's socket; and, for the page without a
 * socket, HTTP POST /api/conversations/:id/messages (session cookie checked too) at the steady rate.
 * Target: p95 within 2× of the floor, 0 messages lost (over both paths).
 *
 * `npx tsx bench/messaging.ts --postgres` runs the PostgreSQL half alone (on TEST_DATABASE_URL); the bench
 * runs it under scripts/with-postgres.sh and reads its figures from the BENCH_RESULT line it prints.
 */
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { WebSocket, WebSocketServer } from "ws";
import type { ServerFrame } from "#core/schemas/realtime-frames";
import { parseConfig } from "#server/config/load-config";
import { createDeps } from "#server/create-deps";
import { type Database, openPglite } from "#server/db/client";
import { createLogger } from "#server/lib/logger";
import { projectRoot } from "#server/lib/project-root";
import { createUser } from "#server/seed/factories";
import { startConversation } from "#server/services/messaging/start-conversation";
import { startRealtimeTestServer } from "#server/testing/realtime-test-server";
import { sessionCookieFor } from "#server/testing/session-cookie";
import { createTestDatabase } from "#server/testing/test-database";
import { fmtMs, percentile, printTable, ratio } from "./stats.ts";

/** A message not delivered within this time is late: counted apart from the latencies. */
const DELIVERY_TIMEOUT_MS = 15_000;
/** After the run, how long late messages are still awaited; those that never come are lost. */
const GRACE_MS = 30_000;

/** Sends one message from pair `pair`'s first client; resolves to the delivery latency, or why it failed. */
type Send = (pair: number, id: string) => Promise<number | "refused" | "lost">;
type Phase = {
  p50: number;
  p95: number;
  perSecond: number;
  delivered: number;
  refused: number;
  lost: number;
};

export type MessagingFigures = {
  database: "pglite" | "postgres";
  clients: number;
  floorP95: number;
  tropaP95: number;
  /** Messages accepted but never delivered, and sends refused (rate limit) or failed, over both phases. */
  tropaLost: number;
  tropaRefused: number;
  floorLost: number;
};

async function collect(sends: Promise<number | "refused" | "lost">[], t0: number): Promise<Phase> {
  const outcomes = await Promise.all(sends);
  const latencies = outcomes.filter((o): o is number => typeof o === "number");
  const late = outcomes.filter((o) => o === "lost").length;
  // A late message counts in the percentiles as DELIVERY_TIMEOUT_MS, a lower bound of its latency.
  const withLate = [...latencies, ...Array<number>(late).fill(DELIVERY_TIMEOUT_MS)];
  return {
    p50: percentile(withLate, 50),
    p95: percentile(withLate, 95),
    perSecond: (latencies.length / (performance.now() - t0)) * 1000,
    delivered: latencies.length,
    refused: outcomes.filter((o) => o === "refused").length,
    lost: late,
  };
}

/**
 * Latency at a steady chat-like load: `ratePerSecond` messages a second in total, each from the next pair's
 * sender in turn (open loop: a slow delivery does not slow the senders down).
 */
async function pacedLatency(pairs: number, total: number, ratePerSecond: number, send: Send): Promise<Phase> {
  const t0 = performance.now();
  const pending: Promise<number | "refused" | "lost">[] = [];
  for (let i = 0; i < total; i++) {
    const wait = t0 + (i * 1000) / ratePerSecond - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(send(i % pairs, `paced-${i}`));
  }
  return collect(pending, t0);
}

/** Throughput: every pair's sender sends `rounds` messages, each right after the previous one arrived. */
async function closedLoop(pairs: number, rounds: number, send: Send): Promise<Phase> {
  const t0 = performance.now();
  const all: Promise<number | "refused" | "lost">[] = [];
  await Promise.all(
    Array.from({ length: pairs }, async (_, pair) => {
      for (let round = 0; round < rounds; round++) {
        const outcome = send(pair, `burst-${pair}-${round}`);
        all.push(outcome);
        await outcome;
      }
    }),
  );
  return collect(all, t0);
}

type Workload = { pairs: number; paced: number; ratePerSecond: number; rounds: number };
type Result = { latency: Phase; throughput: Phase; lost?: number; socketsClosed?: number };

async function measure(w: Workload, send: Send): Promise<Result> {
  return {
    latency: await pacedLatency(w.pairs, w.paced, w.ratePerSecond, send),
    throughput: await closedLoop(w.pairs, w.rounds, send),
  };
}

/**
 * Waits for `key`'s delivery; "lost" (late) after DELIVERY_TIMEOUT_MS, when the key goes into `overdue` until
 * it arrives after all (see drainOverdue).
 */
function deliveryOf(
  waiting: Map<string, (t: number) => void>,
  key: string,
  overdue: Set<string>,
): Promise<number | "lost"> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      overdue.add(key);
      waiting.set(key, () => {
        overdue.delete(key);
        waiting.delete(key);
      });
      resolve("lost");
    }, DELIVERY_TIMEOUT_MS);
    waiting.set(key, (at) => {
      clearTimeout(timer);
      waiting.delete(key);
      resolve(at);
    });
  });
}

/** Gives late messages GRACE_MS more; returns how many never arrived (lost). */
async function drainOverdue(overdue: Set<string>): Promise<number> {
  const deadline = Date.now() + GRACE_MS;
  while (overdue.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return overdue.size;
}

type Fixture = {
  database: Database;
  users: { id: string; email: string }[];
  conversations: string[];
  /** Each user's session cookie (a real sign-in: scrypt, so made once). */
  cookies: string[];
  deps: Awaited<ReturnType<typeof createDeps>>;
  dataDir: string;
};

/** 200 users in 100 one-to-one conversations on `database`. */
async function setUp(database: Database, clients: number): Promise<Fixture> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "tropa-bench-chat-"));
  const config = parseConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(24).toString("hex"),
    APP_URL: "http://localhost:3999",
    JOBS_ENABLED: "false",
    LOG_LEVEL: "silent",
  });
  const deps = await createDeps(config, database, createLogger("silent"));
  const users = [];
  for (let i = 0; i < clients; i++) users.push(await createUser(deps.db, { name: `Bench ${i}` }));
  const conversations: string[] = [];
  for (let p = 0; p < clients / 2; p++) {
    const { conversationId } = await startConversation(deps, users[p * 2]!, {
      otherUserId: users[p * 2 + 1]!.id,
    });
    conversations.push(conversationId);
  }
  const cookies: string[] = [];
  for (const u of users) cookies.push(await sessionCookieFor(deps, u));
  return { database, users, conversations, cookies, deps, dataDir };
}

/** The floor: a bare ws relay that INSERTs each message into `messages`, then sends it to the paired socket. */
async function runFloor(f: Fixture, clients: number, w: Workload): Promise<Result> {
  const server = createServer();
  const wss = new WebSocketServer({ server });
  const sockets: WebSocket[] = [];
  wss.on("connection", (ws, req) => {
    const index = Number(new URL(req.url ?? "/", "http://x").searchParams.get("i"));
    sockets[index] = ws;
    const conversationId = f.conversations[index >> 1]!;
    const senderId = f.users[index]!.id;
    ws.on("message", async (data) => {
      const { content } = JSON.parse(data.toString()) as { content: string };
      await f.database.db.execute(
        sql`insert into messages (conversation_id, sender_id, content) values (${conversationId}, ${senderId}, ${content})`,
      );
      sockets[index ^ 1]?.send(JSON.stringify({ type: "message", content }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const waiting = new Map<string, (t: number) => void>();
  const peers = await Promise.all(
    Array.from(
      { length: clients },
      (_, i) =>
        new Promise<WebSocket>((resolve) => {
          const ws = new WebSocket(`ws://127.0.0.1:${port}/?i=${i}`);
          ws.on("message", (data) => {
            const { content } = JSON.parse(data.toString()) as { content: string };
            waiting.get(`${i}:${content}`)?.(performance.now());
          });
          ws.on("open", () => resolve(ws));
        }),
    ),
  );
  const overdue = new Set<string>();
  try {
    const result = await measure(w, async (pair, id) => {
      const content = `mensaje ${id}`;
      const t = performance.now();
      const delivered = deliveryOf(waiting, `${pair * 2 + 1}:${content}`, overdue);
      peers[pair * 2]!.send(JSON.stringify({ content }));
      const at = await delivered;
      return at === "lost" ? "lost" : at - t;
    });
    return { ...result, lost: await drainOverdue(overdue) };
  } finally {
    for (const ws of peers) ws.terminate();
    await new Promise<void>((resolve) => wss.close(() => server.close(() => resolve())));
  }
}

/**
 * Tropa: each client signed in with a real session cookie and connected to /realtime, sending as the browser
 * does: a `send` frame on its socket when it is open (`via: "socket"`, answered `sent` or `not_sent`), or
 * POST /api/conversations/:id/messages without one (`via: "http"`, the fallback). Either way the same
 * service: membership, rate limit, stored with its unread-email job, then the realtime bus → the
 * recipient's socket.
 */
async function runTropa(
  f: Fixture,
  clients: number,
  w: Workload,
  via: "socket" | "http",
  latencyOnly = false,
): Promise<Result> {
  const { deps } = f;
  const server = await startRealtimeTestServer(deps);
  const sockets: WebSocket[] = [];
  try {
    const { cookies } = f;
    const waiting = new Map<string, (t: number) => void>();
    /** Sends refused by the server (`not_sent`), by message id. */
    const refusals = new Map<string, () => void>();
    const ready: Promise<void>[] = [];
    for (let i = 0; i < clients; i++) {
      // A plain client, like the floor's: each frame parsed once, as a browser tab does.
      const ws = new WebSocket(server.wsUrl, { origin: server.origin, headers: { cookie: cookies[i]! } });
      ready.push(
        new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error("a client did not get ready")), 60_000);
          ws.on("message", (data) => {
            const frame = JSON.parse(data.toString()) as ServerFrame;
            if (frame.type === "message") waiting.get(`${i}:${frame.message.content}`)?.(performance.now());
            else if (frame.type === "not_sent") refusals.get(frame.id)?.();
            else if (frame.type === "ready") {
              clearTimeout(timer);
              resolve();
            }
          });
        }),
      );
      sockets.push(ws);
    }
    await Promise.all(ready);
    if (server.realtime.connectionCount() !== clients) throw new Error("not every client is connected");
    // A socket the server closes during the run loses what is sent to it (a browser would reconnect and
    // catch up): counted, to tell such losses from slow deliveries.
    let socketsClosed = 0;
    for (const s of sockets) s.once("close", () => socketsClosed++);

    const overdue = new Set<string>();
    const sendOverSocket = (pair: number, content: string): Promise<boolean> => {
      const id = randomUUID();
      return new Promise((resolve) => {
        refusals.set(id, () => resolve(false));
        sockets[pair * 2]!.send(
          JSON.stringify({ type: "send", id, conversationId: f.conversations[pair], content }),
        );
        // Accepted unless refused at once: the delivery (or its absence) tells the rest.
        setTimeout(() => {
          refusals.delete(id);
          resolve(true);
        }, DELIVERY_TIMEOUT_MS);
      });
    };
    const sendOverHttp = async (pair: number, content: string): Promise<boolean> => {
      try {
        const res = await fetch(`${server.httpUrl}/api/conversations/${f.conversations[pair]}/messages`, {
          method: "POST",
          headers: { cookie: cookies[pair * 2]!, origin: server.origin, "content-type": "application/json" },
          body: JSON.stringify({ content, id: randomUUID() }),
        });
        await res.arrayBuffer();
        return res.status === 201;
      } catch {
        return false; // a network error: counted with the refused sends
      }
    };
    const send: Send = async (pair, id) => {
      const content = `mensaje ${via} ${id}`;
      const key = `${pair * 2 + 1}:${content}`;
      const t = performance.now();
      const delivered = deliveryOf(waiting, key, overdue);
      const accepted = via === "socket" ? sendOverSocket(pair, content) : sendOverHttp(pair, content);
      const refused = accepted.then((ok) => (ok ? new Promise<never>(() => {}) : ("refused" as const)));
      const outcome = await Promise.race([delivered, refused]);
      if (outcome === "refused") {
        waiting.get(key)?.(Number.NaN); // stop waiting
        return "refused";
      }
      return outcome === "lost" ? "lost" : outcome - t;
    };
    const result = latencyOnly
      ? { latency: await pacedLatency(w.pairs, w.paced, w.ratePerSecond, send), throughput: NO_PHASE }
      : await measure(w, send);
    return { ...result, lost: await drainOverdue(overdue), socketsClosed };
  } finally {
    for (const s of sockets) s.terminate();
    await server.close();
  }
}

const NO_PHASE: Phase = { p50: Number.NaN, p95: Number.NaN, perSecond: 0, delivered: 0, refused: 0, lost: 0 };

/** One database: the floor, then Tropa, on the same users and conversations. */
async function runOn(database: Database, clients = 200): Promise<MessagingFigures> {
  const pairs = clients / 2;
  const w: Workload = { pairs, paced: 400, ratePerSecond: 20, rounds: 5 };
  const f = await setUp(database, clients);
  try {
    // Warm both paths (JIT, caches, the database's plans) before measuring.
    const warmup: Workload = { pairs: 10, paced: 20, ratePerSecond: 100, rounds: 2 };
    await runFloor(f, 20, warmup);
    await runTropa(f, clients, warmup, "socket");
    await runTropa(f, clients, warmup, "http", true);
    const floor = await runFloor(f, clients, w);
    const tropa = await runTropa(f, clients, w, "socket");
    const http = await runTropa(f, clients, w, "http", true);
    const row = (figure: string, fl: number, t: number, fmt: (v: number) => string) => ({
      figure,
      floor: fmt(fl),
      tropa: fmt(t),
      // Two significant digits: a throughput ratio is well below 1.
      "tropa / floor": fl > 0 && t / fl < 1 ? `${(t / fl).toPrecision(2)}×` : ratio(t, fl),
    });
    const count = (v: number) => v.toFixed(0);
    const late = (r: Result) => r.latency.lost + r.throughput.lost;
    const lost = (r: Result) => r.lost ?? 0;
    const refused = (r: Result) => r.latency.refused + r.throughput.refused;
    const tropaLost = lost(tropa) + lost(http);
    const tropaRefused = refused(tropa) + refused(http);
    printTable(`Chat delivery, ${clients} connected clients (${database.kind})`, [
      row(`p50 at ${w.ratePerSecond} msg/s`, floor.latency.p50, tropa.latency.p50, fmtMs),
      row(`p95 at ${w.ratePerSecond} msg/s`, floor.latency.p95, tropa.latency.p95, fmtMs),
      row(
        `messages/s (${pairs} senders flat out)`,
        floor.throughput.perSecond,
        tropa.throughput.perSecond,
        count,
      ),
      row("p50 flat out", floor.throughput.p50, tropa.throughput.p50, fmtMs),
      row("p95 flat out", floor.throughput.p95, tropa.throughput.p95, fmtMs),
      row(
        `p50 at ${w.ratePerSecond} msg/s, HTTP POST (no socket)`,
        floor.latency.p50,
        http.latency.p50,
        fmtMs,
      ),
      row(
        `p95 at ${w.ratePerSecond} msg/s, HTTP POST (no socket)`,
        floor.latency.p95,
        http.latency.p95,
        fmtMs,
      ),
      {
        figure: `delivered after ${DELIVERY_TIMEOUT_MS / 1000} s or never`,
        floor: count(late(floor)),
        tropa: count(late(tropa) + late(http)),
        "tropa / floor": "-",
      },
      {
        figure: `messages lost (not delivered ${GRACE_MS / 1000} s later)`,
        floor: count(lost(floor)),
        tropa: count(tropaLost),
        "tropa / floor": "-",
      },
      {
        figure: "sockets closed by the server during the run",
        floor: "0",
        tropa: count((tropa.socketsClosed ?? 0) + (http.socketsClosed ?? 0)),
        "tropa / floor": "-",
      },
      {
        figure: "sends refused (rate limit) or failed",
        floor: "0",
        tropa: count(tropaRefused),
        "tropa / floor": "-",
      },
    ]);
    console.info(
      "floor: a bare ws relay that INSERTs each message into the same messages table, then sends it to the" +
        " paired socket. tropa: a `send` frame on the sender's /realtime socket, as the browser sends when it" +
        " is connected (membership, rate limit, stored with its unread-email job) → realtime bus → the" +
        " recipient's socket; the HTTP POST rows are the path without a socket (session cookie checked too)." +
        ` A late message counts as ${DELIVERY_TIMEOUT_MS / 1000} s in the percentiles.`,
    );
    return {
      database: database.kind,
      clients,
      floorP95: floor.latency.p95,
      tropaP95: tropa.latency.p95,
      tropaLost,
      tropaRefused,
      floorLost: lost(floor),
    };
  } finally {
    await f.deps.bus.close();
    rmSync(f.dataDir, { recursive: true, force: true });
  }
}

async function runOnPglite(): Promise<MessagingFigures> {
  const database = await openPglite(undefined);
  try {
    await database.migrate();
    return await runOn(database);
  } finally {
    await database.close();
  }
}

/** On TEST_DATABASE_URL (a throwaway database created there). */
async function runOnPostgres(): Promise<MessagingFigures> {
  const database = await createTestDatabase();
  try {
    return await runOn(database);
  } finally {
    await database.close();
  }
}

const RESULT_LINE = "BENCH_RESULT ";

/** The PostgreSQL half in a child process under scripts/with-postgres.sh (unless TEST_DATABASE_URL is set). */
async function runOnPostgresChild(): Promise<MessagingFigures> {
  if (process.env.TEST_DATABASE_URL) return runOnPostgres();
  return new Promise((resolve, reject) => {
    const child = spawn(
      "bash",
      ["scripts/with-postgres.sh", "npx", "tsx", "bench/messaging.ts", "--postgres"],
      { cwd: projectRoot(), stdio: ["ignore", "pipe", "inherit"] },
    );
    let result: MessagingFigures | null = null;
    let buffered = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        if (line.startsWith(RESULT_LINE)) result = JSON.parse(line.slice(RESULT_LINE.length));
        else console.info(line);
      }
    });
    child.once("exit", (code) =>
      code === 0 && result
        ? resolve(result)
        : reject(new Error(`messaging bench on PostgreSQL exited ${code}`)),
    );
  });
}

export async function runMessagingBench(): Promise<MessagingFigures[]> {
  return [await runOnPglite(), await runOnPostgresChild()];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes("--postgres")) {
    const figures = await runOnPostgres();
    console.info(`${RESULT_LINE}${JSON.stringify(figures)}`);
  } else {
    await runMessagingBench();
  }
  process.exit(0);
}
