import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../lib/project-root.ts";

const fixture = path.join(projectRoot(), "server/cluster/run-workers-fixture.ts");

/** A process that is running (not gone, nor a zombie left unreaped by a container's first process). */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
};

/** Starts the fixture's cluster, waits for both workers, sends SIGTERM to the primary and times its exit. */
async function terminateCluster(stopMs: string, shutdownTimeoutMs: number) {
  const child = spawn(process.execPath, ["--import", "tsx", fixture], {
    cwd: projectRoot(),
    env: { ...process.env, FIXTURE_STOP_MS: stopMs, FIXTURE_SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + 20_000;
  while ((output.match(/ready \d+/g) ?? []).length < 2) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`workers not ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const workerPids = [...output.matchAll(/ready (\d+)/g)].map((m) => Number(m[1]));
  const began = performance.now();
  child.kill("SIGTERM");
  const code = await exited;
  return { code, ms: performance.now() - began, output, workerPids };
}

describe("the cluster primary on SIGTERM", () => {
  it("forwards it to every worker and exits 0 once they have all stopped", async () => {
    const { code, ms, output, workerPids } = await terminateCluster("400", 5_000);
    expect(code).toBe(0);
    expect(ms).toBeGreaterThanOrEqual(390);
    expect(ms).toBeLessThan(4_000);
    for (const pid of workerPids) {
      expect(output).toContain(`stopped ${pid}`);
      expect(alive(pid)).toBe(false);
    }
  });

  it("kills workers still running at its bound and exits 1", async () => {
    const { code, ms, workerPids } = await terminateCluster("hang", 800);
    expect(code).toBe(1);
    expect(ms).toBeGreaterThanOrEqual(790);
    expect(ms).toBeLessThan(3_000);
    await new Promise((r) => setTimeout(r, 200));
    for (const pid of workerPids) expect(alive(pid)).toBe(false);
  });
});
