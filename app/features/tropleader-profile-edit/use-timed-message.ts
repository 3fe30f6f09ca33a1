import { useCallback, useEffect, useRef, useState } from "react";

export type TimedMessage = { tone: "success" | "error"; text: string } | null;

/** doc 2 §8: a success message clears after 3 s, an error after 5 s. */
export const MESSAGE_MS = { success: 3000, error: 5000 } as const;

/** A status message that clears itself; showing another restarts the clock. */
export function useTimedMessage(): [TimedMessage, (tone: "success" | "error", text: string) => void] {
  const [message, setMessage] = useState<TimedMessage>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const show = useCallback((tone: "success" | "error", text: string) => {
    if (timer.current) clearTimeout(timer.current);
    setMessage({ tone, text });
    timer.current = setTimeout(() => setMessage(null), MESSAGE_MS[tone]);
  }, []);
  return [message, show];
}
