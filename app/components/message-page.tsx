import type { ReactNode } from "react";
import { cn } from "../lib/cn.ts";

/**
 * A page that is one message: an icon in a circle, the title (the page's h1), what happened and what to do
 * next (e.g. an invalid link, an account deleted, an unsubscribe confirmed).
 */
export function MessagePage({
  icon,
  title,
  tone = "brand",
  children,
}: {
  icon: ReactNode;
  title: string;
  tone?: "brand" | "neutral";
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-5 px-4 py-20 text-center">
      <span
        className={cn(
          "flex size-14 items-center justify-center rounded-full [&>svg]:size-7",
          tone === "brand" ? "bg-brand-100 text-brand-800" : "bg-gray-100 text-gray-600",
        )}
      >
        {icon}
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      {children}
    </div>
  );
}
