/**
 * The platform's one calendar (issue 17): Europe/Madrid. Every "today", day count, refund tier, "days to go",
 * completion and payout date is computed here, so the server at 00:30 in Madrid (23:30 UTC) and the browser
 * of a traveller anywhere agree on which day it is.
 */
export const PLATFORM_TIME_ZONE = "Europe/Madrid";

const DAY_MS = 86_400_000;
const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: PLATFORM_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's calendar date (YYYY-MM-DD) in Madrid. */
export function platformToday(now: Date = new Date()): string {
  return dayFormat.format(now);
}

/** Whole calendar days from Madrid's today to `isoDate` (YYYY-MM-DD): positive ahead, negative once past. */
export function platformDaysUntil(isoDate: string, now: Date = new Date()): number {
  const today = Date.parse(`${platformToday(now)}T00:00:00Z`);
  return Math.round((Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) - today) / DAY_MS);
}

/** A calendar date moved by `days` (no time zone: calendar arithmetic). */
export function addCalendarDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Madrid's calendar date `days` from today. */
export function platformDateFromToday(days: number, now: Date = new Date()): string {
  return addCalendarDays(platformToday(now), days);
}

/** This month in Madrid plus the next `count - 1`, as YYYY-MM. */
export function platformMonths(count: number, now: Date = new Date()): string[] {
  const [y, m] = platformToday(now).split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(y, m - 1 + i, 1)).toISOString().slice(0, 7),
  );
}
