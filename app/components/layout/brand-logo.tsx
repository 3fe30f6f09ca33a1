import { cn } from "../../lib/cn.ts";

/** The Tropa mark (two peaks on a brand-green tile) and wordmark. */
export function BrandLogo({
  tone = "default",
  className,
}: {
  tone?: "default" | "light";
  className?: string;
}) {
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="#aedeae" />
        <path d="M5 23.5 12.5 11l4.2 7 2.6-4.1L27 23.5Z" fill="#212529" />
        <path d="m12.5 11 2.1 3.5h-4.2Z" fill="#fff" />
      </svg>
      <span
        className={cn("text-xl font-extrabold tracking-tight", tone === "light" ? "text-white" : "text-ink")}
      >
        tropa
      </span>
    </span>
  );
}
