import { describe, expect, it } from "vitest";
import { departureReminderSchema } from "./departure-reminder.ts";

const messageOf = (input: Record<string, unknown>) =>
  departureReminderSchema.safeParse({ daysBefore: 7, message: "Recordad las botas de montaña", ...input })
    .error?.issues[0]?.message;

describe("departure reminder schema", () => {
  it("takes whole days from 0 to 60", () => {
    expect(messageOf({ daysBefore: "7" })).toBeUndefined();
    expect(messageOf({ daysBefore: 0 })).toBeUndefined();
    expect(messageOf({ daysBefore: 61 })).toBe("workspace:reminders.errors.days");
    expect(messageOf({ daysBefore: 1.5 })).toBe("workspace:reminders.errors.days");
    expect(messageOf({ daysBefore: "siete" })).toBe("workspace:reminders.errors.days");
  });
  it("needs a real message", () => {
    expect(messageOf({ message: "  hola  " })).toBe("workspace:reminders.errors.messageMin");
    expect(messageOf({ message: "x".repeat(2001) })).toBe("workspace:reminders.errors.messageMax");
  });
});
