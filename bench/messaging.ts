/**
 * Chat delivery with 200 connected clients: send-to-delivery latency (p50/p95) and messages per second,
 * next to a floor measured in the same run (a bare `ws` server on loopback that echoes each frame to the
 * paired socket). Tropa's path: HTTP POST /api/conversations/:id/messages (session check, membership, stored
 * in the database with its unread-email job) → realtime bus → the recipient's /realtime socket.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { WebSocket, WebSocketServer } from "ws";
import type { ServerFrame } from "#core/schemas/realtime-frames";
import { parseConfig } from "#server/config/load-config";
import { createDeps } from "#server/create-deps";
import { createLogger } from "#server/lib/logger";
import { connectRealtime, type RealtimeTestClient } from "#server/realtime/realtime-test-client";
import { createUser } from "#server/seed/factories";
import { startConversation } from "#server/services/messaging/start-conversation";
import { startRealtimeTestServer } from "#server/testing/realtime-test-server";
import { sessionCookieFor } from "#server/testing/session-cookie";
import { createTestDatabase } from "#server/testing/test-database";
import { fmtMs, percentile, printTable, ratio } from "./stats.ts";

type Send = (pair: number, id: string) => Promise<number | null>;
type Phase = { p50: number; p95: number; perSecond: number; delivered: number; failed: number };

const summarise = (latencies: number[], elapsedMs: number, failed: number): Phase => ({
  p50: percentile(latencies, 50),
  p95: percentile(latencies, 95),
  perSecond: (latencies.length / elapsedMs) * 1000,
  delivered: latencies.length,
  failed,
});

/**
 * Latency at a steady chat-like load: `ratePerSecond` messages a second in total, each from the next pair's
 * sender in turn (open loop: a slow delivery does not slow the senders down).
 */
async function pacedLatency(pairs: number, total: number, ratePerSecond: number, send: Send): Promise<Phase> {
  const latencies: number[] = [];
  let failed = 0;
  const t0 = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = t0 + (i * 1000) / ratePerSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      send(i % pairs, `paced-${i}`).then((ms) => {
        if (ms === null) failed++;
        else latencies.push(ms);
      }),
    );
  }
  await Promise.all(pending);
  return summarise(latencies, performance.now() - t0, failed);
}

/** Throughput: every pair's sender sends `rounds` messages, each right after the previous one arrived. */
async function closedLoop(pairs: number, rounds: number, send: Send): Promise<Phase> {
  const latencies: number[] = [];
  let failed = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: pairs }, async (_, pair) => {
      for (let round = 0; round < rounds; round++) {
        const ms = await send(pair, `burst-${pair}-${round}`);
        if (ms === null) failed++;
        else latencies.push(ms);
      }
    }),
  );
  return summarise(latencies, performance.now() - t0, failed);
}

type Workload = { pairs: number; paced: number; ratePerSecond: number; rounds: number };
type Result = { latency: Phase; throughput: Phase };

async function measure(w: Workload, send: Send): Promise<Result> {
  return {
    latency: await pacedLatency(w.pairs, w.paced, w.ratePerSecond, send),
    throughput: await closedLoop(w.pairs, w.rounds, send),
  };
}

/** The floor: a bare ws server that sends each frame on to the paired socket. */
async function runFloor(clients: number, w: Workload): Promise<Result> {
  const server = createServer();
  const wss = new WebSocketServer({ server });
  const sockets: WebSocket[] = [];
  wss.on("connection", (ws, req) => {
    const index = Number(new URL(req.url ?? "/", "http://x").searchParams.get("i"));
    sockets[index] = ws;
    ws.on("message", (data) => sockets[index ^ 1]?.send(data));
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
            const { id } = JSON.parse(data.toString()) as { id: string };
            waiting.get(id)?.(performance.now());
          });
          ws.on("open", () => resolve(ws));
        }),
    ),
  );
  try {
    return await measure(w, (pair, id) => {
      const t = performance.now();
      return new Promise<number>((resolve) => {
        waiting.set(id, (at) => {
          waiting.delete(id);
          resolve(at - t);
        });
        peers[pair * 2]!.send(JSON.stringify({ id, content: `mensaje ${id}` }));
      });
    });
  } finally {
    for (const ws of peers) ws.terminate();
    await new Promise<void>((resolve) => wss.close(() => server.close(() => resolve())));
  }
}

