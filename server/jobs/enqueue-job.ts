import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { jobs } from "../db/schema/platform.ts";

export type EnqueueJobOptions = {
  runAt?: Date;
  /** While a queued job with this key exists, a second one is not added. */
  dedupeKey?: string;
  maxAttempts?: number;
};

/** Queues a background job; pass the caller's transaction so the job exists only if the change commits. */
export async function enqueueJob(
  db: DbOrTx,
  type: string,
  payload: object = {},
  options: EnqueueJobOptions = {},
) {
  if (options.dedupeKey) {
    const existing = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.dedupeKey, options.dedupeKey), eq(jobs.status, "queued")))
      .limit(1);
    if (existing.length) return existing[0]!.id;
  }
  const [row] = await db
    .insert(jobs)
    .values({
      type,
      payload,
      dedupeKey: options.dedupeKey,
      runAt: options.runAt ?? new Date(),
      maxAttempts: options.maxAttempts ?? 8,
    })
    .returning({ id: jobs.id });
  return row!.id;
}
