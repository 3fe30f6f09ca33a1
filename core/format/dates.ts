import { intlTag, type Locale } from "../constants/locales.ts";
import { PLATFORM_TIME_ZONE } from "../rules/platform-calendar.ts";

// The formats in use, each made once per language: building an Intl formatter costs far more than using one
// (a page of cards formats dozens of dates), and so did naming the options by JSON on every call.
const FORMATS = {
  long: { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" },
  short: { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" },
  month: { month: "long", year: "numeric", timeZone: "UTC" },
  dateTime: { dateStyle: "medium", timeStyle: "short", timeZone: PLATFORM_TIME_ZONE },
  clock: { hour: "2-digit", minute: "2-digit" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, format: keyof typeof FORMATS): Intl.DateTimeFormat {
  const key = `${locale}|${format}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intlTag(locale), FORMATS[format]);
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
  return dateFormat(locale, "long").format(d);
}

/** Short date for compact cards: "15 mar 2027" / "15 Mar 2027". */
export function formatShortDate(value: string | Date, locale: Locale): string {
  const d = typeof value === "string" ? parseIsoDate(value) : value;
  return dateFormat(locale, "short").format(d);
}

/** "marzo de 2027" / "March 2027" for a YYYY-MM month value. */
export function formatMonth(yearMonth: string, locale: Locale): string {
  const d = parseIsoDate(`${yearMonth}-01`);
  return dateFormat(locale, "month").format(d);
}

/**
 * An instant with its time, on the platform's clock (Europe/Madrid) so the server and the browser render the
 * same text: "24 nov 2026, 7:12" / "24 Nov 2026, 07:12".
 */
export function formatDateTime(value: string | Date, locale: Locale): string {
  return dateFormat(locale, "dateTime").format(typeof value === "string" ? new Date(value) : value);
}

/**
 * The time of day of an instant on the reader's own clock (the browser's time zone): "14:05". Used where the
 * page renders it only once mounted (chat messages), so the server's zone never shows.
 */
export function formatClockTime(value: string | Date, locale: Locale): string {
  return dateFormat(locale, "clock").format(typeof value === "string" ? new Date(value) : value);
}

/** A real YYYY-MM-DD calendar date (2031-02-30 is not one). */
export function isIsoCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
