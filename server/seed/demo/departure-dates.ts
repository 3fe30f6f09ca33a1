/**
 * Places the demo departures relative to the day the seed runs, keeping their season: "05-10" becomes the
 * next 10 May (upcoming) or the last 10 May that has already ended (past). Dates are UTC calendar dates.
 */

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const utcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
const atMonthDay = (year: number, mmdd: string) => {
  const [m, d] = mmdd.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, m - 1, d));
};

/** Upcoming departures start at least this many days ahead, so none is about to leave. */
const MIN_LEAD_DAYS = 7;
/** Past departures ended at least this many days ago, so they are complete and reviewable. */
const MIN_DAYS_SINCE_END = 3;

export type DateRange = { startDate: string; endDate: string };

/**
 * The next occurrence of month-day, at least a week away and always within the next 12 months: a date that
 * falls inside the coming week moves a week later instead of to next year.
 */
export function upcomingDeparture(mmdd: string, durationDays: number, today: Date): DateRange {
  const t = utcDay(today);
  let start = atMonthDay(t.getUTCFullYear(), mmdd);
  if (start.getTime() < t.getTime()) start = atMonthDay(t.getUTCFullYear() + 1, mmdd);
  if (start.getTime() < t.getTime() + MIN_LEAD_DAYS * DAY)
    start = new Date(start.getTime() + MIN_LEAD_DAYS * DAY);
  // The departure-month filter offers the current month and the next 11: stay inside it.
  const months = (start.getUTCFullYear() - t.getUTCFullYear()) * 12 + start.getUTCMonth() - t.getUTCMonth();
  if (months > 11) start = new Date(t.getTime() + (MIN_LEAD_DAYS + (Number(mmdd.slice(3)) % 10)) * DAY);
  return { startDate: iso(start), endDate: iso(new Date(start.getTime() + (durationDays - 1) * DAY)) };
}

/** The last occurrence of month-day whose trip has already ended (at most about 13 months ago). */
export function pastDeparture(mmdd: string, durationDays: number, today: Date): DateRange {
  const t = utcDay(today);
  let year = t.getUTCFullYear();
  for (;;) {
    const start = atMonthDay(year, mmdd);
    const end = new Date(start.getTime() + (durationDays - 1) * DAY);
    if (end.getTime() <= t.getTime() - MIN_DAYS_SINCE_END * DAY) {
      return { startDate: iso(start), endDate: iso(end) };
    }
    year -= 1;
  }
}

export const addDaysIso = (isoDate: string, days: number) =>
  iso(new Date(new Date(`${isoDate}T00:00:00Z`).getTime() + days * DAY));
