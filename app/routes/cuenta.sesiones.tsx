import { redirect } from "react-router";
import { requireUser } from "#server/auth/guards";
import { signOutOtherSessions } from "#server/services/auth/sign-out-other-sessions";
import type { Route } from "./+types/cuenta.sesiones";

/** Where Mi Perfil lives; the confirmation is shown there. */
const SESSIONS_DONE_PATH = "/viajero/dashboard?tab=perfil&sesiones=cerradas#sesiones";

/** Only a form posts here; a visit goes to Mi Perfil. */
export function loader() {
  return redirect("/viajero/dashboard?tab=perfil#sesiones");
}

/**
 * "Sign out on all other devices" (Mi Perfil): a plain form post, so it works before the scripts load. Every
 * other session of the user ends, with its live connections on every instance; this one stays.
 */
export async function action({ context, request }: Route.ActionArgs) {
  requireUser(context, request);
  await signOutOtherSessions(context.deps, request.headers);
  return redirect(SESSIONS_DONE_PATH);
}
