import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { startSmtpSink } from "../../server/testing/smtp-sink.ts";
import {
  newGroupConversation,
  newTraveller,
  newTrip,
  newTropleader,
  signInAs,
  uniqueToken,
} from "../e2e/factory.ts";
import { expect, humanClick, test, waitingForHydration } from "../e2e/fixtures.ts";
import { loadTexts, text } from "../e2e/texts.ts";
import { haproxyConfig, PORTS, PROXY_URL } from "./topology.ts";

/**
 * The production topology on this machine (issue 38, scripts/test-topology.sh): Debian's haproxy on PROXY_URL in
 * front of two instances of the production build (a and b) on one throwaway PostgreSQL 15, with an SMTP sink.
 * Each browser context is pinned to an instance by the `tropa_instance` cookie haproxy routes on (`use-server`,
 * which falls back to the other instance while the pinned one is down; `X-Tropa-Instance` says who answered).
 * A traveller pinned to a books a seat (simulated payment) while the tropleader pinned to b writes in the
 * departure's group chat; meanwhile a bounded load loop hits the proxy and each instance is restarted in turn
 * (SIGTERM, its graceful shutdown, started again, healthy). Then: no failed request at the proxy, every chat
 * message shown live exactly once, no job left claimed, every email sent, and the reconciliation clean.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILD_DIR = process.env.TROPA_BUILD_DIR ?? "build";
const DATABASE_URL = process.env.TEST_DATABASE_URL ?? "";
const SCREENS = ".tmp/screens";
const lang = "es";
const booking = loadTexts(lang, "booking");
const chat = loadTexts(lang, "chat");

type Instance = { name: "a" | "b"; port: number; dataDir: string; child: ChildProcess | null; log: string };
const instances: Record<"a" | "b", Instance> = {
  a: { name: "a", port: PORTS.a, dataDir: "", child: null, log: "" },
  b: { name: "b", port: PORTS.b, dataDir: "", child: null, log: "" },
};
let haproxy: ChildProcess | null = null;
let haproxyLog = "";
let smtp: Awaited<ReturnType<typeof startSmtpSink>> | null = null;
let workDir = "";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

const healthy = (url: string) => fetch(`${url}/api/health`).then((r) => r.status === 200);

async function startInstance(instance: Instance) {
  const child = spawn(process.execPath, [path.join(BUILD_DIR, "node/main.js")], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      TROPA_ENV: "local",
      TROPA_BUILD_DIR: BUILD_DIR,
      DATABASE_URL,
      HOST: "127.0.0.1",
      PORT: String(instance.port),
      APP_URL: PROXY_URL,
      DATA_DIR: instance.dataDir,
      SESSION_SECRET: "topology-secret-topology-secret-1234",
      DEMO_MODE: "true",
      E2E_FACTORY: "true",
      SMTP_URL: `smtp://127.0.0.1:${smtp!.port}`,
      JOBS_POLL_MS: "200",
      LOG_LEVEL: "warn",
      TROPA_WORKERS: "1",
      // Longer than haproxy's health checks need to take it out (two failed checks 300 ms apart).
      // (TOPOLOGY_DRAIN_MS=0 shows what happens without it.)
      SHUTDOWN_DRAIN_MS: process.env.TOPOLOGY_DRAIN_MS ?? "2000",
      SHUTDOWN_TIMEOUT_MS: "10000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    instance.log += chunk.toString();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  instance.child = child;
  await waitFor(`instance ${instance.name} healthy`, async () => {
    if (child.exitCode !== null) throw new Error(`instance ${instance.name} exited:\n${instance.log}`);
    return healthy(`http://127.0.0.1:${instance.port}`);
  });
}

/** SIGTERM, then its exit: the graceful shutdown must end on its own, with 0, within its bound. */
async function stopInstance(instance: Instance): Promise<{ code: number | null; ms: number }> {
  const child = instance.child;
  if (!child || child.exitCode !== null) return { code: child?.exitCode ?? null, ms: 0 };
  const began = Date.now();
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  const code = await exited;
  instance.child = null;
  return { code, ms: Date.now() - began };
}

