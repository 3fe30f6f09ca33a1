import { describe, expect, it } from "vitest";
import { identityVerificationSchema } from "./identity-verification.ts";
import { firstIssueKey } from "./issue-key.ts";
import { profileSchema } from "./profile.ts";
import { reviewSchema } from "./review.ts";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

const uuid = "3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f7a8b9c";

describe("reviewSchema", () => {
  const ok = { bookingId: uuid, rating: 5, title: "Genial", comment: "Todo perfecto" };
  it("accepts a complete review and trims it", () => {
    expect(reviewSchema.parse({ ...ok, title: "  Genial " }).title).toBe("Genial");
  });
  it("gives the generic completion message for any missing field", () => {
    for (const bad of [
      { title: "" },
      { comment: " " },
      { rating: 0 },
      { rating: 2.5 },
      { title: undefined },
    ]) {
      expect(messageOf(reviewSchema.safeParse({ ...ok, ...bad }))).toBe("dashboard:review.errors.required");
    }
  });
  it("limits the title to 100 and the comment to 2000 characters", () => {
    expect(reviewSchema.safeParse({ ...ok, title: "t".repeat(100), comment: "c".repeat(2000) }).success).toBe(
      true,
    );
    expect(messageOf(reviewSchema.safeParse({ ...ok, title: "t".repeat(101) }))).toBe(
      "dashboard:review.errors.titleMax",
    );
    expect(messageOf(reviewSchema.safeParse({ ...ok, comment: "c".repeat(2001) }))).toBe(
      "dashboard:review.errors.commentMax",
    );
  });
});

describe("identityVerificationSchema", () => {
  const ok = { birthDate: "1990-01-31", identityNumber: "12345678Z", frontFileId: uuid, backFileId: uuid };
  it("uses the spec's messages", () => {
    expect(messageOf(identityVerificationSchema.safeParse({ ...ok, birthDate: "" }))).toBe(
      "profile:identity.errors.birthDateRequired",
    );
    expect(messageOf(identityVerificationSchema.safeParse({ ...ok, identityNumber: "" }))).toBe(
      "profile:identity.errors.identityNumberRequired",
    );
    expect(messageOf(identityVerificationSchema.safeParse({ ...ok, frontFileId: "" }))).toBe(
      "profile:identity.errors.bothSides",
    );
    expect(messageOf(identityVerificationSchema.safeParse({ ...ok, backFileId: undefined }))).toBe(
      "profile:identity.errors.bothSides",
    );
  });
  it("refuses impossible dates and odd identity numbers", () => {
    expect(identityVerificationSchema.safeParse({ ...ok, birthDate: "1990-02-30" }).success).toBe(false);
    expect(identityVerificationSchema.safeParse({ ...ok, identityNumber: "<script>" }).success).toBe(false);
    expect(identityVerificationSchema.safeParse({ ...ok, identityNumber: "X-1234567 L" }).success).toBe(true);
  });
});

describe("profileSchema", () => {
  const ok = { name: "Ana", bio: "", phone: "", birthDate: "", country: "" as const, languages: [] };
  it("accepts empty optional fields and a listed country", () => {
    expect(profileSchema.safeParse(ok).success).toBe(true);
    expect(profileSchema.safeParse({ ...ok, country: "Perú", languages: ["es", "en"] }).success).toBe(true);
  });
  it("refuses unknown countries and languages, short names and bad phones", () => {
    expect(messageOf(profileSchema.safeParse({ ...ok, country: "Francia" }))).toBe(
      "profile:errors.countryInvalid",
    );
    expect(messageOf(profileSchema.safeParse({ ...ok, languages: ["klingon"] }))).toBe(
      "profile:errors.languageInvalid",
    );
    expect(messageOf(profileSchema.safeParse({ ...ok, name: "A" }))).toBe("profile:errors.nameMin");
    expect(messageOf(profileSchema.safeParse({ ...ok, phone: "12" }))).toBe("profile:errors.phoneInvalid");
  });
});

describe("firstIssueKey", () => {
  it("falls back when the message is zod's own text", () => {
    const result = reviewSchema.safeParse(null);
    expect(result.success).toBe(false);
    expect(firstIssueKey(result.error!, "x:fallback")).toBe("x:fallback");
  });
});
