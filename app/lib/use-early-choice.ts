import { type RefObject, useEffect, useRef } from "react";

/**
 * A choice made before the page's scripts ran (a sort picked, a radio checked), acted on once they do.
 *
 * A control whose change navigates (onChange) does nothing when changed before hydration: the browser shows the
 * new choice but nothing listens yet. React keeps what the browser shows while it hydrates, so once mounted this
 * reads the control (`read`) and, if it differs from the page's `current` value, calls `onChoice` with it, as
 * the change event would have. Returns the ref to put on the control (or its form).
 */
export function useEarlyChoice<T extends HTMLElement>(
  read: (element: T) => string | null,
  current: string | null | undefined,
  onChoice: (value: string) => void,
): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  const first = useRef({ read, current, onChoice });
  useEffect(() => {
    const element = ref.current;
    const { read: readValue, current: shown, onChoice: choose } = first.current;
    if (!element) return;
    const value = readValue(element);
    if (value !== null && value !== (shown ?? null)) choose(value);
  }, []);
  return ref;
}
