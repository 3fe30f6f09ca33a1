import type { ReactNode } from "react";
import { buttonClasses } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";

/**
 * A row button (add, remove, move): before the scripts load it posts its intent and the server changes the
 * rows; afterwards `onClick` changes them in the browser and nothing is posted.
 */
export function RowButton({
  intent,
  onClick,
  label,
  children,
  disabled,
  variant = "ghost",
  className,
}: {
  intent: string;
  onClick: () => void;
  label?: string;
  children: ReactNode;
  disabled?: boolean;
  variant?: "ghost" | "outline";
  className?: string;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      formNoValidate
      disabled={disabled}
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.preventDefault();
        onClick();
      }}
      className={cn(buttonClasses({ variant, size: "sm" }), className)}
    >
      {children}
    </button>
  );
}
