import { type RefObject, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * A header disclosure (a button that opens a panel): closed by a click outside `root`, by Escape (focus goes
 * back to the button) and by moving to another page.
 */
export function useDisclosure(): {
  open: boolean;
  setOpen: (open: boolean | ((open: boolean) => boolean)) => void;
  root: RefObject<HTMLDivElement | null>;
  button: RefObject<HTMLButtonElement | null>;
} {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Every change of page closes it.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return { open, setOpen, root, button };
}
