import { describe, expect, it } from "vitest";
import { languageName, SPOKEN_LANGUAGES } from "./languages.ts";

describe("languageName", () => {
  it("names a language in the reader's language, capitalised", () => {
    expect(languageName("es", "es")).toBe("Español");
    expect(languageName("es", "en")).toBe("Spanish");
    expect(languageName("de", "es")).toBe("Alemán");
    // Asked again (the cached formatter), and after the other language: the same answers.
    expect(languageName("es", "es")).toBe("Español");
  });

  it("shows a code it cannot name as itself", () => {
    expect(languageName("not a code", "es")).toBe("Not a code");
  });

  it("names every language a person can choose, in both languages", () => {
    for (const code of SPOKEN_LANGUAGES) {
      expect(languageName(code, "es")).not.toBe(code);
      expect(languageName(code, "en")).not.toBe(code);
    }
  });
});
