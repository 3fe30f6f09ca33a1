import { describe, expect, it } from "vitest";
import { LIMITS } from "#core/constants/limits";
import { formatCount } from "#core/format/count";
import { Translator } from "#core/i18n/translator";
import { resources } from "../../i18n/resources.ts";
import { resultsCountTexts } from "./results-count.ts";

const t = (locale: "es" | "en") =>
  new Translator({ language: locale, resources }).getFixedT(locale, "catalogue");

describe("the explore page's count of matches", () => {
  it("is exact under the cap, with its plural", () => {
    expect(resultsCountTexts(t("es"), "es", { total: 1, totalIsLowerBound: false, shown: 1 })).toEqual({
      heading: "1 viaje encontrado",
      showing: "Mostrando 1 de 1",
    });
    expect(resultsCountTexts(t("es"), "es", { total: 808, totalIsLowerBound: false, shown: 12 })).toEqual({
      heading: "808 viajes encontrados",
      showing: "Mostrando 12 de 808",
    });
    expect(resultsCountTexts(t("en"), "en", { total: 1, totalIsLowerBound: false, shown: 1 })).toEqual({
      heading: "1 trip found",
      showing: "Showing 1 of 1",
    });
    expect(resultsCountTexts(t("en"), "en", { total: 808, totalIsLowerBound: false, shown: 12 })).toEqual({
      heading: "808 trips found",
      showing: "Showing 12 of 808",
    });
  });

  it("says 'more than' past the cap, in the reader's number format", () => {
    const capped = { total: 10_000, totalIsLowerBound: true, shown: 1_200 };
    expect(resultsCountTexts(t("es"), "es", capped)).toEqual({
      heading: "Viajes encontrados: más de 10.000",
      showing: "Mostrando 1200 de más de 10.000",
    });
    expect(resultsCountTexts(t("en"), "en", capped)).toEqual({
      heading: "Trips found: more than 10,000",
      showing: "Showing 1,200 of more than 10,000",
    });
    // The product's own cap.
    const atCap = { total: LIMITS.exploreCountCap, totalIsLowerBound: true, shown: 12 };
    expect(resultsCountTexts(t("es"), "es", atCap).heading).toBe(
      `Viajes encontrados: más de ${formatCount(LIMITS.exploreCountCap, "es")}`,
    );
    expect(resultsCountTexts(t("en"), "en", atCap).heading).toBe(
      `Trips found: more than ${formatCount(LIMITS.exploreCountCap, "en")}`,
    );
  });
});

describe("formatCount", () => {
  it("writes whole numbers as each language does", () => {
    expect([formatCount(999, "es"), formatCount(1000, "es"), formatCount(12_345, "es")]).toEqual([
      "999",
      "1000",
      "12.345",
    ]);
    expect([formatCount(999, "en"), formatCount(1000, "en"), formatCount(12_345, "en")]).toEqual([
      "999",
      "1,000",
      "12,345",
    ]);
  });
});
