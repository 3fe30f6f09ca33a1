import { describe, expect, it } from "vitest";
import { messageDateLabel } from "./message-date-label.ts";

const now = new Date("2027-03-15T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const H = 3_600_000;

describe("messageDateLabel", () => {
  it("shows the time under 24 hours", () => {
    expect(messageDateLabel(ago(0), now)).toEqual({ kind: "time" });
    expect(messageDateLabel(ago(23 * H + 59 * 60_000), now)).toEqual({ kind: "time" });
  });

  it("says yesterday from 24 up to 48 hours", () => {
    expect(messageDateLabel(ago(24 * H), now)).toEqual({ kind: "yesterday" });
    expect(messageDateLabel(ago(47 * H), now)).toEqual({ kind: "yesterday" });
  });

  it("counts whole days from 48 hours", () => {
    expect(messageDateLabel(ago(48 * H), now)).toEqual({ kind: "days", days: 2 });
    expect(messageDateLabel(ago(71 * H), now)).toEqual({ kind: "days", days: 2 });
    expect(messageDateLabel(ago(72 * H), now)).toEqual({ kind: "days", days: 3 });
    expect(messageDateLabel(ago(40 * 24 * H), now)).toEqual({ kind: "days", days: 40 });
  });

  it("treats a timestamp slightly in the future as now", () => {
    expect(messageDateLabel(new Date(now.getTime() + 5_000), now)).toEqual({ kind: "time" });
  });
});
