import { data, redirect } from "react-router";
import { isAppError } from "#server/lib/app-error";
import { joinWaitlist } from "#server/services/waitlist/join-waitlist";
import { leaveWaitlist } from "#server/services/waitlist/leave-waitlist";
import type { Route } from "./+types/lista-espera";

/** Where to come back to: a path of this site only (never another host). */
function backTo(value: FormDataEntryValue | null): string {
  const path = typeof value === "string" ? value : "";
  return /^\/(?!\/)[^\s\\]*$/.test(path) ? path : "/viajes";
}

const withParam = (path: string, name: string, value: string) =>
  `${path}${path.includes("?") ? "&" : "?"}${name}=${encodeURIComponent(value)}`;

/** GET has nothing to show: the waitlist lives on the trip page and the dashboard. */
export function loader() {
  throw data(null, { status: 404 });
}

/**
 * Join or leave a departure's waitlist (issue 14) from the trip page or the dashboard, as a plain form post:
 * back to where it came from, saying how it went (?waitlist=joined|left or ?waitlistError=<key>). The services
 * check everything (signed in, full departure, one place per traveller…).
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const back = backTo(form.get("back"));
  const input = { departureId: form.get("departureId"), participants: form.get("participants") };
  try {
    if (form.get("intent") === "leave") {
      await leaveWaitlist(context.deps, context.user, input);
      return redirect(withParam(back, "waitlist", "left"));
    }
    await joinWaitlist(context.deps, context.user, input);
    return redirect(withParam(back, "waitlist", "joined"));
  } catch (e) {
    if (!isAppError(e)) throw e;
    if (e.code === "unauthenticated") return redirect(`/login?redirect=${encodeURIComponent(back)}`);
    return redirect(withParam(back, "waitlistError", e.messageKey.replace(/^waitlist:errors\./, "")));
  }
}
