import { z } from "zod";
import { isIsoCalendarDate } from "../format/dates.ts";
import { text } from "./text.ts";
import { TRIP_LIMITS } from "./trip-wizard.ts";

/** A departure can be scheduled from tomorrow up to two years ahead. */
export const DEPARTURE_MAX_YEARS_AHEAD = 2;

const E = "departures:errors";

const isRealDate = isIsoCalendarDate;

/** The last day of a departure: the first day plus the trip's duration, minus one (a 1-day trip ends the day it starts). */
export function departureEndDate(startDate: string, durationDays: number): string {
  const d = new Date(`${startDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + Math.max(1, durationDays) - 1);
  return d.toISOString().slice(0, 10);
}

/** The latest start date allowed on `today` (two years ahead). */
export function latestDepartureDate(today: string): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + DEPARTURE_MAX_YEARS_AHEAD);
  return d.toISOString().slice(0, 10);
}

/** Whether two date ranges (inclusive) share a day. */
export function rangesOverlap(
  a: { startDate: string; endDate: string },
  b: { startDate: string; endDate: string },
) {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

/** By default a departure below its minimum is put to its tropleader 21 days before it starts (issue 14). */
export const DEFAULT_CONFIRM_DEADLINE_DAYS = 21;

/**
 * A departure as the tropleader types it (doc 2 §3 Departure): start date, price per person in euros (the
 * trip's base price by default), seats, and the minimum group that makes it a guaranteed departure. The trip's
 * own limit on seats and the date window are checked against the trip and today by `departureRules`.
 */
export const departureFormSchema = z
  .object({
    startDate: text({ error: `${E}.startDateRequired` })
      .trim()
      .refine(isRealDate, `${E}.startDateRequired`),
    price: z.coerce
      .number({ error: `${E}.priceMin` })
      .min(TRIP_LIMITS.basePriceMin, `${E}.priceMin`)
      .max(TRIP_LIMITS.basePriceMax, `${E}.priceMax`)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${E}.priceCents`),
    maxParticipants: z.coerce
      .number({ error: `${E}.maxMin` })
      .int(`${E}.maxMin`)
      .min(TRIP_LIMITS.participantsMin, `${E}.maxMin`)
      .max(TRIP_LIMITS.participantsMax, `${E}.maxMax`),
    minParticipants: z.coerce
      .number({ error: `${E}.minMin` })
      .int(`${E}.minMin`)
      .min(1, `${E}.minMin`)
      .max(TRIP_LIMITS.participantsMax, `${E}.minAboveMax`),
    /** Days before the start when, still below its minimum, the tropleader is asked to confirm or cancel it. */
    confirmDeadlineDays: z.preprocess(
      (v) => (v === undefined || v === "" ? DEFAULT_CONFIRM_DEADLINE_DAYS : v),
      z.coerce
        .number({ error: `${E}.deadlineRange` })
        .int(`${E}.deadlineRange`)
        .min(1, `${E}.deadlineRange`)
        .max(90, `${E}.deadlineRange`),
    ),
  })
  .refine((d) => d.minParticipants <= d.maxParticipants, {
    message: `${E}.minAboveMax`,
    path: ["minParticipants"],
  });
export type DepartureForm = z.output<typeof departureFormSchema>;

/**
 * The checks that need the trip and today: the window (for new dates only: a departure whose dates stay keeps
 * them), and no more seats than the trip takes.
 */
export function departureRules(
  form: DepartureForm,
  trip: { maxParticipants: number },
  today: string,
  options: { datesChange: boolean } = { datesChange: true },
): { field: keyof DepartureForm; message: string } | null {
  if (!options.datesChange) {
    return form.maxParticipants > trip.maxParticipants
      ? { field: "maxParticipants", message: `${E}.maxAboveTrip` }
      : null;
  }
  if (form.startDate <= today) return { field: "startDate", message: `${E}.startDatePast` };
  if (form.startDate > latestDepartureDate(today))
    return { field: "startDate", message: `${E}.startDateTooFar` };
  if (form.maxParticipants > trip.maxParticipants)
    return { field: "maxParticipants", message: `${E}.maxAboveTrip` };
  return null;
}
