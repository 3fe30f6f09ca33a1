import { describe, expect, it } from "vitest";
import { COUNTRIES, countryByCode, countryNames, findCountry } from "./country-catalogue.ts";

describe("country catalogue", () => {
  it("derives the continent from the country", () => {
    expect(findCountry("España")).toMatchObject({ code: "ES", continent: "europa" });
    expect(findCountry("peru")).toMatchObject({ code: "PE", es: "Perú", en: "Peru", continent: "america" });
    expect(findCountry("Japan")).toMatchObject({ es: "Japón", continent: "asia" });
    expect(findCountry("Kenia")).toMatchObject({ en: "Kenya", continent: "africa" });
    expect(findCountry("Nueva Zelanda")).toMatchObject({ continent: "oceania" });
    expect(findCountry("Canada")).toMatchObject({ es: "Canadá", continent: "america" });
  });

  it("refuses what is not a country", () => {
    expect(findCountry("Atlantis")).toBeUndefined();
    expect(findCountry("")).toBeUndefined();
    expect(findCountry("Antarctica")).toBeUndefined();
  });

  it("covers the world with one entry per code, named in both languages", () => {
    expect(COUNTRIES.length).toBeGreaterThan(230);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(countryByCode("mx")?.es).toBe("México");
    const es = countryNames("es");
    expect(es).toContain("Marruecos");
    expect(es.indexOf("Alemania")).toBeLessThan(es.indexOf("Zambia"));
    expect(countryNames("en")).toContain("Morocco");
  });

  it("knows the demo destinations' countries", () => {
    for (const name of ["Indonesia", "Portugal", "Islandia", "Tanzania", "Costa Rica", "Marruecos"]) {
      expect(findCountry(name), name).toBeDefined();
    }
  });
});
