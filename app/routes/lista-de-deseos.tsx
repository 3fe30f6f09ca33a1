import { redirect } from "react-router";
import { safeRedirectPath } from "#core/rules/post-login-redirect";
import { wishlistToggleSchema } from "#core/schemas/wishlist";
import { toggleWishlist } from "#server/services/catalogue/toggle-wishlist";
import { actionFailure, actionRefusal } from "../lib/action-failure.server.ts";
import type { Route } from "./+types/lista-de-deseos";

/** The heart says only that it did not work (the toast of app/components/wishlist-button.tsx). */
const WISHLIST_ERROR = "catalogue:wishlist.error";

/**
 * POST /lista-de-deseos: the wishlist heart (tripId, wishlisted = the desired state, redirectTo).
 * Hearts on hydrated pages post with a fetcher and get JSON; a plain form post (no JavaScript) is sent back
 * to the page it came from. Signed-out visitors go to the login, which returns them to that page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const back = safeRedirectPath(String(form.get("redirectTo") ?? "")) ?? "/viajes";
  const viaFetcher = form.get("via") === "fetcher";
  if (!context.user) throw redirect(`/login?redirect=${encodeURIComponent(back)}`);

  const parsed = wishlistToggleSchema.safeParse({
    tripId: form.get("tripId"),
    wishlisted: form.get("wishlisted"),
  });
  if (!parsed.success) return actionRefusal(WISHLIST_ERROR);
  let result: Awaited<ReturnType<typeof toggleWishlist>>;
  try {
    result = await toggleWishlist(context.deps.db, context.user, parsed.data);
  } catch (error) {
    return actionFailure(error, {}, { error: () => WISHLIST_ERROR });
  }
  if (!viaFetcher) throw redirect(back, 303);
  return { ok: true as const, wishlisted: result.wishlisted };
}

/** Only the action exists; a GET (a typed URL) goes to the trips. */
export function loader() {
  return redirect("/viajes");
}
