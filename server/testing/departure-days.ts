import { type DepartureInput, isoDateFromToday } from "../seed/factories.ts";

/** A departure running from `from` to `to` days from today (negative: in the past), for createTrip. */
export function departureDays(
  from: number,
  to: number,
  rest: Omit<DepartureInput, "startDate" | "endDate">,
): DepartureInput {
  return { startDate: isoDateFromToday(from), endDate: isoDateFromToday(to), ...rest };
}
