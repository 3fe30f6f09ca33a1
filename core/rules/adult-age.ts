import { platformToday } from "./platform-calendar.ts";

/** Doc 1 terms: travellers and tropleaders must be 18 or over. */
export const ADULT_AGE = 18;
/** A birth date further back than this is a typo, never a person. */
export const BIRTH_DATE_MAX_YEARS = 120;

const parts = (isoDate: string) => isoDate.slice(0, 10).split("-").map(Number) as [number, number, number];

/**
 * Whole years from `birthDate` to `today` (both YYYY-MM-DD calendar dates). A birthday counts from its day:
 * someone born on 29 February has their birthday on 1 March in a common year.
 */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = parts(birthDate);
  const [ty, tm, td] = parts(today);
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** The adults-only rule, on the platform's calendar (Madrid's today unless given). */
export function isAdult(birthDate: string, today: string = platformToday()): boolean {
  return ageOn(birthDate, today) >= ADULT_AGE;
}

/** The oldest birth date accepted: BIRTH_DATE_MAX_YEARS before today (29 February falls back to the 28th). */
export function oldestBirthDate(today: string = platformToday()): string {
  const [y, m, d] = parts(today);
  const year = String(y - BIRTH_DATE_MAX_YEARS).padStart(4, "0");
  const date = new Date(Date.UTC(y - BIRTH_DATE_MAX_YEARS, m - 1, d));
  const day = date.getUTCMonth() === m - 1 ? d : d - 1;
  return `${year}-${String(m).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
