import { useEffect, useState } from "react";

/**
 * The current time, refreshed every `everyMs`; null during server rendering and hydration. Times of day
 * depend on the reader's time zone, which only the browser knows, so they appear once hydrated.
 */
export function useNow(everyMs = 60_000): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
