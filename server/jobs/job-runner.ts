import { sql } from "drizzle-orm";
import type { AppDeps } from "../app-deps.ts";
import { queryRows } from "../db/query-rows.ts";

export type JobHandler = (deps: AppDeps, payload: Record<string, unknown>) => Promise<void>;

/** A task run on every tick (e.g. deliver due emails, expire holds); it must be safe to run concurrently. */
/**
 * A task the runner starts every `everyMs`. `publicPages` says what a run may do to what signed-out visitors see,
 * so the visitor cache is not emptied by tasks that never change it (mail every second would make it useless):
 * "never" keeps the cache; "when-changed" empties it only when `run` resolves to a count above 0; by default it
 * is emptied after every run.
 */
export type PeriodicTask = {
  name: string;
  everyMs: number;
  /** Resolves to how many things it changed where it has a count ("when-changed" reads it), else to nothing. */
  run: (deps: AppDeps) => Promise<unknown>;
  publicPages?: "never" | "when-changed";
};

/** Whether a task's run may have changed a public page (see PeriodicTask). */
export function runChangedPublicPages(task: Pick<PeriodicTask, "publicPages">, result: unknown): boolean {
  if (task.publicPages === "never") return false;
  if (task.publicPages === "when-changed") return typeof result === "number" && result > 0;
  return true;
}

type ClaimedJob = {
  id: number;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
};

/** Exponential backoff: 5 s, 10 s, 20 s … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** Claims one due job (FOR UPDATE SKIP LOCKED: several instances never take the same job). */
async function claimJob(deps: AppDeps): Promise<ClaimedJob | null> {
  const rows = await queryRows<ClaimedJob>(
    deps.db,
    sql`
    update jobs set status = 'running', locked_at = now(), attempts = attempts + 1
    where id = (
      select id from jobs where status = 'queued' and run_at <= now()
      order by run_at limit 1 for update skip locked
    )
    returning id, type, payload, attempts, max_attempts`,
  );
  return rows[0] ?? null;
}

/** What a runner tells runDueJobs: when to stop claiming, and where to note the claims it holds. */
export type RunDueJobsOptions = {
  /** Checked before each claim: false stops claiming (the instance is shutting down). */
  keepClaiming?: () => boolean;
  /** The ids of the jobs claimed and not yet finished (released by a shutdown that cannot wait for them). */
  held?: Set<number>;
};

/** Runs due jobs until none is left; returns how many ran. Exported for tests (drain the queue). */
export async function runDueJobs(
  deps: AppDeps,
  handlers: Record<string, JobHandler>,
  limit = 100,
  options: RunDueJobsOptions = {},
): Promise<number> {
  let ran = 0;
  for (; ran < limit; ran++) {
    if (options.keepClaiming && !options.keepClaiming()) break;
    const job = await claimJob(deps);
    if (!job) break;
    options.held?.add(job.id);
    const handler = handlers[job.type];
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(deps, job.payload);
      // Only while still ours: a claim released by a shutdown is another instance's now.
      await deps.db.execute(
        sql`update jobs set status = 'done', finished_at = now() where id = ${job.id} and status = 'running'`,
      );
      deps.metrics?.observeJobRun(job.type, "done");
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      const failed = job.attempts >= job.max_attempts;
      const runAt = new Date(Date.now() + retryDelayMs(job.attempts));
      await deps.db.execute(sql`
        update jobs set status = ${failed ? "failed" : "queued"}, last_error = ${message.slice(0, 500)},
          run_at = ${runAt.toISOString()}::timestamptz, locked_at = null,
          finished_at = ${failed ? sql`now()` : sql`null`}
        where id = ${job.id} and status = 'running'`);
      deps.metrics?.observeJobRun(job.type, failed ? "failed" : "retry");
      deps.logger.warn("job failed", {
        jobId: job.id,
        type: job.type,
        attempts: job.attempts,
        failed,
        error: message,
      });
    } finally {
      options.held?.delete(job.id);
    }
  }
  return ran;
}

/**
 * Hands claimed jobs back at once (a shutdown that could not wait for them): queued, due now, the attempt not
 * counted, so another instance takes them on its next poll instead of after the stuck-job timeout.
 */
export async function releaseJobClaims(deps: AppDeps, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await queryRows<{ id: number }>(
    deps.db,
    sql`update jobs set status = 'queued', locked_at = null, run_at = now(), attempts = greatest(attempts - 1, 0)
      where status = 'running' and id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      returning id`,
  );
  return rows.length;
}

/** Puts back jobs whose instance died while running them. */
export async function requeueStuckJobs(deps: AppDeps, olderThanMs = 10 * 60_000): Promise<void> {
  const before = new Date(Date.now() - olderThanMs).toISOString();
  await deps.db.execute(
    sql`update jobs set status = 'queued', locked_at = null where status = 'running' and locked_at < ${before}::timestamptz`,
  );
}

/**
 * Polls the jobs table and runs periodic tasks until stop() is called. stop() claims nothing more (no new job,
 * no further periodic task), waits up to `graceMs` for what is running, then releases the claims still held.
 */
export function startJobRunner(deps: AppDeps, handlers: Record<string, JobHandler>, tasks: PeriodicTask[]) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const lastRun = new Map<string, number>();
  let running: Promise<void> | null = null;
  const held = new Set<number>();
  const keepClaiming = () => !stopped;

  const tick = async () => {
    try {
      await requeueStuckJobs(deps);
      // A job or a periodic task may change what public pages show (seats released, a trip's next departure).
      if ((await runDueJobs(deps, handlers, 100, { keepClaiming, held })) > 0) deps.visitorCache.clear();
      for (const task of tasks) {
        if (stopped) break;
        const last = lastRun.get(task.name) ?? 0;
        if (Date.now() - last < task.everyMs) continue;
        lastRun.set(task.name, Date.now());
        try {
          if (runChangedPublicPages(task, await task.run(deps))) deps.visitorCache.clear();
        } catch (e) {
          deps.logger.error("periodic task failed", { task: task.name, error: e });
        }
      }
    } catch (e) {
      deps.logger.error("job runner tick failed", { error: e });
    }
  };
  const loop = () => {
    if (stopped) return;
    running = tick().finally(() => {
      running = null;
      if (!stopped) timer = setTimeout(loop, deps.config.JOBS_POLL_MS);
    });
  };
  loop();
  return {
    /** Wakes the runner now (e.g. right after an email was queued). */
    poke() {
      if (stopped || running) return;
      clearTimeout(timer);
      loop();
    },
    /** Resolves with the number of job claims released (0 when everything running finished in time). */
    async stop(graceMs = 5_000): Promise<number> {
      stopped = true;
      clearTimeout(timer);
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise<void>((resolve) => {
          timeout = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(timeout);
      const released = await releaseJobClaims(deps, [...held]);
      if (released) deps.logger.warn("job claims released at shutdown", { count: released });
      return released;
    },
  };
}
