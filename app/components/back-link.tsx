import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

/** The small "← back" link at the top of a page (the tropleader's pages lead back to the dashboard). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-gray-600 hover:text-ink"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
