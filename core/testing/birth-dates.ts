import { addCalendarDays } from "../rules/platform-calendar.ts";

/**
 * The birth date of someone who turns `years` old `daysLater` days after `today` (YYYY-MM-DD): with
 * daysLater 1 they are `years - 1` years and 364 (or 365) days old today. A 29 February today counts from the
 * 28th of a common year.
 */
export function birthDateYearsBefore(today: string, years: number, daysLater = 0): string {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const year = String(y - years).padStart(4, "0");
  const shifted = new Date(Date.UTC(y - years, m - 1, d));
  const day = shifted.getUTCMonth() === m - 1 ? d : d - 1;
  const base = `${year}-${String(m).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return addCalendarDays(base, daysLater);
}
