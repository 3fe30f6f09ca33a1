import { useEffect, useRef } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { useTranslation } from "../i18n/use-translation.ts";
import { cn } from "../lib/cn.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { SpriteIcon } from "./ui/sprite-icon.tsx";
import { useToast } from "./ui/toast.tsx";

/** Where the heart posts (app/routes/lista-de-deseos.tsx). */
export const WISHLIST_ACTION = "/lista-de-deseos";

type WishlistButtonProps = {
  tripId: string;
  tripTitle: string;
  wishlisted: boolean;
  signedIn: boolean;
  /** "overlay": round heart on a card image; "inline": outlined button with a label (trip page). */
  variant?: "overlay" | "inline";
  className?: string;
};

/**
 * The wishlist heart. Signed out it links to the login (?wish=<trip>), which saves the trip and brings the
 * visitor back to this page.
 * Signed in it posts the desired state (idempotent) and shows it at once; if the server refuses, it
 * goes back and says so. Without JavaScript the form posts and the action redirects back.
 */
export function WishlistButton({
  tripId,
  tripTitle,
  wishlisted,
  signedIn,
  variant = "overlay",
  className,
}: WishlistButtonProps) {
  const { t } = useTranslation("catalogue");
  const location = useLocation();
  const fetcher = useFetcher<{ ok: boolean; wishlisted?: boolean }>();
  const toast = useToast();
  const here = `${location.pathname}${location.search}`;
  // Set once hydrated: the action answers a fetcher with JSON, and a plain form post with a redirect back.
  const hydrated = useHydrated();

  const pending = fetcher.formData?.get("wishlisted");
  const isOn = pending !== undefined && pending !== null ? pending === "true" : wishlisted;

  const lastData = useRef(fetcher.data);
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === lastData.current) return;
    lastData.current = fetcher.data;
    if (fetcher.data && !fetcher.data.ok) toast.error(t("wishlist.error"));
  }, [fetcher.state, fetcher.data, toast, t]);

  // A heart pressed while signed out is kept for after the login it leads to (this browser tab only), and saved
  // once the visitor is back on a page showing that trip's heart, signed in.
  useEffect(() => {
    if (!signedIn || readPendingWish() !== tripId) return;
    clearPendingWish();
    fetcher.submit(
      { tripId, wishlisted: "true", redirectTo: here, via: "fetcher" },
      { method: "post", action: WISHLIST_ACTION },
    );
    toast.success(t("wishlist.added"));
  }, [signedIn, tripId, fetcher, here, toast, t]);

  const label = `${isOn ? t("wishlist.remove") : t("wishlist.add")}: ${tripTitle}`;
  const classes = cn(
    "inline-flex items-center justify-center transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink",
    variant === "overlay"
      ? "size-10 rounded-full bg-white/90 text-ink shadow-sm backdrop-blur hover:scale-105 hover:bg-white"
      : "h-11 gap-2 rounded-full border border-gray-300 bg-white px-4 text-sm font-semibold text-ink hover:border-ink",
    className,
  );
  const heart = (
    <SpriteIcon
      name={isOn ? "heart-filled" : "heart"}
      className={cn("size-5 transition-colors", isOn ? "text-red-500" : "text-ink")}
    />
  );
  // The inline button shows its words, so they start its name (WCAG 2.5.3) and the trip follows for ears; the
  // round heart shows none and is named by what it does.
  const words = isOn ? t("wishlist.saved") : t("wishlist.save");
  const text = variant === "inline" ? <span>{words}</span> : null;
  const name = variant === "inline" ? `${words}: ${tripTitle}` : label;

  if (!signedIn) {
    return (
      <Link
        to={`/login?redirect=${encodeURIComponent(here)}&wish=${encodeURIComponent(tripId)}`}
        className={classes}
        aria-label={name}
        title={t("errors.loginForWishlist")}
        onClick={() => rememberPendingWish(tripId)}
        data-testid="wishlist-button"
        data-wishlisted="false"
      >
        {heart}
        {text}
      </Link>
    );
  }

  return (
    <fetcher.Form method="post" action={WISHLIST_ACTION} className="contents">
      <input type="hidden" name="tripId" value={tripId} />
      <input type="hidden" name="wishlisted" value={String(!isOn)} />
      <input type="hidden" name="redirectTo" value={here} />
      {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
      <button
        type="submit"
        className={classes}
        aria-label={name}
        aria-pressed={isOn}
        data-testid="wishlist-button"
        data-wishlisted={String(isOn)}
      >
        {heart}
        {text}
      </button>
    </fetcher.Form>
  );
}

const PENDING_WISH = "tropa:pending-wish";

function rememberPendingWish(tripId: string): void {
  try {
    sessionStorage.setItem(PENDING_WISH, tripId);
  } catch {
    // Storage refused (private mode): the visitor saves it again after signing in.
  }
}

function readPendingWish(): string | null {
  try {
    return sessionStorage.getItem(PENDING_WISH);
  } catch {
    return null;
  }
}

function clearPendingWish(): void {
  try {
    sessionStorage.removeItem(PENDING_WISH);
  } catch {
    // Nothing to clear.
  }
}
