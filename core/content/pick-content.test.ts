import { describe, expect, it } from "vitest";
import { pickSection } from "./pick-content.ts";

describe("pickSection", () => {
  it("gives a non-Spanish visitor the translation when there is one, with its language", () => {
    expect(pickSection("Surf y yoga", "Surf and yoga", "en", false)).toEqual({
      value: "Surf and yoga",
      lang: "en",
      machine: false,
    });
    expect(pickSection("Surf y yoga", "Surf and yoga", "en", true).machine).toBe(true);
  });

  it("falls back to the Spanish text, marked as Spanish, when there is no translation", () => {
    expect(pickSection("Surf y yoga", undefined, "en", true)).toEqual({
      value: "Surf y yoga",
      lang: "es",
      machine: false,
    });
  });

  it("always gives a Spanish visitor the Spanish text", () => {
    expect(pickSection({ t: "Surf y yoga" }, { t: "Surf and yoga" }, "es", true)).toEqual({
      value: { t: "Surf y yoga" },
      lang: "es",
      machine: false,
    });
  });
});
