import { ChevronDown } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn.ts";

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

type AccordionProps = {
  items: AccordionItem[];
  /** Items open at first (several may be open at once). */
  defaultOpen?: string[];
  /** Controlled set of open items. */
  open?: string[];
  onOpenChange?: (open: string[]) => void;
  /** Heading level of each item title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/**
 * Disclosure list: each item is a native `<details>` whose `<summary>` holds the title as a heading, so an item
 * opens before the page's scripts have loaded and without them (issue 17), and the browser gives the control,
 * its expanded state, the keyboard and find-in-page for free.
 *
 * Once hydrated, a press on a title goes through React (the browser's own toggle is prevented), so the open set
 * stays controllable (`open`/`onOpenChange`, e.g. "open all"); what the browser opens by itself (find in page)
 * is followed through the `toggle` event. Items opened or closed before hydration are read from the page once it
 * has hydrated.
 */
export function Accordion({
  items,
  defaultOpen = [],
  open,
  onOpenChange,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const [uncontrolled, setUncontrolled] = useState<string[]>(defaultOpen);
  const openIds = open ?? uncontrolled;
  const Heading = `h${headingLevel}` as const;
  const root = useRef<HTMLDivElement>(null);

  // Handlers read the open set of the last committed render (React flushes each press and toggle at once).
  function follow(id: string, isOpen: boolean) {
    if (openIds.includes(id) === isOpen) return;
    const next = isOpen ? [...openIds, id] : openIds.filter((x) => x !== id);
    if (open === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  }

  // An item the visitor opened or closed before hydration: React keeps what the page shows, so it is read once
  // the page has hydrated, against the open set it hydrated with.
  useEffect(() => {
    const shown = [...(root.current?.querySelectorAll<HTMLDetailsElement>(":scope > details") ?? [])];
    const changed = shown.filter((d) => d.open !== openIds.includes(d.dataset.item ?? ""));
    if (changed.length === 0) return;
    const ids = new Set(shown.map((d) => d.dataset.item));
    const next = [
      ...openIds.filter((id) => !ids.has(id)),
      ...shown.filter((d) => d.open).map((d) => d.dataset.item ?? ""),
    ];
    if (open === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  }, []);

  return (
    <div
      ref={root}
      className={cn("divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white", className)}
    >
      {items.map((item) => {
        const isOpen = openIds.includes(item.id);
        return (
          <details
            key={item.id}
            data-item={item.id}
            open={isOpen}
            // The visitor may open an item before hydration: what the page shows then is read after it.
            suppressHydrationWarning
            onToggle={(e) => follow(item.id, e.currentTarget.open)}
            className="group/accordion"
          >
            {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the details' native control (Enter and Space press it) */}
            <summary
              onClick={(e) => {
                e.preventDefault();
                follow(item.id, !isOpen);
              }}
              className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-[15px] font-medium text-ink transition-colors hover:bg-gray-50 focus-visible:-outline-offset-2 [&::-webkit-details-marker]:hidden"
            >
              <Heading className="m-0">{item.title}</Heading>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-gray-500 transition-transform duration-200 group-open/accordion:rotate-180"
              />
            </summary>
            <div className="px-5 pb-5 text-sm leading-relaxed text-gray-600">{item.content}</div>
          </details>
        );
      })}
    </div>
  );
}
