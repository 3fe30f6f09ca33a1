import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { projectRoot } from "../lib/project-root.ts";

/**
 * The production build started as `npm start` runs it (`node build/node/main.js`), for the vitest project
 * `built` (run by `npm test` after the end-to-end stage has built it; TROPA_BUILD_DIR picks another build).
 * One way for every such test to start, wait for and stop an instance.
 */
export type BuiltInstance = {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
};

export type BuiltInstanceOptions = {
  /**
   * Variables on top of the production-mode defaults below (e.g. DATABASE_URL, TROPA_WORKERS, METRICS_TOKEN);
   * `undefined` removes one (e.g. SESSION_SECRET, so the instance makes its own).
   */
  env?: Record<string, string | undefined>;
  /** An existing data folder (kept on stop); by default a new temporary one (removed on stop). */
  dataDir?: string;
  /** Prefix of the temporary data folder's name. */
  name?: string;
  timeoutMs?: number;
  /** When the instance counts as started; by default /api/health answering 200. */
  ready?: (instance: BuiltInstance) => Promise<boolean>;
};

/** The production build's entry; the test fails with a clear message when it has not been built. */
export function builtServerEntry(): string {
  const entry = path.join(projectRoot(), process.env.TROPA_BUILD_DIR ?? "build", "node", "main.js");
  if (!existsSync(entry)) throw new Error(`no production build at ${entry}: run npm run build first`);
  return entry;
}

/** A loopback port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const ownedDataDirs = new WeakSet<BuiltInstance>();

/** Starts the build and waits until it is ready (or exited / timed out, with what it printed). */
export async function startBuiltInstance(options: BuiltInstanceOptions = {}): Promise<BuiltInstance> {
  const entry = builtServerEntry();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), `tropa-${options.name ?? "built"}-`));
  const env: Record<string, string | undefined> = {
    ...process.env,
    // As `npm start` runs: production React and page cache, local rules (demo mode, the e2e factory).
    NODE_ENV: "production",
    TROPA_ENV: "local",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: url,
    DATA_DIR: dataDir,
    SESSION_SECRET: "test-secret-test-secret-test-secret-123",
    DEMO_MODE: "true",
    E2E_FACTORY: "true",
    JOBS_ENABLED: "false",
    LOG_LEVEL: "error",
    TROPA_WORKERS: "1",
    ...options.env,
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  const child = spawn(process.execPath, [entry], {
    cwd: projectRoot(),
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const instance: BuiltInstance = { url, port, dataDir, child, output: () => output };
  if (!options.dataDir) ownedDataDirs.add(instance);
  const ready =
    options.ready ?? (async () => (await fetch(`${url}/api/health`).catch(() => undefined))?.status === 200);
  const timeoutMs = options.timeoutMs ?? 60_000;
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance exited (${child.exitCode}):\n${output}`);
    if (await ready(instance)) return instance;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`instance not ready after ${timeoutMs} ms:\n${output}`);
}

/** SIGTERM, then SIGKILL after `killAfterMs`; removes the data folder it created. */
export async function stopBuiltInstance(instance: BuiltInstance, killAfterMs = 5_000): Promise<void> {
  const { child } = instance;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), killAfterMs);
    await exited;
    clearTimeout(timer);
  }
  if (ownedDataDirs.has(instance)) rmSync(instance.dataDir, { recursive: true, force: true });
}

/** The e2e data factory of an instance (POST /__e2e/factory/<kind>, loopback only, E2E_FACTORY on). */
export async function e2eFactory<T>(
  instance: Pick<BuiltInstance, "url">,
  kind: string,
  body: object,
): Promise<T> {
  const response = await fetch(`${instance.url}/__e2e/factory/${kind}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: instance.url },
    body: JSON.stringify(body),
  });
  if (response.status !== 201)
    throw new Error(`factory ${kind}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
