import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

type CardProps = ComponentProps<"div"> & {
  padding?: "none" | "sm" | "md" | "lg";
  /** Lifts on hover, for cards that are links. */
  interactive?: boolean;
};

const paddings = { none: "", sm: "p-4", md: "p-6", lg: "p-8" } as const;

export function Card({ padding = "md", interactive, className, ...props }: CardProps) {
  return (
    <div
      className={cn(
        "rounded-2xl border border-gray-200 bg-white shadow-[0_1px_2px_rgba(16,24,40,0.04)]",
        interactive && "transition-shadow hover:shadow-lg",
        paddings[padding],
        className,
      )}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: ComponentProps<"h3">) {
  return <h3 className={cn("text-lg font-semibold text-ink", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm text-gray-600", className)} {...props} />;
}
