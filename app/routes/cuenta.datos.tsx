import { redirect } from "react-router";
import { requireUser } from "#server/auth/guards";
import { isAppError } from "#server/lib/app-error";
import { requestDataExport } from "#server/services/privacy/request-data-export";
import type { Route } from "./+types/cuenta.datos";

/** Mi Perfil's "Tus datos" block, where the outcome is shown. */
const YOUR_DATA = (outcome: string) => `/viajero/dashboard?tab=perfil&datos=${outcome}#datos`;

/** Only a form posts here; a visit goes to Mi Perfil. */
export function loader() {
  return redirect("/viajero/dashboard?tab=perfil#datos");
}

/**
 * "Solicitar mis datos" (issue 15): a plain form post (works before the scripts load). The export job emails
 * the link; a second request while one is open is refused and said so, and so are more than a few a day.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  try {
    await requestDataExport(context.deps, user);
  } catch (error) {
    if (isAppError(error) && error.code === "conflict") return redirect(YOUR_DATA("ya-solicitado"));
    if (isAppError(error) && error.code === "rate_limited") return redirect(YOUR_DATA("demasiadas"));
    throw error;
  }
  return redirect(YOUR_DATA("solicitado"));
}
