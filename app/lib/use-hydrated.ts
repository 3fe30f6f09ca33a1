import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server-rendered page and while React hydrates it, true once the page's scripts run it. A control
 * that only works with JavaScript (a menu toggle) renders `disabled={!hydrated}`, so a press before the scripts
 * have loaded is visibly not possible rather than silently lost (issue 17).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