/** Tropa: one conversation per pair of users, each client signed in with a real session cookie. */
async function runTropa(clients: number, w: Workload): Promise<Result & { database: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "tropa-bench-chat-"));
  const database = await createTestDatabase();
  const config = parseConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(24).toString("hex"),
    APP_URL: "http://localhost:3999",
    JOBS_ENABLED: "false",
    LOG_LEVEL: "silent",
  });
  const deps = await createDeps(config, database, createLogger("silent"));
  const server = await startRealtimeTestServer(deps);
  const sockets: RealtimeTestClient[] = [];
  try {
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

    const waiting = new Map<string, (t: number) => void>();
    for (let i = 0; i < clients; i++) {
      const socket = connectRealtime(server.wsUrl, { origin: server.origin, cookie: cookies[i] });
      socket.ws.on("message", (data) => {
        const frame = JSON.parse(data.toString()) as ServerFrame;
        if (frame.type === "message") waiting.get(`${i}:${frame.message.content}`)?.(performance.now());
      });
      sockets.push(socket);
    }
    await Promise.all(sockets.map((s) => s.waitFor((f) => f.type === "ready", 60_000)));
    if (server.realtime.connectionCount() !== clients) throw new Error("not every client is connected");

    const result = await measure(w, async (pair, id) => {
      const content = `mensaje ${id}`;
      const key = `${pair * 2 + 1}:${content}`;
      const t = performance.now();
      const delivered = new Promise<number>((resolve) => waiting.set(key, resolve));
      const res = await fetch(`${server.httpUrl}/api/conversations/${conversations[pair]}/messages`, {
        method: "POST",
        headers: { cookie: cookies[pair * 2]!, origin: server.origin, "content-type": "application/json" },
        body: JSON.stringify({ content }),
      });
      await res.arrayBuffer();
      if (res.status !== 201) {
        waiting.delete(key);
        return null;
      }
      const at = await delivered;
      waiting.delete(key);
      return at - t;
    });
    return { ...result, database: database.kind };
  } finally {
    for (const s of sockets) s.ws.terminate();
    await server.close();
    await deps.bus.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runMessagingBench(clients = 200): Promise<void> {
  const pairs = clients / 2;
  const w: Workload = { pairs, paced: 400, ratePerSecond: 20, rounds: 5 };
  // Warm both paths (JIT, caches) before measuring.
  await runFloor(20, { pairs: 10, paced: 20, ratePerSecond: 100, rounds: 2 });
  const floor = await runFloor(clients, w);
  const tropa = await runTropa(clients, w);
  const row = (figure: string, f: number, t: number, fmt: (v: number) => string) => ({
    figure,
    floor: fmt(f),
    tropa: fmt(t),
    // Two significant digits: a throughput ratio is well below 1.
    "tropa / floor": f > 0 && t / f < 1 ? `${(t / f).toPrecision(2)}×` : ratio(t, f),
  });
  const perSecond = (v: number) => v.toFixed(0);
  printTable(`Chat delivery, ${clients} connected clients (${tropa.database})`, [
    row(`p50 at ${w.ratePerSecond} msg/s`, floor.latency.p50, tropa.latency.p50, fmtMs),
    row(`p95 at ${w.ratePerSecond} msg/s`, floor.latency.p95, tropa.latency.p95, fmtMs),
    row(
      `messages/s (${pairs} senders flat out)`,
      floor.throughput.perSecond,
      tropa.throughput.perSecond,
      perSecond,
    ),
    row("p50 flat out", floor.throughput.p50, tropa.throughput.p50, fmtMs),
  ]);
  console.info(
    "floor: a bare ws server relaying each frame to the paired socket. tropa: HTTP POST (session, membership," +
      " stored with its unread-email job) → realtime bus → the recipient's /realtime socket." +
      ` Refused sends: ${tropa.latency.failed + tropa.throughput.failed}.`,
  );
}
