import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createStartupGate, type RequestListener } from "./startup-gate.ts";

/** The app behind the gate: echoes the method, the path and the body it received. */
const app: RequestListener = (req, res) => {
  let body = "";
  req.setEncoding("utf8");
  req.on("data", (chunk) => {
    body += chunk;
  });
  req.on("end", () => {
    res.writeHead(200, { "content-type": "text/plain" });
    res.end(`${req.method} ${req.url} ${body}`);
  });
};

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function listen(gate: ReturnType<typeof createStartupGate>): Promise<string> {
  server = createServer(gate.listener);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const settled = (p: Promise<unknown>) =>
  Promise.race([p.then(() => true), new Promise((r) => setTimeout(() => r(false), 100))]);

describe("the startup gate (the server listens while the database opens)", () => {
  it("answers /api/health 503 'starting' until the app is ready, then hands it to the app", async () => {
    const gate = createStartupGate();
    const base = await listen(gate);
    const starting = await fetch(`${base}/api/health`);
    expect(starting.status).toBe(503);
    expect(starting.headers.get("retry-after")).toBe("2");
    expect(starting.headers.get("cache-control")).toBe("no-store");
    expect(await starting.json()).toEqual({ status: "starting" });

    gate.open(app);
    const ready = await fetch(`${base}/api/health`);
    expect(ready.status).toBe(200);
    expect(await ready.text()).toBe("GET /api/health ");
  });

  it("holds page requests and form posts until the app is ready, then serves them with their bodies", async () => {
    const gate = createStartupGate();
    const base = await listen(gate);
    const page = fetch(`${base}/viajes?page=2`);
    const post = fetch(`${base}/login`, { method: "POST", body: "email=ana%40example.com" });
    expect(await settled(page)).toBe(false);
    expect(await settled(post)).toBe(false);
    expect(gate.waitingCount()).toBe(2);

    gate.open(app);
    expect(await (await page).text()).toBe("GET /viajes?page=2 ");
    expect(await (await post).text()).toBe("POST /login email=ana%40example.com");
    expect(gate.waitingCount()).toBe(0);
  });

  it("answers 503 after the longest wait: the site's error page in the visitor's language, or JSON for the API", async () => {
    const gate = createStartupGate({ maxWaitMs: 50 });
    const base = await listen(gate);

    const es = await fetch(`${base}/viajes`);
    expect(es.status).toBe(503);
    expect(es.headers.get("retry-after")).toBe("2");
    const html = await es.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain("Algo ha salido mal");
    expect(html).toContain('href="/viajes"'); // the retry link

    const en = await fetch(`${base}/viajes`, { headers: { "accept-language": "en-GB,en;q=0.9" } });
    expect(en.status).toBe(503);
    expect(await en.text()).toContain("Something went wrong");

    const api = await fetch(`${base}/api/notifications`);
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ error: { code: "unavailable" } });
    expect(gate.waitingCount()).toBe(0);
  });

  it("forgets a request whose client gave up", async () => {
    const gate = createStartupGate();
    const base = await listen(gate);
    const controller = new AbortController();
    const page = fetch(`${base}/`, { signal: controller.signal }).catch(() => "aborted");
    await new Promise((r) => setTimeout(r, 50));
    expect(gate.waitingCount()).toBe(1);
    controller.abort();
    expect(await page).toBe("aborted");
    await new Promise((r) => setTimeout(r, 50));
    expect(gate.waitingCount()).toBe(0);
  });
});

describe("the gate while the server drains (graceful shutdown)", () => {
  it("answers /api/health 503 'draining', still serves requests, and closes each connection after its answer", async () => {
    const gate = createStartupGate();
    gate.open(app);
    const base = await listen(gate);
    const before = await fetch(`${base}/api/health`);
    expect(before.status).toBe(200);
    expect(before.headers.get("connection")).toBe("keep-alive");

    gate.drain();
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: "draining" });
    expect(health.headers.get("connection")).toBe("close");

    const page = await fetch(`${base}/viajes`, { method: "POST", body: "a=1" });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe("POST /viajes a=1");
    expect(page.headers.get("connection")).toBe("close");
  });
});
