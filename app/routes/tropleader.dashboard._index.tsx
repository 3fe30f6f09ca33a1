import { useRouteLoaderData } from "react-router";
import { requireRole } from "#server/auth/guards";
import { listRecentTropleaderBookings } from "#server/services/tropleader/list-tropleader-bookings";
import { QuickActions } from "../features/tropleader-summary/quick-actions.tsx";
import { RecentBookings } from "../features/tropleader-summary/recent-bookings.tsx";
import { SummaryFigures } from "../features/tropleader-summary/summary-figures.tsx";
import type { Route } from "./+types/tropleader.dashboard._index";
import type { loader as frameLoader } from "./tropleader.dashboard.tsx";

/** Resumen (doc 2 §2): the month's figures come with the frame; the recent bookings are read here. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireRole(context, request, "tropleader");
  return { recent: await listRecentTropleaderBookings(context.deps.db, user.id) };
}

export default function TropleaderSummary({ loaderData }: Route.ComponentProps) {
  const frame = useRouteLoaderData<typeof frameLoader>("routes/tropleader.dashboard");
  if (!frame) return null;
  return (
    <div className="space-y-6">
      <SummaryFigures stats={frame.stats} />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <RecentBookings bookings={loaderData.recent} />
        <QuickActions canPublishTrips={frame.overview.canPublishTrips} />
      </div>
    </div>
  );
}
