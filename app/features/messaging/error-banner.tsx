import { AlertCircle, X } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation.ts";

/** doc 1 §2: chat errors appear in a dismissible banner. */
export function ErrorBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useTranslation("chat");
  return (
    <div
      role="alert"
      className="flex items-start gap-3 border-b border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="flex-1">{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        className="-m-1 rounded-full p-1 text-red-700 hover:bg-red-100"
        aria-label={t("banner.dismiss")}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
