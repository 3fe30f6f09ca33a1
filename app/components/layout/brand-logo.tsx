import { resizedImageUrl } from "#core/constants/images";
import { cn } from "../../lib/cn.ts";
import { useRootData } from "../../lib/root-data.ts";

/**
 * The Tropa mark (two peaks on a brand-green tile) and wordmark, or the logo an admin published in Contenido
 * (its alternative text is the site's name).
 */
export function BrandLogo({
  tone = "default",
  className,
}: {
  tone?: "default" | "light";
  className?: string;
}) {
  const { logo, siteName } = useRootData();
  if (logo) {
    return (
      <span className={cn("inline-flex items-center", className)}>
        <img
          src={resizedImageUrl(logo, 320)}
          alt={siteName}
          height={32}
          className="h-8 w-auto max-w-48 object-contain"
          data-testid="site-logo"
        />
      </span>
    );
  }
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
