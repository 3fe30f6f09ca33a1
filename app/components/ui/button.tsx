import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { Spinner } from "./spinner.tsx";

export type ButtonVariant = "primary" | "dark" | "outline" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand text-ink hover:bg-brand-400 active:bg-brand-500 shadow-sm",
  dark: "bg-ink text-white hover:bg-ink/90 active:bg-black shadow-sm",
  outline: "border border-gray-300 bg-white text-ink hover:border-ink hover:bg-gray-50",
  ghost: "text-ink hover:bg-gray-100",
  danger: "bg-red-600 text-white hover:bg-red-700 active:bg-red-800 shadow-sm",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 px-3.5 text-sm gap-1.5",
  md: "h-11 px-5 text-sm gap-2",
  lg: "h-12 px-7 text-base gap-2",
  icon: "size-10 justify-center",
};

type ButtonStyle = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
};

/**
 * The button look, for links that should read as buttons: <Link className={buttonClasses({ variant: "dark" })}>.
 * A press shows at once: the button shrinks a little while held (a transform, drawn in the next frame), where the
 * colour alone eases in over 150 ms. Without it Chromium drew no frame for the press (`pointerdown`) until the
 * action's result, so the chat's send counted the whole hold as waiting (INP 224 ms; docs/decisions/0039).
 */
export function buttonClasses({ variant = "primary", size = "md", fullWidth, className }: ButtonStyle = {}) {
  return cn(
    "inline-flex select-none items-center justify-center rounded-full font-semibold whitespace-nowrap",
    "transition-colors duration-150 active:scale-[0.97] disabled:cursor-not-allowed disabled:opacity-55",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink",
    variants[variant],
    sizes[size],
    fullWidth && "w-full",
    className,
  );
}

export type ButtonProps = ComponentProps<"button"> &
  ButtonStyle & {
    /** Shows a spinner, disables the button and marks it busy (double submits are impossible). */
    loading?: boolean;
  };

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  className,
  children,
  type = "button",
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, fullWidth, className })}
      {...props}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}
