import { useEffect, useRef } from "react";

/**
 * Runs `onResult` once each time a fetcher comes back with new data (a submission finished), e.g. to show
 * a toast. The callback of the latest render is used, so it may close over fresh state.
 */
export function useFetcherResult<T>(
  fetcher: { state: string; data: T | undefined },
  onResult: (data: T) => void,
): void {
  const seen = useRef(fetcher.data);
  const callback = useRef(onResult);
  callback.current = onResult;
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === seen.current) return;
    seen.current = fetcher.data;
    if (fetcher.data !== undefined) callback.current(fetcher.data);
  }, [fetcher.state, fetcher.data]);
}
