import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

type EmptyStateProps = {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** A button or link ("Explorar viajes"). */
  action?: ReactNode;
  className?: string;
  /** Its heading's level in the page's outline: 3 inside a section (the default), 2 right under the h1. */
  level?: 2 | 3;
};

export function EmptyState({ icon, title, description, action, className, level = 3 }: EmptyStateProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div
      className={cn(
        "flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-gray-50/60 px-6 py-12 text-center",
        className,
      )}
    >
      {icon ? (
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800 [&_svg]:size-6">
          {icon}
        </div>
      ) : null}
      <Heading className="text-base font-semibold text-ink">{title}</Heading>
      {description ? <p className="mt-1.5 max-w-md text-sm text-gray-600">{description}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
