import { data, redirect, useSearchParams } from "react-router";
import { PROFILE_COUNTRIES } from "#core/constants/catalogue";
import { SPOKEN_LANGUAGES, type SpokenLanguage } from "#core/constants/languages";
import { firstIssueKey } from "#core/schemas/issue-key";
import { profileSchema, profileSettingsSchema } from "#core/schemas/profile";
import { reviewSchema } from "#core/schemas/review";
import { requireUser } from "#server/auth/guards";
import { isAppError } from "#server/lib/app-error";
import { listWishlist } from "#server/services/catalogue/list-wishlist";
import { listTravellerBookings } from "#server/services/dashboard/list-traveller-bookings";
import { findOpenDataExport } from "#server/services/privacy/request-data-export";
import { getProfile } from "#server/services/profile/get-profile";
import { updateProfile } from "#server/services/profile/update-profile";
import { updateProfileSettings } from "#server/services/profile/update-profile-settings";
import { createReview } from "#server/services/reviews/create-review";
import { listMyWaitlists } from "#server/services/waitlist/list-my-waitlists";
import { Tabs } from "../components/ui/tabs.tsx";
import { DashboardSummary } from "../features/dashboard/dashboard-summary.tsx";
import {
  type DashboardActionResult,
  type DashboardTab,
  parseDashboardTab,
  type TypedReview,
} from "../features/dashboard/dashboard-types.ts";
import { ProfilePanel } from "../features/dashboard/profile-panel.tsx";
import { reviewValuesFromForm } from "../features/dashboard/review-form-data.ts";
import { TripHistory } from "../features/dashboard/trip-history.tsx";
import { UpcomingTrips } from "../features/dashboard/upcoming-trips.tsx";
import { WaitlistPlaces } from "../features/dashboard/waitlist-places.tsx";
import { WishlistGrid } from "../features/dashboard/wishlist-grid.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionFailure, actionRefusal } from "../lib/action-failure.server.ts";
import { revalidateUnlessOnly } from "../lib/use-tab-param.ts";
import type { Route } from "./+types/viajero.dashboard";

/** Any signed-in user may have bookings; the header sends tropleaders and admins to their own dashboards. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const { db } = context.deps;
  const now = new Date();
  const bookings = await listTravellerBookings(db, user.id, now, context.locale);
  const wishlist = await listWishlist(db, user.id, now, context.locale);
  const profile = await getProfile(db, user.id);
  const waitlists = await listMyWaitlists(db, user.id);
  const openExport = await findOpenDataExport(context.deps, user.id);

  const upcoming = bookings
    .filter((b) => b.timeline === "upcoming")
    .sort((a, b) => a.departure.startDate.localeCompare(b.departure.startDate));
  const completed = bookings
    .filter((b) => b.timeline === "completed")
    .sort((a, b) => b.departure.startDate.localeCompare(a.departure.startDate));
  const cancelled = bookings.filter((b) => b.timeline === "cancelled");

  return {
    waitlists,
    upcoming,
    completed,
    cancelled,
    wishlist: wishlist.map(({ addedAt: _addedAt, ...card }) => card),
    counts: { upcoming: upcoming.length, completed: completed.length, wishlist: wishlist.length },
    profile: {
      name: profile.name,
      email: profile.email,
      avatarUrl: profile.avatarUrl,
      bio: profile.bio,
      phone: profile.phone,
      birthDate: profile.birthDate,
      country: (PROFILE_COUNTRIES as readonly string[]).includes(profile.country)
        ? (profile.country as (typeof PROFILE_COUNTRIES)[number])
        : ("" as const),
      languages: profile.languages.filter((l): l is SpokenLanguage =>
        (SPOKEN_LANGUAGES as readonly string[]).includes(l),
      ),
      notificationsEmail: profile.notificationsEmail,
      newsletter: profile.newsletter,
      publicProfile: profile.publicProfile,
      identity: profile.identity,
      openExport: openExport
        ? { status: openExport.status, expiresAt: openExport.expiresAt?.toISOString() ?? null }
        : null,
    },
  };
}

function refuse(intent: string, messageKey: string, status: number, typed?: TypedReview) {
  return actionRefusal(messageKey, { intent, ...(typed ? { typed } : {}) }, { status });
}

function typedReview(body: Record<string, unknown> | null): TypedReview {
  const value = (key: string) => (typeof body?.[key] === "string" ? (body[key] as string) : "");
  return {
    bookingId: value("bookingId"),
    rating: typeof body?.rating === "number" ? body.rating : 0,
    title: value("title"),
    comment: value("comment"),
  };
}

/**
 * The dashboard's forms post JSON with an intent: review, profile, settings. The review form also works as a
 * plain form post (no JavaScript yet): a refusal comes back with what was typed, a success reloads the history.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const { db } = context.deps;
  const isJson = request.headers.get("content-type")?.includes("application/json");
  const body = isJson
    ? ((await request.json().catch(() => null)) as Record<string, unknown> | null)
    : await request
        .formData()
        .then(reviewValuesFromForm)
        .catch(() => null);
  const intent = typeof body?.intent === "string" ? body.intent : "";
  try {
    if (intent === "review") {
      const parsed = reviewSchema.safeParse(body);
      if (!parsed.success) {
        const key = firstIssueKey(parsed.error, "dashboard:review.errors.required");
        return refuse(intent, key, 422, isJson ? undefined : typedReview(body));
      }
      try {
        await createReview(context.deps, user, parsed.data);
      } catch (error) {
        if (isJson || !isAppError(error)) throw error;
        return actionFailure(error, { intent, typed: typedReview(body) });
      }
      if (!isJson) throw redirect("/viajero/dashboard?tab=historial");
    } else if (intent === "profile") {
      const parsed = profileSchema.safeParse(body);
      if (!parsed.success) return refuse(intent, firstIssueKey(parsed.error, "profile:errors.invalid"), 422);
      await updateProfile(db, user, user.id, parsed.data);
    } else if (intent === "settings") {
      const parsed = profileSettingsSchema.safeParse(body);
      if (!parsed.success) return refuse(intent, "profile:errors.invalid", 422);
      await updateProfileSettings(db, user, user.id, parsed.data);
    } else {
      return refuse(intent, "dashboard:errors.invalidRequest", 400);
    }
  } catch (error) {
    return actionFailure(error, { intent });
  }
  return data<DashboardActionResult>({ ok: true, intent });
}

/** Switching tabs only changes ?tab=: the data is already on the page, so nothing is reloaded. */
export const shouldRevalidate = revalidateUnlessOnly(["tab"]);

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, "dashboard");
  return [...pageMeta(t("meta.title"), t("meta.description")), { name: "robots", content: "noindex" }];
}

