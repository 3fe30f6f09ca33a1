import { X } from "lucide-react";
import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cn } from "../../lib/cn.ts";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps keyboard focus inside `container` while mounted, focuses `initialFocus` (or the first focusable),
 * closes on Escape, locks page scroll, and gives focus back to where it was when it unmounts.
 */
export function useModalBehaviour(
  container: RefObject<HTMLElement | null>,
  onEscape: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
) {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const node = container.current;
    const first = initialFocus?.current ?? node?.querySelector<HTMLElement>(FOCUSABLE) ?? node;
    first?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== "Tab" || !node) return;
      const focusables = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (focusables.length === 0) {
        event.preventDefault();
        return;
      }
      const firstEl = focusables[0]!;
      const lastEl = focusables[focusables.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstEl || !node.contains(active))) {
        event.preventDefault();
        lastEl.focus();
      } else if (!event.shiftKey && (active === lastEl || !node.contains(active))) {
        event.preventDefault();
        firstEl.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown, true);
    return () => {
      document.removeEventListener("keydown", onKeyDown, true);
      document.body.style.overflow = overflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [container, initialFocus]);
}

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  size?: "sm" | "md" | "lg";
  /** alertdialog for confirmations that interrupt the user. */
  role?: "dialog" | "alertdialog";
  initialFocus?: RefObject<HTMLElement | null>;
  /** Hide the corner close button (the confirmation dialog has its own cancel). */
  hideCloseButton?: boolean;
};

const widths = { sm: "max-w-md", md: "max-w-lg", lg: "max-w-2xl" } as const;

/** A modal dialog (forms, details). Rendered in a portal, only while open. */
export function Modal({ open, ...props }: ModalProps) {
  if (!open) return null;
  return <ModalContent {...props} />;
}

function ModalContent({
  onClose,
  title,
  description,
  children,
  footer,
  size = "md",
  role = "dialog",
  initialFocus,
  hideCloseButton,
}: Omit<ModalProps, "open">) {
  const { t } = useTranslation("common");
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  useModalBehaviour(panel, onClose, initialFocus);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-6">
      <div aria-hidden="true" className="absolute inset-0 bg-ink/50 backdrop-blur-[2px]" onClick={onClose} />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is always dialog or alertdialog, both modal */}
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-desc` : undefined}
        tabIndex={-1}
        className={cn(
          "relative flex max-h-[90vh] w-full animate-dialog-in flex-col overflow-hidden rounded-t-2xl bg-white shadow-2xl sm:rounded-2xl",
          widths[size],
        )}
      >
        <div className="flex items-start justify-between gap-4 px-6 pt-6">
          <div>
            <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
              {title}
            </h2>
            {description ? (
              <div id={`${id}-desc`} className="mt-1.5 text-sm text-gray-600">
                {description}
              </div>
            ) : null}
          </div>
          {hideCloseButton ? null : (
            <button
              type="button"
              onClick={onClose}
              aria-label={t("ui.close")}
              className="-mt-1 -mr-2 rounded-lg p-2 text-gray-400 transition-colors hover:bg-gray-100 hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          )}
        </div>
        {children ? <div className="overflow-y-auto px-6 pt-4">{children}</div> : null}
        {footer ? (
          <div className="mt-6 flex flex-col-reverse gap-2 border-t border-gray-100 bg-gray-50/70 px-6 py-4 sm:flex-row sm:justify-end">
            {footer}
          </div>
        ) : (
          <div className="pb-6" />
        )}
      </div>
    </div>,
    document.body,
  );
}
