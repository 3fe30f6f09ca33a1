import { useTranslation } from "react-i18next";
import { useActionData } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { type DecisionResult, decisionOutcome } from "./tropleader-application.tsx";

/** Before the scripts load, a decision comes back as the page's action data: say how it went. */
export function DecisionOutcome() {
  const { t } = useTranslation("admin");
  const result = useActionData<DecisionResult>();
  const outcome = result ? decisionOutcome(result, t) : null;
  if (!outcome) return null;
  return (
    <div className="mb-6">
      <Alert tone={outcome.ok ? "success" : "error"}>{outcome.text}</Alert>
    </div>
  );
}
