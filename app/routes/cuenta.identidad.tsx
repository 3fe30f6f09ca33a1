import { redirect } from "react-router";
import { dashboardPath } from "#core/rules/dashboard-path";
import { identityVerificationSchema } from "#core/schemas/identity-verification";
import { firstIssueKey } from "#core/schemas/issue-key";
import { requireUser } from "#server/auth/guards";
import { submitIdentityVerification } from "#server/services/identity/submit-identity-verification";
import { actionFailure, actionRefusal } from "../lib/action-failure.server.ts";
import type { Route } from "./+types/cuenta.identidad";

/**
 * POST /cuenta/identidad (JSON): the identity verification form of the traveller profile and the tropleader
 * dashboard. The documents were uploaded first through /api/uploads/identity-document.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const parsed = identityVerificationSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    return actionRefusal(firstIssueKey(parsed.error, "profile:errors.invalid"), {}, { status: 422 });
  }
  try {
    await submitIdentityVerification(context.deps, user, parsed.data);
  } catch (error) {
    return actionFailure(error);
  }
  return { ok: true as const };
}

/** Only the action exists: a typed URL goes to the user's own dashboard. */
export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return redirect(user.role === "viajero" ? "/viajero/dashboard?tab=perfil" : dashboardPath(user.role));
}
