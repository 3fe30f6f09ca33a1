import { CheckCircle2 } from "lucide-react";
import { Link, redirect } from "react-router";
import { requireUser } from "#server/auth/guards";
import { signOut } from "#server/services/auth/sign-out";
import { deleteAccount } from "#server/services/privacy/delete-account";
import { accountDeletionBlocker } from "#server/services/privacy/erase-account";
import { MessagePage } from "../components/message-page.tsx";
import { Alert } from "../components/ui/alert.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { DeleteAccountForm } from "../features/account-deletion/delete-account-form.tsx";
import { DeletionConsequences } from "../features/account-deletion/deletion-consequences.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionFailure } from "../lib/action-failure.server.ts";
import type { Route } from "./+types/cuenta.eliminar";

const DONE = "/cuenta/eliminar?hecho=1";

/**
 * "Eliminar mi cuenta" (issue 15): the consequences, then the password and the confirmation. While a trip or
 * a departure with travellers is still to come, the page says what to do first instead of the form. After the
 * deletion (signed out by then) the same URL with ?hecho=1 says goodbye.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (!context.user && new URL(request.url).searchParams.get("hecho") === "1") return { done: true as const };
  const user = requireUser(context, request);
  const blocker =
    user.role === "admin"
      ? ("admin" as const)
      : await accountDeletionBlocker(context.deps.db, user.id, new Date());
  return { done: false as const, role: user.role, blocker };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await request.formData();
  try {
    await deleteAccount(context.deps, user, {
      password: String(form.get("password") ?? ""),
      confirm: form.get("confirm") ?? undefined,
    });
  } catch (error) {
    return actionFailure(error);
  }
  // The sessions are gone on the server; better-auth's sign-out clears this browser's cookie too.
  const { setCookie } = await signOut(context.deps, request.headers).catch(() => ({
    setCookie: [] as string[],
  }));
  const headers = new Headers();
  for (const cookie of setCookie) headers.append("Set-Cookie", cookie);
  return redirect(DONE, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, "privacy");
  return [...pageMeta(t("meta.delete")), { name: "robots", content: "noindex" }];
}

export default function DeleteAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("privacy");
  if (loaderData.done) {
    return (
      <MessagePage icon={<CheckCircle2 aria-hidden="true" />} title={t("delete.doneTitle")}>
        <p className="text-gray-700" role="status">
          {t("delete.done")}
        </p>
        <Link to="/" className={buttonClasses({ variant: "dark" })}>
          {t("delete.backHome")}
        </Link>
      </MessagePage>
    );
  }
  const { blocker, role } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("delete.title")}</h1>
      <div className="mt-8 flex flex-col gap-8 rounded-2xl border border-gray-200 bg-white p-5 shadow-[0_1px_2px_rgba(16,24,40,0.04)] sm:p-8">
        <DeletionConsequences tropleader={role === "tropleader"} />
        {blocker ? (
          <div className="flex flex-col gap-4">
            <Alert tone="warning" title={t("delete.blockedTitle")}>
              {t(`delete.errors.${blocker}`)}
            </Alert>
            {blocker === "admin" ? null : (
              <Link
                to={blocker === "upcomingTrips" ? "/viajero/dashboard" : "/tropleader/dashboard/mis-viajes"}
                className={buttonClasses({ variant: "dark", className: "self-start" })}
              >
                {blocker === "upcomingTrips" ? t("delete.goToTrips") : t("delete.goToDepartures")}
              </Link>
            )}
          </div>
        ) : (
          <DeleteAccountForm error={actionData?.error ?? null} />
        )}
      </div>
    </div>
  );
}
