import { describe, expect, it } from "vitest";
import { normalizeSearchText } from "../rules/text.ts";
import { destinationSearchText, englishPlaceName } from "./destination-search-text.ts";

describe("destinationSearchText", () => {
  it("starts with the Spanish text as before, accent-free and lower-cased", () => {
    expect(destinationSearchText({ country: "Perú", city: "Cusco", region: "" })).toBe("peru cusco");
  });

  it("adds the English country name and the city and region exonyms", () => {
    const text = destinationSearchText({
      country: "España",
      city: "Sevilla",
      region: "Andalucía",
      countryEnglish: "Spain",
    });
    expect(text).toBe("espana sevilla andalucia spain seville andalusia");
    expect(text).toContain(normalizeSearchText("Seville"));
    expect(text).toContain("sevilla");
  });

  it("adds nothing that is already there (Portugal is Portugal in both)", () => {
    expect(
      destinationSearchText({
        country: "Portugal",
        city: "Ericeira",
        region: "Lisboa",
        countryEnglish: "Portugal",
      }),
    ).toBe("portugal ericeira lisboa lisbon");
    expect(
      destinationSearchText({
        country: "Marruecos",
        city: "Taghazout",
        region: "Souss-Massa",
        countryEnglish: "Morocco",
      }),
    ).toBe("marruecos taghazout souss-massa morocco");
  });
});

describe("englishPlaceName", () => {
  it("finds an exonym whatever the accents or case", () => {
    expect(englishPlaceName("SEVILLA")).toBe("Seville");
    expect(englishPlaceName("Andalucia")).toBe("Andalusia");
    expect(englishPlaceName("Taghazout")).toBeUndefined();
  });
});
