import { describe, expect, it } from "vitest";
import { exportLinkExpiry, inactiveDeletionDate, RETENTION, retentionCutoffs } from "./retention.ts";

describe("retention cutoffs", () => {
  const now = new Date("2026-11-25T10:00:00Z");
  const c = retentionCutoffs(now);

  it("follows doc 2 §9: 3 years inactive, 7 years of transactions, 12 months of logs", () => {
    expect(RETENTION).toMatchObject({ inactiveAccountYears: 3, transactionYears: 7, logMonths: 12 });
    expect(c.deleteInactiveBefore.toISOString()).toBe("2023-11-25T10:00:00.000Z");
    expect(c.transactionsBefore.toISOString()).toBe("2019-11-25T10:00:00.000Z");
    expect(c.logsBefore.toISOString()).toBe("2025-11-25T10:00:00.000Z");
  });

  it("warns 30 days before the deletion and deletes only 30 days after the warning", () => {
    expect(c.warnInactiveBefore.toISOString()).toBe("2023-12-25T10:00:00.000Z");
    expect(c.warnedBefore.toISOString()).toBe("2026-10-26T10:00:00.000Z");
  });

  it("erases identity documents 30 days after approval and health data 30 days after the trip", () => {
    expect(c.identityApprovedBefore.toISOString()).toBe("2026-10-26T10:00:00.000Z");
    expect(c.healthTripEndedBefore).toBe("2026-10-26");
  });

  it("gives an export link a week", () => {
    expect(exportLinkExpiry(now).toISOString()).toBe("2026-12-02T10:00:00.000Z");
  });

  it("never deletes sooner than 30 days after the warning, even for an account inactive far longer", () => {
    const warned = new Date("2026-11-25T10:00:00Z");
    expect(inactiveDeletionDate(new Date("2020-01-01T00:00:00Z"), warned).toISOString()).toBe(
      "2026-12-25T10:00:00.000Z",
    );
    expect(inactiveDeletionDate(new Date("2024-01-10T00:00:00Z"), warned).toISOString()).toBe(
      "2027-01-10T00:00:00.000Z",
    );
  });
});
