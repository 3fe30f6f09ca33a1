import type { JobHandler, PeriodicTask } from "./job-runner.ts";

/**
 * Every job type and periodic task of the product. Each feature adds its own entries here, importing the
 * handler from its service folder.
 */
export const jobHandlers: Record<string, JobHandler> = {};

export const periodicTasks: PeriodicTask[] = [];
