import { describe, expect, it } from "vitest";
import { tropleaderProfileSchema } from "./tropleader-profile.ts";

const valid = { name: "Lucía Fernández", bio: "", tropleaderPresentation: "", socialMedia: "" };
const messageOf = (input: Record<string, string>) =>
  tropleaderProfileSchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message;

describe("tropleader profile schema", () => {
  it("requires a name", () => {
    expect(messageOf({ name: "   " })).toBe("workspace:profileEdit.errors.nameRequired");
    expect(messageOf({ name: "L" })).toBe("workspace:profileEdit.errors.nameMin");
  });
  it("takes only a web address as social media", () => {
    expect(messageOf({ socialMedia: "instagram.com/lucia" })).toBe("workspace:profileEdit.errors.socialUrl");
    expect(messageOf({ socialMedia: "javascript:alert(1)" })).toBe("workspace:profileEdit.errors.socialUrl");
    expect(messageOf({ socialMedia: "https://instagram.com/lucia" })).toBeUndefined();
    expect(messageOf({ socialMedia: "" })).toBeUndefined();
  });
  it("limits the texts", () => {
    expect(messageOf({ bio: "x".repeat(1001) })).toBe("workspace:profileEdit.errors.bioMax");
    expect(messageOf({ tropleaderPresentation: "x".repeat(2001) })).toBe(
      "workspace:profileEdit.errors.presentationMax",
    );
  });
});