/** haproxy's own counters (its stats page, CSV): the frontend's 5xx answers and the backend's errors. */
async function proxyCounters() {
  const csv = await (await fetch(`${PROXY_URL}/__haproxy?stats;csv`)).text();
  const [header, ...rows] = csv.trim().split("\n");
  const names = header!.replace(/^# /, "").split(",");
  const read = (pxname: string, svname: string) => {
    const row = rows.map((r) => r.split(",")).find((r) => r[0] === pxname && r[1] === svname);
    return Object.fromEntries(names.map((n, i) => [n, row?.[i] ?? ""]));
  };
  return { frontend: read("web", "FRONTEND"), a: read("tropa", "a"), b: read("tropa", "b") };
}

/** haproxy sees the instance up (its checks passed again after a restart). */
const proxySees = async (name: "a" | "b", status: "UP" | "DOWN") =>
  (await proxyCounters())[name].status?.startsWith(status) ?? false;

/** The bounded load loop: `workers` clients requesting pages through the proxy one after another, until stopped. */
function startLoad(paths: string[], workers = 2) {
  const result = { requests: 0, failures: [] as string[] };
  let running = true;
  const loop = async (n: number) => {
    for (let i = n; running; i++) {
      const target = paths[i % paths.length]!;
      try {
        const response = await fetch(`${PROXY_URL}${target}`, { headers: { "accept-language": "es" } });
        await response.arrayBuffer();
        result.requests++;
        if (response.status >= 500) result.failures.push(`${target}: ${response.status}`);
      } catch (e) {
        result.requests++;
        result.failures.push(`${target}: ${(e as Error).cause ?? (e as Error).message}`);
      }
      await sleep(50);
    }
  };
  const loops = Array.from({ length: workers }, (_, n) => loop(n));
  return {
    result,
    async stop() {
      running = false;
      await Promise.all(loops);
      return result;
    },
  };
}

async function pinnedContext(browser: Browser, instance: "a" | "b"): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: PROXY_URL, locale: "es-ES" });
  await context.addCookies([{ name: "tropa_instance", value: instance, url: PROXY_URL }]);
  return context;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  if (!DATABASE_URL) throw new Error("TEST_DATABASE_URL is required: run bash scripts/test-topology.sh");
  workDir = mkdtempSync(path.join(tmpdir(), "tropa-topology-"));
  mkdirSync(SCREENS, { recursive: true });
  smtp = await startSmtpSink();
  for (const instance of Object.values(instances)) {
    instance.dataDir = path.join(workDir, `data-${instance.name}`);
  }
  // One after the other: the first migrates the database and seeds the demo data.
  await startInstance(instances.a);
  await startInstance(instances.b);
  const config = path.join(workDir, "haproxy.cfg");
  writeFileSync(config, haproxyConfig());
  execFileSync("haproxy", ["-c", "-q", "-f", config]);
  haproxy = spawn("haproxy", ["-db", "-f", config], { stdio: ["ignore", "pipe", "pipe"] });
  const keep = (chunk: Buffer) => {
    haproxyLog += chunk.toString();
  };
  haproxy.stdout?.on("data", keep);
  haproxy.stderr?.on("data", keep);
  await waitFor("haproxy up", () => healthy(PROXY_URL));
  await waitFor("haproxy sees a", () => proxySees("a", "UP"));
  await waitFor("haproxy sees b", () => proxySees("b", "UP"));
});

