import { describe, expect, it } from "vitest";
import { messageContentSchema } from "./messaging.ts";
import { profileSchema } from "./profile.ts";
import { hasForbiddenCharacters, text, withoutForbiddenCharacters } from "./text.ts";
import { parseTripSearch } from "./trip-search.ts";

describe("text fields refuse control characters", () => {
  it.each(["a\u0000b", "\u0007", "x\u001by", "del\u007f", "c1\u0085", "half \ud83d surrogate", "\udc00"])(
    "finds a forbidden character in %j",
    (value) => expect(hasForbiddenCharacters(value)).toBe(true),
  );

  it("lets text, line breaks, tabs, accents and emoji through", () => {
    for (const value of ["Hola, señora", "línea 1\nlínea 2\r\n\tfin", "🏄‍♀️ surf", "日本語", ""]) {
      expect(hasForbiddenCharacters(value), value).toBe(false);
    }
  });

  it("answers with the translated message", () => {
    const result = text().safeParse("a\u0000b");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("common:errors.controlCharacters");
  });

  it("is what the forms' schemas use: a message, the profile", () => {
    expect(messageContentSchema.safeParse("hola\u0000").error?.issues[0]?.message).toBe(
      "common:errors.controlCharacters",
    );
    const profile = profileSchema.safeParse({
      name: "Marta\u0000",
      bio: "",
      phone: "",
      birthDate: "",
      country: "",
      languages: [],
    });
    expect(profile.error?.issues.map((i) => i.message)).toContain("common:errors.controlCharacters");
  });

  it("a search with a control character is read as no search, not an error", () => {
    expect(parseTripSearch(new URLSearchParams("destination=Per%00u")).destination).toBeUndefined();
  });

  it("can strip what it refuses", () => {
    expect(withoutForbiddenCharacters("Pe\u0000r\u0007ú")).toBe("Perú");
  });
});
