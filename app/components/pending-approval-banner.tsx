import { Hourglass, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { LIMITS } from "#core/constants/limits";
import { useTranslation } from "../i18n/use-translation.ts";
import { useToast } from "./ui/toast.tsx";

/**
 * doc 1 §2 Home: with ?message=pending_approval a yellow banner says the tropleader application is under
 * review, and the same notice appears again after 1 s (a toast here, where the prototype used an alert).
 * Rendered by the root layout, so it works whatever the home page looks like.
 */
export function PendingApprovalBanner() {
  const { t } = useTranslation("auth");
  const toast = useToast();
  const [params] = useSearchParams();
  const active = params.get("message") === "pending_approval";
  const [dismissed, setDismissed] = useState(false);
  const text = t("pendingApproval.message");

  useEffect(() => {
    if (!active) return;
    setDismissed(false);
    const timer = window.setTimeout(() => toast.info(text), LIMITS.pendingApprovalToastDelayMs);
    return () => window.clearTimeout(timer);
  }, [active, text, toast]);

  if (!active || dismissed) return null;
  return (
    <div className="fixed inset-x-0 top-16 z-40 px-3 pt-3 sm:px-6" data-testid="pending-approval-banner">
      <div
        role="status"
        className="mx-auto flex max-w-3xl items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 shadow-lg"
      >
        <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
        <p className="flex-1 text-sm leading-6 font-medium">{text}</p>
        <button
          type="button"
          onClick={() => setDismissed(true)}
          aria-label={t("pendingApproval.dismiss")}
          className="-m-1 rounded-md p-1 text-amber-700 transition-colors hover:bg-amber-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
