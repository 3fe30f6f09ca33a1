import { UsersRound } from "lucide-react";
import { data, useActionData, useFetcher } from "react-router";
import { adminUserActionSchema, isConfirmed } from "#core/schemas/admin-decision";
import { requireUser } from "#server/auth/guards";
import { cleanSearch } from "#server/lib/search-text";
import { reactivateUser } from "#server/services/users/reactivate-user";
import { searchUsers } from "#server/services/users/search-users";
import { suspendUser } from "#server/services/users/suspend-user";
import { Alert } from "../components/ui/alert.tsx";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { useToast } from "../components/ui/toast.tsx";
import { ConfirmStep } from "../features/admin/confirm-step.tsx";
import { SearchBox } from "../features/admin/search-box.tsx";
import { type UserActionResult, UserRow } from "../features/admin/user-row.tsx";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionFailure, actionRefusal, confirmationNeeded } from "../lib/action-failure.server.ts";
import { useFetcherResult } from "../lib/use-fetcher-result.ts";
import type { Route } from "./+types/admin.usuarios";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  if (user.role !== "admin") return null;
  const q = cleanSearch(new URL(request.url).searchParams.get("q"));
  return { q, users: await searchUsers(context.deps, user, q) };
}

/** Suspend or reactivate an account; the services check the admin role (anyone else gets 403). */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await request.formData();
  const parsed = adminUserActionSchema.safeParse(Object.fromEntries(form));
  const intent = String(form.get("intent") ?? "");
  if (!parsed.success) {
    return actionRefusal("admin:users.notFound", { intent });
  }
  if (parsed.data.intent === "suspend" && !isConfirmed(form)) {
    const name = String(form.get("name") ?? "").slice(0, 200);
    return confirmationNeeded({ intent: "suspend" as const, userId: parsed.data.userId, name });
  }
  try {
    if (parsed.data.intent === "suspend") await suspendUser(context.deps, user, parsed.data.userId);
    else await reactivateUser(context.deps, user, parsed.data.userId);
    return data<UserActionResult>({ ok: true, intent: parsed.data.intent });
  } catch (e) {
    return actionFailure(e, { intent });
  }
}

function outcomeText(result: UserActionResult, t: (key: string) => string): string {
  const key = result.intent === "reactivate" ? "reactivate" : "suspend";
  if (result.ok) return t(`users.${key}Success`);
  return "error" in result ? `${t(`users.${key}Error`)}: ${t(result.error)}` : "";
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const toast = useToast();
  const fetcher = useFetcher<UserActionResult>();
  const plainResult = useActionData<typeof action>();
  useFetcherResult(fetcher, (result) => {
    if (!("needsConfirmation" in result)) (result.ok ? toast.success : toast.error)(outcomeText(result, t));
  });
  if (!loaderData) return null;
  const { q, users } = loaderData;
  return (
    <section aria-labelledby="users-title">
      {plainResult && "needsConfirmation" in plainResult ? (
        <ConfirmStep
          title={t("users.suspendTitle")}
          message={t("users.suspendConfirm", { name: plainResult.name })}
          confirmLabel={t("users.suspend")}
          fields={{ intent: "suspend", userId: plainResult.userId }}
        />
      ) : plainResult ? (
        <div className="mb-6">
          <Alert tone={plainResult.ok ? "success" : "error"}>{outcomeText(plainResult, t)}</Alert>
        </div>
      ) : null}
      <h2 id="users-title" className="text-lg font-semibold">
        {t("users.title")}
      </h2>
      <p className="mt-1 mb-3 text-sm text-gray-600">
        {q ? t("users.resultsFor", { q }) : t("users.newest")}
      </p>
      <SearchBox
        label={t("users.searchLabel")}
        placeholder={t("search.placeholder")}
        defaultValue={q}
        allowEmpty
      />
      {users.length === 0 ? (
        <EmptyState
          className="mt-4"
          icon={<UsersRound aria-hidden="true" />}
          title={t("search.noResults", { q })}
        />
      ) : (
        <ul className="mt-4 divide-y divide-gray-200 rounded-2xl border border-gray-200">
          {users.map((u) => (
            <UserRow key={u.id} user={u} fetcher={fetcher} />
          ))}
        </ul>
      )}
    </section>
  );
}
