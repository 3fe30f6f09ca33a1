import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { TabScroller } from "./tab-scroller.tsx";

export type TabItem = {
  id: string;
  label: ReactNode;
  content: ReactNode;
  count?: number;
  /** The panel's hidden heading when `label` holds more than its name (a count, a short form). */
  heading?: string;
};

type TabsProps = {
  items: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  defaultValue?: string;
  /** Controlled selection (e.g. mirrored in the URL). */
  value?: string;
  onValueChange?: (id: string) => void;
  className?: string;
  /**
   * The page's outline under its h1: each panel opens with a visually hidden h2 naming it, so the panel's own
   * headings (h3 cards) follow in order for screen-reader users (issue 17).
   */
  panelHeadings?: boolean;
  /**
   * The address of each tab's page (e.g. `?tab=<id>`), when the page reads the selection from its URL: the tabs
   * are then links, so they work before the scripts have loaded and without them.
   */
  hrefFor?: (id: string) => string;
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs (and wrap), Home/End jump;
 * only the selected tab is in the tab order.
 */
export function Tabs({
  items,
  label,
  defaultValue,
  value,
  onValueChange,
  className,
  panelHeadings,
  hrefFor,
}: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? items[0]?.id ?? "");
  const selected = value ?? uncontrolled;
  const tabRefs = useRef<Array<HTMLElement | null>>([]);

  function select(id: string) {
    if (value === undefined) setUncontrolled(id);
    onValueChange?.(id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = items.findIndex((t) => t.id === selected);
    let next = -1;
    if (event.key === "ArrowRight") next = (current + 1) % items.length;
    else if (event.key === "ArrowLeft") next = (current - 1 + items.length) % items.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = items.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    select(item.id);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className={className}>
      <TabScroller
        as="div"
        current={selected}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        // The list scrolls sideways on narrow screens (shaded at the edges with more tabs), which clips whatever
        // is drawn outside it: a tab's focus ring is drawn inside the tab (app/app.css, [role="tab"]).
        className="flex gap-1 border-b border-gray-200 [scrollbar-width:none]"
      >
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          const tabProps = {
            ref: (el: HTMLElement | null) => {
              tabRefs.current[index] = el;
            },
            role: "tab",
            id: `${baseId}-tab-${item.id}`,
            "aria-selected": isSelected,
            "aria-controls": `${baseId}-panel-${item.id}`,
            tabIndex: isSelected ? 0 : -1,
            className: cn(
              "-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-4 py-3 text-sm font-medium whitespace-nowrap transition-colors",
              isSelected
                ? "border-ink text-ink"
                : "border-transparent text-gray-500 hover:border-gray-300 hover:text-ink",
            ),
          };
          const content = (
            <>
              {item.label}
              {item.count !== undefined ? (
                <span
                  className={cn(
                    "rounded-full px-2 py-0.5 text-xs",
                    isSelected ? "bg-ink text-white" : "bg-gray-100 text-gray-600",
                  )}
                >
                  {item.count}
                </span>
              ) : null}
            </>
          );
          return hrefFor ? (
            <a
              key={item.id}
              href={hrefFor(item.id)}
              {...tabProps}
              onClick={(event) => {
                // A new tab or window opens the link; a plain click selects in place.
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                select(item.id);
              }}
            >
              {content}
            </a>
          ) : (
            <button key={item.id} type="button" {...tabProps} onClick={() => select(item.id)}>
              {content}
            </button>
          );
        })}
      </TabScroller>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== selected}
          className="pt-6 focus-visible:outline-offset-4"
        >
          {item.id === selected ? (
            <>
              {panelHeadings ? <h2 className="sr-only">{item.heading ?? item.label}</h2> : null}
              {item.content}
            </>
          ) : null}
        </div>
      ))}
    </div>
  );
}