test.afterAll(async () => {
  for (const instance of Object.values(instances)) await stopInstance(instance);
  if (haproxy && haproxy.exitCode === null) {
    const exited = new Promise((resolve) => haproxy!.once("exit", resolve));
    haproxy.kill("SIGTERM");
    await exited;
  }
  await smtp?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test("a rolling restart behind haproxy loses no request, no chat message, no job and no money", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const token = uniqueToken();
  const leader = await newTropleader(request, { name: "Lucía Fernández" });
  const trip = await newTrip(request, {
    tropleaderId: leader.id,
    title: `Rutas por Picos ${token}`,
    departures: [{ daysFromNow: 30, seats: 8, price: 48_000 }],
  });
  const departureId = trip.departures[0]!.id;
  const traveller = await newTraveller(request, { name: "Marta López", locale: lang });
  await newGroupConversation(request, { tropleaderId: leader.id, departureId });

  const load = startLoad(["/", "/viajes", `/viaje/${trip.slug}`, "/ayuda"]);

  // The traveller, pinned to a, books a seat and pays on the simulated page.
  const travellerContext = await pinnedContext(browser, "a");
  const marta = waitingForHydration(await travellerContext.newPage());
  const servedBy: string[] = [];
  marta.on("response", (response) => {
    if (response.request().method() === "POST") servedBy.push(response.headers()["x-tropa-instance"] ?? "?");
  });
  await signInAs(marta, lang, traveller);
  await marta.goto(`/viaje/${trip.slug}`);
  await marta.locator(`[data-testid=departure-option][data-departure-id="${departureId}"]`).click();
  await marta.getByTestId("book-button").click();
  await expect(marta).toHaveURL(new RegExp(`/reservar/${departureId}$`));
  await marta.getByTestId("emergency-name").fill("Marta López");
  await marta.getByTestId("emergency-phone").fill("+34 600 123 456");
  await marta.getByTestId("emergency-relationship").fill("Hermana");
  await humanClick(marta.getByTestId("checkout-button"));
  await expect(marta).toHaveURL(/\/pago-simulado\/sim_cs_/);
  const reference = (await marta.getByTestId("simulated-reference").textContent())!;
  await marta.getByTestId("simulated-pay").click();
  await expect(marta).toHaveURL(/\/success\?session_id=sim_cs_/);
  await expect(marta.getByTestId("outcome-title")).toHaveText(text(booking, "success.confirmedTitle"));
  await expect(marta.getByTestId("outcome-status").locator("[data-status]")).toHaveAttribute(
    "data-status",
    "confirmed",
  );
  expect(servedBy.length).toBeGreaterThan(0);
  expect(new Set(servedBy)).toEqual(new Set(["a"]));

  // The group chat, open on both sides: Marta's page through a, Lucía's through b.
  const groupName = text(chat, "group.name", { trip: trip.title });
  const leaderContext = await pinnedContext(browser, "b");
  const lucia = waitingForHydration(await leaderContext.newPage());
  await signInAs(lucia, lang, leader);
  for (const page of [marta, lucia]) {
    await page.goto("/mensajes");
    await page.getByTestId("conversation-row").filter({ hasText: groupName }).click();
  }
  const composer = lucia.getByLabel(text(chat, "composer.label"));
  const bubble = (page: Page, content: string) =>
    page.getByTestId("chat-message").filter({ hasText: content });
  const sent: string[] = [];
  const say = async (content: string) => {
    sent.push(content);
    await composer.fill(content);
    await composer.press("Enter");
    await expect(bubble(lucia, content)).toHaveCount(1);
    // Live: no reload on Marta's side.
    await expect(bubble(marta, content)).toHaveCount(1, { timeout: 15_000 });
  };
  await say(`Bienvenida al grupo ${token}`);

  // a restarts: Marta's socket is told to reconnect (1012) and goes to b; her requests too, while a is down.
  const stopA = await stopInstance(instances.a);
  expect(stopA.code).toBe(0);
  expect(stopA.ms).toBeLessThan(10_000);
  await say(`Mientras a reinicia ${token}`);
  await startInstance(instances.a);
  await waitFor("haproxy sees a again", () => proxySees("a", "UP"), 15_000);

  // b restarts: Lucía's page goes to a while it is down; what she sends still reaches Marta.
  const stopB = await stopInstance(instances.b);
  expect(stopB.code).toBe(0);
  expect(stopB.ms).toBeLessThan(10_000);
  await say(`Mientras b reinicia ${token}`);
  await startInstance(instances.b);
  await waitFor("haproxy sees b again", () => proxySees("b", "UP"), 15_000);
  await say(`Todos de vuelta ${token}`);
  await marta.screenshot({ path: `${SCREENS}/topology-chat-after-restarts.png` });

  const loaded = await load.stop();
  expect(loaded.failures).toEqual([]);
  expect(loaded.requests).toBeGreaterThan(50);
  const counters = await proxyCounters();
  expect(Number(counters.frontend.hrsp_5xx)).toBe(0);
  console.info(
    `load: ${loaded.requests} requests, ${loaded.failures.length} failed; proxy: ${counters.frontend.req_tot} requests, ` +
      `5xx ${counters.frontend.hrsp_5xx}, retries a/b ${counters.a.wretr}/${counters.b.wretr}, ` +
      `redispatches a/b ${counters.a.wredis}/${counters.b.wredis}; shutdown a ${stopA.ms} ms, b ${stopB.ms} ms`,
  );

  // Every message exactly once on Marta's page, in order, after a reload too (stored, not only delivered).
  for (const content of sent) await expect(bubble(marta, content)).toHaveCount(1);
  await marta.reload();
  for (const content of sent) await expect(bubble(marta, content)).toHaveCount(1);

  // The booking stands, confirmed, with its reference.
  await marta.goto("/viajero/dashboard");
  await expect(marta.getByText(reference).first()).toBeVisible();

  // No job left claimed, every email delivered to the SMTP sink, and the ledger reconciles.
  let check: Record<string, unknown> = {};
  await waitFor(
    "queues settled",
    async () => {
      check = JSON.parse(
        execFileSync(process.execPath, ["--import", "tsx", "tests/topology/check-ledger.ts"], {
          cwd: ROOT,
          env: { ...process.env, DATABASE_URL, SESSION_SECRET: "topology-secret-topology-secret-1234" },
          encoding: "utf8",
        }),
      );
      return check.jobsRunning === 0 && check.emailsPending === 0;
    },
    30_000,
  );
  expect(check).toMatchObject({ jobsRunning: 0, emailsPending: 0, emailsFailed: 0, differences: [] });
  expect(check.bookingsChecked).toBeGreaterThan(0);
  expect(smtp!.state.received.some((m) => m.to.includes(traveller.email))).toBe(true);

  for (const context of [travellerContext, leaderContext]) await context.close();
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook uses from this pattern.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const instance of Object.values(instances)) {
    await testInfo.attach(`instance-${instance.name}.log`, { body: instance.log.slice(-20_000) });
  }
  await testInfo.attach("haproxy.log", { body: haproxyLog.slice(-20_000) });
});
