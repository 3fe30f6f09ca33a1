import type { ReactNode } from "react";

/**
 * A wide table on a narrow screen scrolls sideways inside this region; keyboard users reach it with Tab and
 * scroll it with the arrow keys (axe scrollable-region-focusable), screen readers hear its name.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
    <section className="overflow-x-auto" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
