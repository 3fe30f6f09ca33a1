import { redirect } from "react-router";
import { openSupportConversation } from "#server/services/support/open-support-conversation";
import { actionFailure } from "../lib/action-failure.server.ts";
import type { Route } from "./+types/soporte";

/** Where to come back to after signing in: a path of this site only (never another host). */
function backTo(value: FormDataEntryValue | null): string {
  const path = typeof value === "string" ? value : "";
  return /^\/(?!\/)[^\s\\]*$/.test(path) ? path : "/ayuda";
}

/** GET has nothing to show: the support chat is opened from the help centre, a booking or a payout. */
export function loader() {
  return redirect("/ayuda");
}

/**
 * "Talk to the team" (issue 35): a plain form post from the help centre, a booking or a payout (attached),
 * which opens the user's support conversation and shows it in Mensajes. Signed-out visitors sign in first.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  if (!context.user) {
    return redirect(`/login?redirect=${encodeURIComponent(backTo(form.get("back")))}`);
  }
  try {
    const { conversationId } = await openSupportConversation(context.deps, context.user, {
      bookingId: form.get("bookingId"),
      payoutId: form.get("payoutId"),
    });
    return redirect(`/mensajes?c=${conversationId}`);
  } catch (e) {
    throw actionFailure(e);
  }
}
