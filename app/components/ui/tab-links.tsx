import { type ReactNode, useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { cn } from "../../lib/cn.ts";

export type TabLink = { to: string; label: string; end?: boolean; badge?: ReactNode; testId?: string };

/**
 * A page's tabs as links, each its own URL (they work before the scripts load, survive a reload and can be
 * shared); the current one is marked for screen readers. On a narrow screen the bar scrolls sideways and
 * keeps the current tab in view.
 */
export function TabLinks({ label, tabs, className }: { label: string; tabs: TabLink[]; className?: string }) {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const bar = nav.current;
    if (current && bar) bar.scrollLeft = current.offsetLeft - bar.clientWidth / 2 + current.clientWidth / 2;
  }, [pathname]);
  return (
    <nav
      ref={nav}
      aria-label={label}
      className={cn("-mx-4 overflow-x-auto border-b border-gray-200 px-4 sm:mx-0 sm:px-0", className)}
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
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink",
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
    </nav>
  );
}
