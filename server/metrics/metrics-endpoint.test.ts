import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { reconciliationRuns } from "../db/schema/bookings.ts";
import { createHttpApp } from "../http/create-app.ts";
import { enqueueJob } from "../jobs/enqueue-job.ts";
import { runDueJobs } from "../jobs/job-runner.ts";
import { paidDeparture } from "../testing/paid-departure.ts";
import { sample } from "../testing/prometheus-sample.ts";
import { startRealtimeTestServer } from "../testing/realtime-test-server.ts";
import { createTestDeps } from "../testing/test-deps.ts";
import { tinyPageBuild } from "../testing/tiny-page-build.ts";

const ORIGIN = "http://localhost:3999";
const TOKEN = "metrics-token-for-the-tests-0123456789";

describe("metrics (issue 38): GET /metrics with METRICS_TOKEN", () => {
  let deps: Awaited<ReturnType<typeof createTestDeps>>;
  let app: ReturnType<typeof createHttpApp>;
  const scrape = async () => {
    const res = await app.request(`${ORIGIN}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    return res.text();
  };

  beforeAll(async () => {
    deps = await createTestDeps({ METRICS_TOKEN: TOKEN });
    app = createHttpApp(deps, { build: async () => tinyPageBuild, mode: "development" });
  });
  afterAll(() => deps.close());

  it("refuses a scrape without the token, with a wrong one or another scheme (401, never cached)", async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, "Bearer ", `Basic ${TOKEN}`, TOKEN]) {
      const res = await app.request(`${ORIGIN}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.text()).not.toContain("tropa_");
    }
    const res = await app.request(`${ORIGIN}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toContain("process_cpu_user_seconds_total");
  });

  it("times requests by route pattern and status class, never by URL", async () => {
    const conversation = "0b6f0f44-1d0c-4a0e-9a39-6f1f2b1d9c11";
    expect((await app.request(`${ORIGIN}/api/conversations/${conversation}/messages`)).status).toBe(401);
    expect((await app.request(`${ORIGIN}/api/health`)).status).toBe(200);
    expect((await app.request(`${ORIGIN}/viaje/surf-en-peniche-qzxw`)).status).toBe(200);
    expect((await app.request(`${ORIGIN}/viaje/otro-viaje.data`)).status).toBe(200);
    expect((await app.request(`${ORIGIN}/no/such/page-qzxw`)).status).toBe(404);
    const text = await scrape();
    const count = (route: string, method: string, status_class: string) =>
      sample(text, "tropa_http_request_duration_seconds_count", { route, method, status_class });
    expect(count("/api/conversations/:id/messages", "GET", "4xx")).toBe(1);
    expect(count("/api/health", "GET", "2xx")).toBe(1);
    expect(count("/viaje/:slug", "GET", "2xx")).toBe(2); // the page and its single-fetch data
    expect(count("unmatched", "GET", "4xx")).toBe(1);
    // Letters, not digits: a duration such as 0.04711… must not pass for a leaked URL.
    for (const url of [conversation, "qzxw", "otro-viaje"]) expect(text).not.toContain(url);
  });

  it("shows a booking (its payout, its emails and the jobs that ran) and a job that failed for good", async () => {
    const before = await scrape();
    expect(sample(before, "tropa_payouts", { status: "scheduled" })).toBe(0);
    expect(sample(before, "tropa_jobs_failed", { kind: "test.always-fails" })).toBeUndefined();

    await paidDeparture(deps);
    await enqueueJob(deps.db, "test.always-fails", {}, { maxAttempts: 1 });
    await enqueueJob(deps.db, "test.succeeds", {});
    const text = await scrape();
    expect(sample(text, "tropa_payouts", { status: "scheduled" })).toBe(1);
    expect(sample(text, "tropa_email_outbox_pending")).toBeGreaterThan(0);
    expect(sample(text, "tropa_jobs_due")).toBeGreaterThanOrEqual(2);

    await runDueJobs(deps, {
      "test.always-fails": async () => {
        throw new Error("provider refused");
      },
      "test.succeeds": async () => {},
    });
    const after = await scrape();
    expect(sample(after, "tropa_job_runs_total", { kind: "test.always-fails", outcome: "failed" })).toBe(1);
    expect(sample(after, "tropa_job_runs_total", { kind: "test.succeeds", outcome: "done" })).toBe(1);
    expect(sample(after, "tropa_jobs_failed", { kind: "test.always-fails" })).toBe(1);
  });

  it("shows the differences of the last finished reconciliation", async () => {
    expect(sample(await scrape(), "tropa_reconciliation_last_finished_timestamp_seconds")).toBe(0);
    const difference = {
      bookingId: null,
      reference: null,
      check: "balance" as const,
      expectedCents: 100,
      actualCents: 90,
    };
    const finishedAt = new Date("2026-11-20T03:00:00Z");
    await deps.db.insert(reconciliationRuns).values([
      {
        startedAt: new Date("2026-11-19T03:00:00Z"),
        finishedAt: new Date("2026-11-19T03:01:00Z"),
        trigger: "schedule",
      },
      { startedAt: finishedAt, finishedAt, trigger: "schedule", differences: [difference, difference] },
      { startedAt: new Date("2026-11-21T03:00:00Z"), trigger: "schedule" }, // still running
    ]);
    const text = await scrape();
    expect(sample(text, "tropa_reconciliation_last_differences")).toBe(2);
    expect(sample(text, "tropa_reconciliation_last_finished_timestamp_seconds")).toBe(
      finishedAt.getTime() / 1000,
    );
  });

  it("counts open realtime sockets at scrape time", async () => {
    const chat = await startRealtimeTestServer(deps, {
      authenticate: async () => ({ id: "u1", sessionId: "s1" }),
    });
    const ws = new WebSocket(chat.wsUrl, { origin: chat.origin });
    await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
    await expect.poll(async () => sample(await scrape(), "tropa_realtime_connections")).toBe(1);
    ws.close();
    await expect.poll(async () => sample(await scrape(), "tropa_realtime_connections")).toBe(0);
    await chat.close();
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "shows the PostgreSQL pool's connections in use and idle",
    async () => {
      const text = await scrape();
      expect(sample(text, "tropa_db_pool_connections", { state: "idle" })).toBeGreaterThanOrEqual(0);
      expect(sample(text, "tropa_db_pool_connections", { state: "in_use" })).toBeGreaterThanOrEqual(0);
      const pool = deps.database.pool!;
      const held = await pool.connect();
      const during = await scrape();
      expect(sample(during, "tropa_db_pool_connections", { state: "in_use" })).toBeGreaterThanOrEqual(1);
      held.release();
    },
  );
});
