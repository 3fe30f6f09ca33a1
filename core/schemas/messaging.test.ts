import { describe, expect, it } from "vitest";
import { LIMITS } from "../constants/limits.ts";
import { messageContentSchema, startConversationSchema, startGroupConversationSchema } from "./messaging.ts";

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message;
const ID = "0F8FAD5B-D9CB-469F-A165-70867728950E";

describe("chat schemas", () => {
  it("checks the user and trip ids with the spec's texts, and lower-cases them", () => {
    expect(firstMessage(startConversationSchema.safeParse({ otherUserId: "12" }))).toBe(
      "chat:errors.invalidUserId",
    );
    expect(firstMessage(startConversationSchema.safeParse({}))).toBe("chat:errors.invalidUserId");
    expect(firstMessage(startConversationSchema.safeParse({ otherUserId: ID, tripId: "x" }))).toBe(
      "chat:errors.invalidTripId",
    );
    expect(startConversationSchema.parse({ otherUserId: ID, tripId: "" })).toEqual({
      otherUserId: ID.toLowerCase(),
      tripId: undefined,
    });
  });

  it("refuses blank and too long messages, trimming the rest", () => {
    expect(firstMessage(messageContentSchema.safeParse(" \n\t "))).toBe("chat:errors.emptyMessage");
    expect(firstMessage(messageContentSchema.safeParse(undefined))).toBe("chat:errors.emptyMessage");
    expect(firstMessage(messageContentSchema.safeParse("a".repeat(LIMITS.messageMaxLength + 1)))).toBe(
      "chat:errors.messageTooLong",
    );
    expect(messageContentSchema.parse("  hola\nqué tal  ")).toBe("hola\nqué tal");
  });

  it("needs travellers or a departure to open a group", () => {
    expect(firstMessage(startGroupConversationSchema.safeParse({ travelerIds: [] }))).toBe(
      "chat:errors.noUserInfo",
    );
    expect(firstMessage(startGroupConversationSchema.safeParse({ travelerIds: ["nope"] }))).toBe(
      "chat:errors.invalidUserId",
    );
    expect(startGroupConversationSchema.parse({ departureId: ID }).departureId).toBe(ID.toLowerCase());
  });
});
