import type { AppDeps } from "../../app-deps.ts";

/**
 * Tells every instance that these users have new notifications (after the commit): their open pages get a
 * `notifications` frame on the realtime socket and refresh the bell. A failed announcement only delays the
 * bell to the next page load, so it is logged, never thrown.
 */
export async function announceNotifications(
  deps: Pick<AppDeps, "bus" | "logger">,
  userIds: string[],
): Promise<void> {
  if (userIds.length === 0) return;
  try {
    await deps.bus.publish({ type: "notifications.changed", userIds: [...new Set(userIds)] });
  } catch (error) {
    deps.logger.warn("notification announcement failed", { error });
  }
}
