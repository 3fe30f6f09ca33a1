import { startTransition, useEffect, useState } from "react";

/**
 * False in the server-rendered page and while React hydrates it, true once the page's scripts run it. A control
 * that only works with JavaScript (a menu toggle) renders `disabled={!hydrated}`, so a press before the scripts
 * have loaded is visibly not possible rather than silently lost (issue 17).
 *
 * The switch to true is a transition: the components that use it re-render in React's time slices, between
 * frames, instead of in one synchronous pass right after hydration (with `useSyncExternalStore` that pass
 * re-rendered the whole header and the trip page's tabs in one long task, Lighthouse's Total Blocking Time).
 * A component mounted later (a client navigation) starts false too and turns true a moment after it mounts.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
