import { useActionData } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { ConfirmStep } from "./confirm-step.tsx";
import { type DecisionResult, decisionOutcome } from "./tropleader-application.tsx";

/**
 * Before the scripts load, a decision comes back as the page's action data: say how it went, or ask the
 * confirmation a reject needs.
 */
export function DecisionOutcome() {
  const { t } = useTranslation("admin");
  const result = useActionData<DecisionResult>();
  if (result && "needsConfirmation" in result) {
    const texts = result.intent === "identity-reject" ? "verifications" : "decisions";
    return (
      <ConfirmStep
        title={`${t(`${texts}.rejectTitle`)}${result.name ? `: ${result.name}` : ""}`}
        message={t(`${texts}.rejectConfirm`)}
        confirmLabel={t(`${texts}.reject`)}
        fields={{ intent: result.intent, userId: result.userId }}
      />
    );
  }
  const outcome = result ? decisionOutcome(result, t) : null;
  if (!outcome) return null;
  return (
    <div className="mb-6">
      <Alert tone={outcome.ok ? "success" : "error"}>{outcome.text}</Alert>
    </div>
  );
}
