import type { ReactNode } from "react";
import { NavLink, useLocation } from "react-router";
import { cn } from "../../lib/cn.ts";
import { TabScroller } from "./tab-scroller.tsx";

export type TabLink = { to: string; label: string; end?: boolean; badge?: ReactNode; testId?: string };

/**
 * A page's section tabs as links, each its own URL (they work before the scripts load, survive a reload and can
 * be shared); the current one is marked for screen readers. On a narrow screen the bar scrolls sideways, shades
 * the edges with more tabs beyond them and keeps the current tab in view (`TabScroller`).
 */
export function TabLinks({ label, tabs, className }: { label: string; tabs: TabLink[]; className?: string }) {
  const { pathname } = useLocation();
  return (
    <TabScroller
      current={pathname}
      aria-label={label}
      className={cn("-mx-4 border-b border-gray-200 px-4 sm:mx-0 sm:px-0", className)}
    >
      <ul className="flex min-w-max gap-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end ?? false}
              prefetch="intent"
              data-testid={tab.testId}
              className={({ isActive }) =>
                cn(
                  "inline-flex items-center gap-2 border-b-2 px-3 py-3 text-sm font-medium whitespace-nowrap transition-colors",
                  // The bar clips what is drawn outside it: the focus ring goes inside the tab.
                  "focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ink",
                  isActive ? "border-ink text-ink" : "border-transparent text-gray-600 hover:text-ink",
                )
              }
            >
              {tab.label}
              {tab.badge}
            </NavLink>
          </li>
        ))}
      </ul>
    </TabScroller>
  );
}
