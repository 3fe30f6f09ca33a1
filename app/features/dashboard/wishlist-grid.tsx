import { Heart, Trash2 } from "lucide-react";
import { type FetcherWithComponents, Link, useFetcher } from "react-router";
import { TripCard, type TripCardData } from "../../components/trip-card.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { WISHLIST_ACTION } from "../../components/wishlist-button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useFetcherResult } from "../../lib/use-fetcher-result.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

export type WishlistTrip = TripCardData & { tropleaderName: string };

type RemoveFetcher = FetcherWithComponents<{ ok: boolean }>;

/**
 * Lista de Deseos: the saved trips as cards with the leader's name, each removable. The removal and its
 * confirmation belong to the grid, not to the card: the reload after a removal takes the card away, possibly in
 * the same render as the answer (React Router's updates are transitions, so an intermediate "answered, still
 * reloading" state may never be rendered), and a card could not say it was removed (issue 39). The grid stays,
 * even once empty, and says so when its removal is done; one removal at a time.
 */
export function WishlistGrid({ trips }: { trips: WishlistTrip[] }) {
  const { t } = useTranslation("dashboard");
  const toast = useToast();
  const remover: RemoveFetcher = useFetcher<{ ok: boolean }>({ key: "wishlist-remove" });
  useFetcherResult(remover, (result) => {
    if (result.ok) toast.success(t("wishlist.removed"));
    else toast.error(t("wishlist.removeError", { reason: t("errors.generic") }));
  });
  if (trips.length === 0) {
    return (
      <EmptyState
        icon={<Heart />}
        title={t("wishlist.emptyTitle")}
        description={t("wishlist.emptyBody")}
        action={
          <Link to="/viajes" className={buttonClasses({ variant: "dark" })}>
            {t("exploreTrips")}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="grid gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-3" data-testid="wishlist-trips">
      {trips.map((trip) => (
        <li key={trip.id} className="flex flex-col gap-3">
          <TripCard trip={trip} wishlisted signedIn showLeader />
          <RemoveFromWishlist remover={remover} tripId={trip.id} tripTitle={trip.title} />
        </li>
      ))}
    </ul>
  );
}

function RemoveFromWishlist({
  remover,
  tripId,
  tripTitle,
}: {
  remover: RemoveFetcher;
  tripId: string;
  tripTitle: string;
}) {
  const { t } = useTranslation("dashboard");
  // Every remove button waits while a removal is under way; this card's shows it.
  const waiting = remover.state !== "idle";
  const busy = waiting && remover.formData?.get("tripId") === tripId;
  // Without JavaScript the form posts normally and the wishlist action redirects back to this tab.
  const hydrated = useHydrated();
  return (
    <remover.Form method="post" action={WISHLIST_ACTION}>
      <input type="hidden" name="tripId" value={tripId} />
      <input type="hidden" name="wishlisted" value="false" />
      <input type="hidden" name="redirectTo" value="/viajero/dashboard?tab=deseos" />
      {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
      <button
        type="submit"
        disabled={waiting}
        // What the eye reads starts the name (WCAG 2.5.3); which trip follows for ears.
        aria-label={`${t("wishlist.remove")}: ${tripTitle}`}
        className="inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-gray-600 transition-colors hover:text-red-600 disabled:opacity-60"
      >
        {busy ? <Spinner /> : <Trash2 aria-hidden="true" className="size-4" />}
        {t("wishlist.remove")}
      </button>
    </remover.Form>
  );
}
