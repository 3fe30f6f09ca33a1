import { BadgeCheck } from "lucide-react";
import { useTranslation } from "../i18n/use-translation.ts";
import { cn } from "../lib/cn.ts";

/**
 * The verified traveller's badge (doc 1: "travellers who verify get a verified badge"), next to their name
 * wherever other people see it. Only the fact, with an accessible name: never any document detail.
 */
export function VerifiedBadge({ className }: { className?: string }) {
  const { t } = useTranslation("common");
  const label = t("ui.verifiedTraveller");
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn("inline-flex shrink-0 align-middle text-emerald-700", className)}
      data-testid="verified-badge"
    >
      <BadgeCheck aria-hidden="true" className="size-4" />
    </span>
  );
}
