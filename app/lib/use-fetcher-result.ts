import { useEffect, useRef } from "react";

/**
 * Runs `onResult` once each time a fetcher comes back with new data (a submission finished), e.g. to show
 * a toast. The callback of the latest render is used, so it may close over fresh state. It runs once the page's
 * data has reloaded, so the component that holds the fetcher must outlive the reload: a card the reload removes
 * cannot say it was removed (React Router may render the answer and the reload in one go); its list holds the
 * fetcher instead (`WishlistGrid`, issue 39).
 */
export function useFetcherResult<T>(
  fetcher: { state: string; data: T | undefined },
  onResult: (data: T) => void,
): void {
  const seen = useRef(fetcher.data);
  const callback = useRef(onResult);
  callback.current = onResult;
  const ready = fetcher.state === "idle";
  useEffect(() => {
    if (!ready || fetcher.data === seen.current) return;
    seen.current = fetcher.data;
    if (fetcher.data !== undefined) callback.current(fetcher.data);
  }, [ready, fetcher.data]);
}
