import { useEffect, useRef } from "react";

/**
 * Runs `onResult` once each time a fetcher comes back with new data (a submission finished), e.g. to show
 * a toast. The callback of the latest render is used, so it may close over fresh state. With `early`, it runs
 * as soon as the action answers, while the page's data is still reloading: for a component that the reload
 * removes (a card deleted from a list), which would otherwise be gone before it could say so.
 */
export function useFetcherResult<T>(
  fetcher: { state: string; data: T | undefined },
  onResult: (data: T) => void,
  options: { early?: boolean } = {},
): void {
  const seen = useRef(fetcher.data);
  const callback = useRef(onResult);
  callback.current = onResult;
  const ready = options.early ? fetcher.state !== "submitting" : fetcher.state === "idle";
  useEffect(() => {
    if (!ready || fetcher.data === seen.current) return;
    seen.current = fetcher.data;
    if (fetcher.data !== undefined) callback.current(fetcher.data);
  }, [ready, fetcher.data]);
}
