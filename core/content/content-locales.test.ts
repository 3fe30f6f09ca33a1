import { describe, expect, it } from "vitest";
import { LOCALES } from "../constants/locales.ts";
import {
  CONTENT_LOCALES,
  isContentLocale,
  isSecondaryContentLocale,
  PRIMARY_CONTENT_LOCALE,
  SECONDARY_CONTENT_LOCALES,
} from "./content-locales.ts";

describe("content locales", () => {
  it("are the interface's languages, Spanish first and primary, the others secondary", () => {
    expect([...CONTENT_LOCALES]).toEqual([...LOCALES]);
    expect(PRIMARY_CONTENT_LOCALE).toBe("es");
    expect([...SECONDARY_CONTENT_LOCALES]).toEqual(
      CONTENT_LOCALES.filter((l) => l !== PRIMARY_CONTENT_LOCALE),
    );
  });

  it("recognise only those languages", () => {
    expect(isContentLocale("en")).toBe(true);
    expect(isContentLocale("fr")).toBe(false);
    expect(isSecondaryContentLocale("en")).toBe(true);
    expect(isSecondaryContentLocale("es")).toBe(false);
  });
});
