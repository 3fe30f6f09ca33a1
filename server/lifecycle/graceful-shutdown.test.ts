import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createStartupGate } from "../http/startup-gate.ts";
import { createLogger } from "../lib/logger.ts";
import { createGracefulShutdown, type ShutdownParts } from "./graceful-shutdown.ts";

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** An instance's HTTP side: `/slow` answers after `slowMs`, everything else at once. */
async function startInstance(slowMs = 300) {
  const gate = createStartupGate();
  gate.open((req, res) => {
    const answer = () => {
      res.writeHead(200, { "content-type": "text/plain" });
      res.end(`ok ${req.url}`);
    };
    if (req.url === "/slow") setTimeout(answer, slowMs);
    else answer();
  });
  server = createServer(gate.listener);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { gate, server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function shutdownOf(
  instance: Awaited<ReturnType<typeof startInstance>>,
  overrides: Partial<ShutdownParts> = {},
) {
  const steps: string[] = [];
  const exits: number[] = [];
  let exited: (code: number) => void = () => {};
  const exit = new Promise<number>((resolve) => {
    exited = resolve;
  });
  const stop = createGracefulShutdown({
    server: instance.server,
    gate: instance.gate,
    realtime: { close: async () => void steps.push("realtime") },
    runner: {
      stop: async (graceMs) => {
        steps.push(`runner ${graceMs > 0 ? "with grace" : "no grace"}`);
        return 0;
      },
    },
    close: [async () => void steps.push("bus"), async () => void steps.push("database")],
    logger: createLogger("silent"),
    drainMs: 300,
    timeoutMs: 5_000,
    exit: (code) => {
      exits.push(code);
      exited(code);
    },
    ...overrides,
  });
  return { stop, steps, exits, exit };
}

describe("graceful shutdown of an instance", () => {
  it("drains (health 503, requests still served), answers in-flight requests, stops the parts in order, exits 0", async () => {
    const instance = await startInstance(600);
    const { stop, steps, exits, exit } = shutdownOf(instance);
    const inFlight = fetch(`${instance.base}/slow`);
    await new Promise((r) => setTimeout(r, 50));
    const began = performance.now();
    void stop("SIGTERM");
    void stop("SIGTERM"); // a second signal changes nothing

    // Draining: the load balancer's check fails, while requests that still arrive are answered.
    const health = await fetch(`${instance.base}/api/health`);
    expect(health.status).toBe(503);
    const during = await fetch(`${instance.base}/viajes`);
    expect(await during.text()).toBe("ok /viajes");

    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(await answered.text()).toBe("ok /slow");
    expect(await exit).toBe(0);
    expect(exits).toEqual([0]);
    expect(performance.now() - began).toBeGreaterThanOrEqual(290); // the drain period was kept
    expect(steps).toEqual(["realtime", "runner with grace", "bus", "database"]);
    // The port is closed: no new connection.
    await expect(fetch(`${instance.base}/viajes`)).rejects.toThrow();
  });

  it("exits 1 at the bound when a part does not stop, cutting what is left", async () => {
    const instance = await startInstance();
    const { stop, steps, exit } = shutdownOf(instance, {
      drainMs: 0,
      timeoutMs: 1_000,
      runner: { stop: () => new Promise<number>(() => {}) },
    });
    const began = performance.now();
    void stop("SIGTERM");
    expect(await exit).toBe(1);
    const took = performance.now() - began;
    expect(took).toBeGreaterThanOrEqual(950);
    expect(took).toBeLessThan(2_000);
    expect(steps).not.toContain("database");
  });
});
