import { intlTag, type Locale } from "../constants/locales.ts";
import { PLATFORM_TIME_ZONE } from "../rules/platform-calendar.ts";

// Building an Intl formatter costs far more than using one: a page of cards formats dozens of dates.
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intlTag(locale), options);
    formatters.set(key, f);
  }
  return f;
}

/** A calendar date (YYYY-MM-DD) with no time zone shift: parsed and formatted in UTC. */
export function parseIsoDate(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
}

/** Long date: "15 de marzo de 2027" (es-ES) / "15 March 2027" (en-GB). */
export function formatLongDate(value: string | Date, locale: Locale): string {
  const d = typeof value === "string" ? parseIsoDate(value) : value;
  return dateFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(d);
}

/** Short date for compact cards: "15 mar 2027" / "15 Mar 2027". */
export function formatShortDate(value: string | Date, locale: Locale): string {
  const d = typeof value === "string" ? parseIsoDate(value) : value;
  return dateFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(d);
}

/** "marzo de 2027" / "March 2027" for a YYYY-MM month value. */
export function formatMonth(yearMonth: string, locale: Locale): string {
  const d = parseIsoDate(`${yearMonth}-01`);
  return dateFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(d);
}

/**
 * An instant with its time, on the platform's clock (Europe/Madrid) so the server and the browser render the
 * same text: "24 nov 2026, 7:12" / "24 Nov 2026, 07:12".
 */
export function formatDateTime(value: string | Date, locale: Locale): string {
  return dateFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: PLATFORM_TIME_ZONE }).format(
    typeof value === "string" ? new Date(value) : value,
  );
}

/**
 * The time of day of an instant on the reader's own clock (the browser's time zone): "14:05". Used where the
 * page renders it only once mounted (chat messages), so the server's zone never shows.
 */
export function formatClockTime(value: string | Date, locale: Locale): string {
  return dateFormat(locale, { hour: "2-digit", minute: "2-digit" }).format(
    typeof value === "string" ? new Date(value) : value,
  );
}

/** A real YYYY-MM-DD calendar date (2031-02-30 is not one). */
export function isIsoCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
