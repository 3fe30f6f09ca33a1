import { data } from "react-router";
import { type AdminDecision, adminDecisionSchema } from "#core/schemas/admin-decision";
import { httpStatusFor, isAppError } from "#server/lib/app-error";
import type { DecisionResult } from "./tropleader-application.tsx";

/**
 * The action behind a tab's decision buttons (fetcher posts, or plain form posts before the scripts load):
 * reads the decision, lets `decide` carry it out through its service (which checks the admin role: anyone
 * else gets 403), and answers with the outcome the card shows. `decide` returns data only for a reveal.
 */
export async function decisionAction(
  request: Request,
  intents: ReadonlyArray<AdminDecision["intent"]>,
  decide: (decision: AdminDecision) => Promise<DecisionResult | undefined>,
) {
  const form = await request.formData();
  const parsed = adminDecisionSchema.safeParse(Object.fromEntries(form));
  const intent = String(form.get("intent") ?? "");
  if (!parsed.success || !intents.includes(parsed.data.intent)) {
    return data<DecisionResult>({ ok: false, intent, error: "admin:decisions.notFound" }, { status: 400 });
  }
  try {
    const result = await decide(parsed.data);
    return data<DecisionResult>(result ?? { ok: true, intent: parsed.data.intent as "approve" });
  } catch (e) {
    if (!isAppError(e)) throw e;
    return data<DecisionResult>(
      { ok: false, intent, error: e.messageKey },
      { status: httpStatusFor(e.code) },
    );
  }
}
