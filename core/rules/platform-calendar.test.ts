import { describe, expect, it } from "vitest";
import { payoutScheduledFor } from "./payout-schedule.ts";
import {
  addCalendarDays,
  platformDateFromToday,
  platformDaysUntil,
  platformMonths,
  platformToday,
} from "./platform-calendar.ts";
import { daysBeforeDeparture, refundTier } from "./refund-tier.ts";

describe("the platform's one calendar (Europe/Madrid)", () => {
  it("between midnight in Madrid and midnight UTC it is already tomorrow", () => {
    const now = new Date("2026-11-24T23:30:00Z"); // 00:30 on the 25th in Madrid (CET, UTC+1)
    expect(platformToday(now)).toBe("2026-11-25");
    // The dashboard card and the cancel dialog count the same days (the bug this calendar closes).
    expect(platformDaysUntil("2027-05-11", now)).toBe(daysBeforeDeparture("2027-05-11", now));
    expect(platformDaysUntil("2026-12-25", now)).toBe(30);
    expect(refundTier("2026-12-25", now)).toEqual({ percent: 75, daysBefore: 30 });
    // One minute earlier in UTC terms is still the 24th… in Madrid only until 23:00 UTC.
    expect(platformToday(new Date("2026-11-24T22:59:00Z"))).toBe("2026-11-24");
    expect(platformDaysUntil("2026-12-25", new Date("2026-11-24T22:59:00Z"))).toBe(31);
  });

  it("across the daylight-saving changes (UTC+1 → +2 in March, back in October)", () => {
    expect(platformToday(new Date("2027-03-27T22:59:00Z"))).toBe("2027-03-27");
    expect(platformToday(new Date("2027-03-27T23:00:00Z"))).toBe("2027-03-28");
    // Summer time: midnight in Madrid is 22:00 UTC.
    expect(platformToday(new Date("2027-07-01T21:59:00Z"))).toBe("2027-07-01");
    expect(platformToday(new Date("2027-07-01T22:00:00Z"))).toBe("2027-07-02");
    expect(platformToday(new Date("2027-10-30T22:00:00Z"))).toBe("2027-10-31");
    expect(platformToday(new Date("2027-10-31T22:59:00Z"))).toBe("2027-10-31");
    expect(platformToday(new Date("2027-10-31T23:00:00Z"))).toBe("2027-11-01");
    // A day count across the change is whole days, not 23 or 25 hours.
    expect(platformDaysUntil("2027-03-29", new Date("2027-03-27T12:00:00Z"))).toBe(2);
    expect(platformDaysUntil("2027-11-01", new Date("2027-10-30T12:00:00Z"))).toBe(2);
  });

  it("calendar arithmetic, months and the payout date follow the same days", () => {
    expect(addCalendarDays("2027-02-27", 2)).toBe("2027-03-01");
    expect(addCalendarDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(platformDateFromToday(1, new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-02");
    expect(platformMonths(3, new Date("2026-12-31T23:30:00Z"))).toEqual(["2027-01", "2027-02", "2027-03"]);
    expect(platformMonths(2, new Date("2026-12-31T23:30:00Z"))).toEqual(["2027-01", "2027-02"]);
    // 7 days after the end, in the morning: the same Madrid day in winter and in summer.
    expect(platformToday(payoutScheduledFor("2027-01-10"))).toBe("2027-01-17");
    expect(platformToday(payoutScheduledFor("2027-07-10"))).toBe("2027-07-17");
  });
});
