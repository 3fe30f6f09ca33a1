import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./button.tsx";
import { Modal } from "./modal.tsx";

export type ConfirmOptions = {
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** danger: red confirm button, for destructive actions (cancel a booking, delete a trip). */
  tone?: "default" | "danger";
};

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

type Pending = { options: ConfirmOptions; resolve: (ok: boolean) => void };

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const confirm = useCallback<Confirm>((options) => {
    // A second request while one is open answers the first with "no" rather than leaving it hanging.
    pendingRef.current?.resolve(false);
    return new Promise<boolean>((resolve) => {
      const entry = { options, resolve };
      pendingRef.current = entry;
      setPending(entry);
    });
  }, []);

  const settle = useCallback((ok: boolean) => {
    pendingRef.current?.resolve(ok);
    pendingRef.current = null;
    setPending(null);
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending ? <ConfirmDialog options={pending.options} onSettle={settle} /> : null}
    </ConfirmContext.Provider>
  );
}

function ConfirmDialog({ options, onSettle }: { options: ConfirmOptions; onSettle: (ok: boolean) => void }) {
  const { t } = useTranslation("common");
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const danger = options.tone === "danger";
  return (
    <Modal
      open
      role="alertdialog"
      size="sm"
      hideCloseButton
      title={options.title}
      description={options.message}
      onClose={() => onSettle(false)}
      // Destructive questions start on the safe answer (WAI-ARIA alertdialog practice).
      initialFocus={danger ? cancelRef : confirmRef}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={() => onSettle(false)}>
            {options.cancelLabel ?? t("ui.cancel")}
          </Button>
          <Button ref={confirmRef} variant={danger ? "danger" : "dark"} onClick={() => onSettle(true)}>
            {options.confirmLabel ?? t("ui.confirm")}
          </Button>
        </>
      }
    />
  );
}

/** const confirm = useConfirm(); if (await confirm({ title, message, confirmLabel, tone: "danger" })) … */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm must be used inside <ConfirmProvider>");
  return confirm;
}
