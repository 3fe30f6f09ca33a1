import { requireUser } from "#server/auth/guards";
import { approveIdentity } from "#server/services/identity/approve-identity";
import { listPendingVerifications } from "#server/services/identity/list-pending-verifications";
import { rejectIdentity } from "#server/services/identity/reject-identity";
import { revealIdentityNumber } from "#server/services/identity/reveal-identity-number";
import { decisionAction } from "../features/admin/decision-action.server.ts";
import { DecisionOutcome } from "../features/admin/decision-outcome.tsx";
import { IdentitySubmissionCard } from "../features/admin/identity-submission.tsx";
import { useDecisionFetcher } from "../features/admin/tropleader-application.tsx";
import { useTranslation } from "../i18n/use-translation.ts";
import type { Route } from "./+types/admin.verificaciones";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  if (user.role !== "admin") return null;
  return { verifications: await listPendingVerifications(context.deps, user) };
}

/** Approve, reject, or reveal the masked identity number (audited); the services check the admin role. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const { deps } = context;
  return decisionAction(
    request,
    ["identity-approve", "identity-reject", "identity-reveal"],
    async ({ intent, userId }) => {
      if (intent === "identity-reveal") {
        const identityNumber = await revealIdentityNumber(deps, user, userId);
        return { ok: true, intent: "identity-reveal", userId, identityNumber };
      }
      if (intent === "identity-approve") await approveIdentity(deps, user, userId);
      else await rejectIdentity(deps, user, userId);
      return undefined;
    },
  );
}

export default function AdminVerifications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const decisions = useDecisionFetcher();
  if (!loaderData) return null;
  const { verifications } = loaderData;
  return (
    <section aria-labelledby="verifications-title">
      <DecisionOutcome />
      <h2 id="verifications-title" className="text-lg font-semibold">
        {t("verifications.title")}
      </h2>
      {verifications.length === 0 ? (
        <p className="mt-3 text-gray-600">{t("verifications.none")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-200 rounded-2xl border border-gray-200">
          {verifications.map((v) => (
            <IdentitySubmissionCard key={v.id} submission={v} fetcher={decisions} />
          ))}
        </ul>
      )}
    </section>
  );
}
