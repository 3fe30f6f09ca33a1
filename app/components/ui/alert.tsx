import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

export type AlertTone = "info" | "success" | "warning" | "error";

const tones: Record<AlertTone, { icon: typeof Info; box: string; icon_: string }> = {
  info: { icon: Info, box: "border-sky-200 bg-sky-50 text-sky-900", icon_: "text-sky-600" },
  success: {
    icon: CircleCheck,
    box: "border-emerald-200 bg-emerald-50 text-emerald-900",
    icon_: "text-emerald-600",
  },
  warning: {
    icon: TriangleAlert,
    box: "border-amber-200 bg-amber-50 text-amber-900",
    icon_: "text-amber-600",
  },
  error: { icon: CircleAlert, box: "border-red-200 bg-red-50 text-red-800", icon_: "text-red-600" },
};

/**
 * An inline message box (form errors, warnings, confirmations). Errors are announced at once (role=alert);
 * the others politely (role=status).
 */
export function Alert({
  tone = "info",
  title,
  children,
  className,
  action,
}: {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** A link or button at the end (e.g. "Pedir un enlace nuevo"). */
  action?: ReactNode;
}) {
  const { icon: Icon, box, icon_ } = tones[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-tone={tone}
      className={cn("flex gap-3 rounded-xl border px-4 py-3 text-sm", box, className)}
    >
      <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", icon_)} />
      <div className="min-w-0 flex-1 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-6">{children}</div> : null}
        {action ? <div className="pt-1">{action}</div> : null}
      </div>
    </div>
  );
}
