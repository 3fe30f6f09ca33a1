import { ChevronDown } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
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

/** Disclosure list: each title is a button with aria-expanded controlling its region. */
export function Accordion({
  items,
  defaultOpen = [],
  open,
  onOpenChange,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState<string[]>(defaultOpen);
  const openIds = open ?? uncontrolled;
  const Heading = `h${headingLevel}` as const;

  function toggle(id: string) {
    const next = openIds.includes(id) ? openIds.filter((x) => x !== id) : [...openIds, id];
    if (open === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  }

  return (
    <div className={cn("divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white", className)}>
      {items.map((item) => {
        const isOpen = openIds.includes(item.id);
        const buttonId = `${baseId}-btn-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <div key={item.id}>
            <Heading className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-[15px] font-medium text-ink transition-colors hover:bg-gray-50 focus-visible:-outline-offset-2"
              >
                <span>{item.title}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    "size-5 shrink-0 text-gray-500 transition-transform duration-200",
                    isOpen && "rotate-180",
                  )}
                />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="px-5 pb-5 text-sm leading-relaxed text-gray-600"
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
