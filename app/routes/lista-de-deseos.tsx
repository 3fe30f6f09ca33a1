import { data, redirect } from "react-router";
import { safeRedirectPath } from "#core/rules/post-login-redirect";
import { wishlistToggleSchema } from "#core/schemas/wishlist";
import { httpStatusFor, isAppError } from "#server/lib/app-error";
import { toggleWishlist } from "#server/services/catalogue/toggle-wishlist";
import type { Route } from "./+types/lista-de-deseos";

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
  if (!parsed.success) return data({ ok: false as const }, { status: 400 });
  let result: Awaited<ReturnType<typeof toggleWishlist>>;
  try {
    result = await toggleWishlist(context.deps.db, context.user, parsed.data);
  } catch (error) {
    if (isAppError(error)) return data({ ok: false as const }, { status: httpStatusFor(error.code) });
    throw error;
  }
  if (!viaFetcher) throw redirect(back, 303);
  return { ok: true as const, wishlisted: result.wishlisted };
}

/** Only the action exists; a GET (a typed URL) goes to the trips. */
export function loader() {
  return redirect("/viajes");
}
