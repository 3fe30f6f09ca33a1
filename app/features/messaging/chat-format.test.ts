import { describe, expect, it } from "vitest";
import { createI18n } from "../../i18n/create-i18n.ts";
import { formatDateLabel } from "./chat-format.ts";

const now = new Date("2027-03-15T12:00:00Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

describe("formatDateLabel", () => {
  it("speaks the spec's Spanish: the time, 'Ayer', 'hace N días'", () => {
    const t = createI18n("es").getFixedT("es", "chat");
    expect(formatDateLabel(hoursAgo(2), now, "es", t)).toMatch(/^\d{2}:\d{2}$/);
    expect(formatDateLabel(hoursAgo(30), now, "es", t)).toBe("Ayer");
    expect(formatDateLabel(hoursAgo(24 * 5 + 1), now, "es", t)).toBe("hace 5 días");
  });

  it("and its English twin", () => {
    const t = createI18n("en").getFixedT("en", "chat");
    expect(formatDateLabel(hoursAgo(30), now, "en", t)).toBe("Yesterday");
    expect(formatDateLabel(hoursAgo(24 * 3), now, "en", t)).toBe("3 days ago");
  });
});
