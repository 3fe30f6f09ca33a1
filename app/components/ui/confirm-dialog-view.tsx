import { useRef } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { Button } from "./button.tsx";
import type { ConfirmOptions } from "./confirm-dialog.tsx";
import { Modal } from "./modal.tsx";

/** The question asked through useConfirm (ConfirmProvider loads this module on first use). */
export default function ConfirmDialog({
  options,
  onSettle,
}: {
  options: ConfirmOptions;
  onSettle: (ok: boolean) => void;
}) {
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
