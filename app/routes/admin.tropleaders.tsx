import { UserRoundSearch } from "lucide-react";
import { requireUser } from "#server/auth/guards";
import { cleanSearch } from "#server/lib/search-text";
import { approveTropleader } from "#server/services/tropleader-applications/approve-tropleader";
import { listTropleaderApplications } from "#server/services/tropleader-applications/list-tropleader-applications";
import { rejectTropleader } from "#server/services/tropleader-applications/reject-tropleader";
import { searchTropleaders } from "#server/services/users/search-tropleaders";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { decisionAction } from "../features/admin/decision-action.server.ts";
import { DecisionOutcome } from "../features/admin/decision-outcome.tsx";
import { SearchBox } from "../features/admin/search-box.tsx";
import { TropleaderApplication, useDecisionFetcher } from "../features/admin/tropleader-application.tsx";
import { TropleaderResultCard } from "../features/admin/tropleader-result.tsx";
import { useTranslation } from "../i18n/use-translation.ts";
import type { Route } from "./+types/admin.tropleaders";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  if (user.role !== "admin") return null;
  const q = cleanSearch(new URL(request.url).searchParams.get("q"));
  const [applications, results] = await Promise.all([
    listTropleaderApplications(context.deps, user),
    q ? searchTropleaders(context.deps, user, q) : null,
  ]);
  return { q, applications, results };
}

/** Approve or reject an application (doc 2 §2 Tropleaders); the services check the admin role. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  return decisionAction(request, ["approve", "reject"], async ({ intent, userId }) => {
    if (intent === "approve") await approveTropleader(context.deps, user, userId);
    else await rejectTropleader(context.deps, user, userId);
    return undefined;
  });
}

export default function AdminTropleaders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const decisions = useDecisionFetcher();
  if (!loaderData) return null;
  const { q, applications, results } = loaderData;
  return (
    <div className="flex flex-col gap-10">
      <DecisionOutcome />
      <section aria-labelledby="tropleader-search">
        <h2 id="tropleader-search" className="text-lg font-semibold">
          {t("search.title")}
        </h2>
        <div className="mt-3">
          <SearchBox label={t("search.label")} placeholder={t("search.placeholder")} defaultValue={q} />
        </div>
        {results === null ? null : results.length === 0 ? (
          <EmptyState
            className="mt-4"
            icon={<UserRoundSearch aria-hidden="true" />}
            title={t("search.noResults", { q })}
          />
        ) : (
          <ul
            className="mt-4 divide-y divide-gray-200 rounded-2xl border border-gray-200"
            aria-label={t("search.results", { count: results.length })}
          >
            {results.map((r) => (
              <TropleaderResultCard key={r.id} result={r} fetcher={decisions} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="tropleader-applications">
        <h2 id="tropleader-applications" className="text-lg font-semibold">
          {t("applications")}
        </h2>
        {applications.length === 0 ? (
          <p className="mt-3 text-gray-600">{t("noApplications")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-gray-200 rounded-2xl border border-gray-200">
            {applications.map((a) => (
              <TropleaderApplication key={a.id} application={a} fetcher={decisions} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
