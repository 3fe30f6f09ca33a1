import { describe, expect, it } from "vitest";
import { normalizeSearchText, slugify } from "./text.ts";

describe("normalizeSearchText", () => {
  it("ignores case and accents", () => {
    expect(normalizeSearchText("  Perú  CUSCO ")).toBe("peru cusco");
    expect(normalizeSearchText("Islandia Reikiavik")).toBe(normalizeSearchText("islandia reikiavík"));
    expect(normalizeSearchText("Ñandú")).toBe("nandu");
  });
});

describe("slugify", () => {
  it("lower-cases, removes punctuation and turns spaces into hyphens (doc 2 §5)", () => {
    expect(slugify("Surf y Yoga en Bali: ¡8 días!")).toBe("surf-y-yoga-en-bali-8-dias");
    expect(slugify("Trekking   al  Everest -- Base")).toBe("trekking-al-everest-base");
  });
});
