import { data } from "react-router";
import { type AdminDecision, adminDecisionSchema, isConfirmed } from "#core/schemas/admin-decision";
import { actionFailure, actionRefusal, confirmationNeeded } from "../../lib/action-failure.server.ts";
import type { DecisionResult } from "./tropleader-application.tsx";

/** Decisions that change something for good: carried out only once confirmed (the spec's question). */
const CONFIRMED_INTENTS: ReadonlyArray<AdminDecision["intent"]> = ["reject", "identity-reject"];

/**
 * The action behind a tab's decision buttons (fetcher posts, or plain form posts before the scripts load):
 * reads the decision, lets `decide` carry it out through its service (which checks the admin role: anyone
 * else gets 403), and answers with the outcome the card shows. `decide` returns data only for a reveal. A reject
 * without the confirmation (a plain post before the scripts load) asks for it and changes nothing.
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
    return actionRefusal("admin:decisions.notFound", { intent });
  }
  if (CONFIRMED_INTENTS.includes(parsed.data.intent) && !isConfirmed(form)) {
    const name = String(form.get("name") ?? "").slice(0, 200);
    return confirmationNeeded({ intent, userId: parsed.data.userId, name });
  }
  try {
    const result = await decide(parsed.data);
    return data<DecisionResult>(result ?? { ok: true, intent: parsed.data.intent as "approve" });
  } catch (e) {
    return actionFailure(e, { intent });
  }
}
