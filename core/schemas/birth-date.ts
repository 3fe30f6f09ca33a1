import { isAdult, oldestBirthDate } from "../rules/adult-age.ts";
import { platformToday } from "../rules/platform-calendar.ts";
import { text } from "./text.ts";

const isRealDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/**
 * A birth date (doc 1 terms: 18 or over), one rule for every form that asks it (registration, identity,
 * booking, Mi Perfil): a real calendar date, not in the future, at most 120 years back, and an adult's on the
 * platform's calendar (core/rules/adult-age.ts). With `requiredMessage` it may not be left empty; without, ""
 * means "not given".
 */
export const birthDateField = (requiredMessage?: string) =>
  text({ error: requiredMessage ?? "profile:errors.birthDateInvalid" })
    .trim()
    .refine((v) => (requiredMessage ? v.length > 0 : true), { message: requiredMessage, abort: true })
    .refine((v) => v === "" || isRealDate(v), { message: "profile:errors.birthDateInvalid", abort: true })
    .refine((v) => v === "" || v <= platformToday(), {
      message: "profile:errors.birthDateFuture",
      abort: true,
    })
    .refine((v) => v === "" || v >= oldestBirthDate(), {
      message: "profile:errors.birthDateTooOld",
      abort: true,
    })
    .refine((v) => v === "" || isAdult(v), { message: "profile:errors.birthDateUnderAge" });