export default function TravellerDashboard({ loaderData }: Route.ComponentProps) {
  const { upcoming, completed, cancelled, wishlist, counts, profile, waitlists } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseDashboardTab(searchParams.get("tab"));
  const { t } = useTranslation("dashboard");

  const selectTab = (id: string) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (id === "viajes") next.delete("tab");
        else next.set("tab", id);
        return next;
      },
      { preventScrollReset: true },
    );
  };

  return (
    <div className="bg-gray-50/70">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <DashboardSummary
          name={profile.name}
          avatarUrl={profile.avatarUrl}
          isIdentityVerified={profile.identity.isVerified}
          counts={counts}
        />
        <Tabs
          panelHeadings
          hrefFor={(id) => (id === "viajes" ? "/viajero/dashboard" : `/viajero/dashboard?tab=${id}`)}
          label={t("tabs.label")}
          value={tab}
          onValueChange={selectTab}
          items={[
            {
              id: "viajes" satisfies DashboardTab,
              heading: t("tabs.trips"),
              label: <TabLabel full={t("tabs.trips")} short={t("tabs.tripsShort")} count={counts.upcoming} />,
              content: (
                <div className="flex flex-col gap-8">
                  <WaitlistPlaces places={waitlists} />
                  <UpcomingTrips upcoming={upcoming} cancelled={cancelled} />
                </div>
              ),
            },
            {
              id: "historial" satisfies DashboardTab,
              heading: t("tabs.history"),
              label: (
                <TabLabel full={t("tabs.history")} short={t("tabs.historyShort")} count={counts.completed} />
              ),
              content: <TripHistory completed={completed} />,
            },
            {
              id: "deseos" satisfies DashboardTab,
              heading: t("tabs.wishlist"),
              label: (
                <TabLabel full={t("tabs.wishlist")} short={t("tabs.wishlistShort")} count={counts.wishlist} />
              ),
              content: <WishlistGrid trips={wishlist} />,
            },
            {
              id: "perfil" satisfies DashboardTab,
              heading: t("tabs.profile"),
              label: <TabLabel full={t("tabs.profile")} short={t("tabs.profileShort")} />,
              content: <ProfilePanel profile={profile} />,
            },
          ]}
        />
      </div>
    </div>
  );
}

/**
 * Four tabs fit a phone only with short names and no counts (the counters above already show them); from the
 * small breakpoint up they read as the spec names them, with their counts.
 */
function TabLabel({ full, short, count }: { full: string; short: string; count?: number }) {
  return (
    <>
      <span className="sm:hidden">{short}</span>
      <span className="hidden sm:inline">{full}</span>
      {count === undefined ? null : (
        <span className="hidden rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-600 in-aria-selected:bg-ink in-aria-selected:text-white sm:inline">
          {count}
        </span>
      )}
    </>
  );
}
