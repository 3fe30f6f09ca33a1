import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "../db/query-rows.ts";
import { useTestDeps } from "../testing/use-test-deps.ts";
import { enqueueJob } from "./enqueue-job.ts";
import { periodicTasks } from "./job-registry.ts";
import { type JobHandler, runChangedPublicPages, runDueJobs, startJobRunner } from "./job-runner.ts";

const deps = useTestDeps({ JOBS_POLL_MS: "50" });
beforeEach(async () => {
  await deps.db.execute(sql`delete from jobs`);
});

type JobRow = { id: number; status: string; attempts: number; locked_at: string | null; run_at: string };
const jobRow = async (id: number) =>
  (
    await queryRows<JobRow>(
      deps.db,
      sql`select id, status, attempts, locked_at, run_at from jobs where id = ${id}`,
    )
  )[0]!;

const until = async (check: () => Promise<boolean>, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("condition not met in time");
};

describe("the job runner's shutdown", () => {
  it("lets a running job finish within the grace, then claims nothing more", async () => {
    let finish: () => void = () => {};
    const started: number[] = [];
    const handlers: Record<string, JobHandler> = {
      slow: async (_deps, payload) => {
        started.push(payload.n as number);
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
    };
    const first = await enqueueJob(deps.db, "slow", { n: 1 });
    const second = await enqueueJob(deps.db, "slow", { n: 2 }, { runAt: new Date(Date.now() + 1) });
    const runner = startJobRunner(deps, handlers, []);
    await until(async () => started.length === 1);
    const stopping = runner.stop(5_000);
    finish();
    expect(await stopping).toBe(0);
    expect((await jobRow(first)).status).toBe("done");
    // Due, but never claimed by a stopping runner: another instance takes it.
    expect(started).toEqual([1]);
    expect((await jobRow(second)).status).toBe("queued");
    expect((await jobRow(second)).attempts).toBe(0);
  });

  it("releases a claim it cannot finish within the grace: queued again, due now, the attempt not counted", async () => {
    let started = false;
    const handlers: Record<string, JobHandler> = {
      stuck: async () => {
        started = true;
        await new Promise(() => {}); // never ends
      },
    };
    const id = await enqueueJob(deps.db, "stuck", {});
    const runner = startJobRunner(deps, handlers, []);
    await until(async () => started);
    expect((await jobRow(id)).status).toBe("running");
    const began = Date.now();
    expect(await runner.stop(200)).toBe(1);
    expect(Date.now() - began).toBeLessThan(2_000);
    const row = await jobRow(id);
    expect(row.status).toBe("queued");
    expect(row.locked_at).toBeNull();
    expect(row.attempts).toBe(0);
    expect(new Date(row.run_at).getTime()).toBeLessThanOrEqual(Date.now() + 1_000);

    // Another instance takes it at its next poll, without waiting for the stuck-job timeout.
    const ran: number[] = [];
    expect(await runDueJobs(deps, { stuck: async () => void ran.push(id) })).toBe(1);
    expect(ran).toEqual([id]);
    expect((await jobRow(id)).status).toBe("done");
  });

  it("runs no further periodic task once stopping", async () => {
    const ran: string[] = [];
    let release: () => void = () => {};
    const runner = startJobRunner(deps, {}, [
      {
        name: "first",
        everyMs: 60_000,
        run: async () => {
          ran.push("first");
          await new Promise<void>((resolve) => {
            release = resolve;
          });
        },
      },
      { name: "second", everyMs: 60_000, run: async () => void ran.push("second") },
    ]);
    await until(async () => ran.length === 1);
    const stopping = runner.stop(5_000);
    release();
    await stopping;
    expect(ran).toEqual(["first"]);
  });

  it("empties the visitor cache only after a task that may change public pages", async () => {
    expect(runChangedPublicPages({}, undefined)).toBe(true);
    expect(runChangedPublicPages({ publicPages: "never" }, 3)).toBe(false);
    expect(runChangedPublicPages({ publicPages: "when-changed" }, 0)).toBe(false);
    expect(runChangedPublicPages({ publicPages: "when-changed" }, 2)).toBe(true);
    // Mail goes out every second: it must never empty the cache, else the cache lives a second.
    expect(periodicTasks.find((t) => t.name === "deliver-due-emails")?.publicPages).toBe("never");

    const cleared: string[] = [];
    const original = deps.visitorCache.clear.bind(deps.visitorCache);
    const ran: string[] = [];
    let runner: ReturnType<typeof startJobRunner> | undefined;
    deps.visitorCache.clear = () => {
      cleared.push(ran.at(-1) ?? "?");
      original();
    };
    try {
      runner = startJobRunner(deps, {}, [
        { name: "mail", everyMs: 60_000, publicPages: "never", run: async () => void ran.push("mail") },
        {
          name: "idle",
          everyMs: 60_000,
          publicPages: "when-changed",
          run: async () => {
            ran.push("idle");
            return 0;
          },
        },
        {
          name: "moved",
          everyMs: 60_000,
          publicPages: "when-changed",
          run: async () => {
            ran.push("moved");
            return 1;
          },
        },
        { name: "plain", everyMs: 60_000, run: async () => void ran.push("plain") },
      ]);
      await until(async () => ran.length === 4);
      await runner.stop(5_000);
    } finally {
      deps.visitorCache.clear = original;
    }
    expect(cleared).toEqual(["moved", "plain"]);
  });
});
