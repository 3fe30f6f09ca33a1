import { requireRole } from "#server/auth/guards";
import { getTropleaderAnalytics } from "#server/services/tropleader/get-tropleader-analytics";
import { ConversionSection } from "../features/tropleader-analytics/conversion-section.tsx";
import { AnalyticsInsights } from "../features/tropleader-analytics/insights.tsx";
import { PriceAndRatings } from "../features/tropleader-analytics/price-and-ratings.tsx";
import { RevenueSection } from "../features/tropleader-analytics/revenue-section.tsx";
import type { Route } from "./+types/tropleader.dashboard.analiticas";

/** Analíticas (issue 11): every figure from bookings, trip views and reviews (get-tropleader-analytics.ts). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireRole(context, request, "tropleader");
  return getTropleaderAnalytics(context.deps, user);
}

export default function TropleaderAnalytics({ loaderData }: Route.ComponentProps) {
  const a = loaderData;
  return (
    <div className="space-y-6">
      <RevenueSection months={a.months} currency={a.currency} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ConversionSection conversion={a.conversion} />
        <AnalyticsInsights insights={a.insights} />
      </div>
      <PriceAndRatings currency={a.currency} averagePrice={a.averagePrice} ratings={a.ratings} />
    </div>
  );
}
