import type { AppDeps } from "../../app-deps.ts";
import { payDuePayouts } from "./pay-due-payouts.ts";

/** Job types of the payouts domain (handlers registered in server/jobs/job-registry.ts). */
export const PAYOUT_JOBS = {
  /** A guide's account was just enabled: pay what waited for it now rather than at the next periodic run. */
  payGuide: "payouts.pay-guide",
} as const;

export async function payGuidePayouts(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  const tropleaderId = typeof payload.tropleaderId === "string" ? payload.tropleaderId : null;
  if (tropleaderId) await payDuePayouts(deps, { tropleaderId });
}
