import { requireUser } from "#server/auth/guards";
import { listPrivacyRequests } from "#server/services/privacy/list-privacy-requests";
import { PrivacyRequests, RetentionRuns } from "../features/admin/privacy-log.tsx";
import { useTranslation } from "../i18n/use-translation.ts";
import type { Route } from "./+types/admin.privacidad";

/** Admin → Privacidad (issue 15): the privacy request log and the automatic deletion's runs. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  if (user.role !== "admin") return null;
  const { requests, retentionRuns } = await listPrivacyRequests(context.deps, user);
  return {
    requests: requests.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      completedAt: r.completedAt?.toISOString() ?? null,
      expiresAt: r.expiresAt?.toISOString() ?? null,
    })),
    retentionRuns: retentionRuns.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

export default function AdminPrivacy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  if (!loaderData) return null;
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="privacy-requests-title" className="flex flex-col gap-4">
        <div>
          <h2 id="privacy-requests-title" className="text-xl font-semibold text-ink">
            {t("privacy.requestsTitle")}
          </h2>
          <p className="mt-1 text-sm text-gray-600">{t("privacy.description")}</p>
        </div>
        <PrivacyRequests requests={loaderData.requests} />
      </section>
      <section aria-labelledby="retention-runs-title" className="flex flex-col gap-4">
        <h2 id="retention-runs-title" className="text-xl font-semibold text-ink">
          {t("privacy.runsTitle")}
        </h2>
        <RetentionRuns runs={loaderData.retentionRuns} />
      </section>
    </div>
  );
}
