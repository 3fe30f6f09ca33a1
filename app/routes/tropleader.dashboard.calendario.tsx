import { platformToday } from "#core/rules/platform-calendar";
import { requireRole } from "#server/auth/guards";
import {
  listTropleaderCalendar,
  readCalendarMonth,
  shiftMonth,
} from "#server/services/tropleader/list-tropleader-calendar";
import { DepartureCalendar } from "../features/tropleader-calendar/departure-calendar.tsx";
import type { Route } from "./+types/tropleader.dashboard.calendario";

/** Calendario (doc 2 §2): one month of the guide's departures (?mes=YYYY-MM, the current month by default). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireRole(context, request, "tropleader");
  const month = readCalendarMonth(new URL(request.url).searchParams.get("mes"), platformToday());
  return {
    month,
    previous: shiftMonth(month, -1),
    next: shiftMonth(month, 1),
    items: await listTropleaderCalendar(context.deps, user, month),
  };
}

export default function TropleaderCalendar({ loaderData }: Route.ComponentProps) {
  return <DepartureCalendar {...loaderData} />;
}
