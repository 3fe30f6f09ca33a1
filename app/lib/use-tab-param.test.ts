import { describe, expect, it } from "vitest";
import { sameExceptTab } from "./use-tab-param.ts";

describe("sameExceptTab", () => {
  const url = (path: string) => new URL(path, "http://localhost");
  it("is true when only ?tab= differs (a tab switch needs no new data)", () => {
    expect(sameExceptTab(url("/viaje/a"), url("/viaje/a?tab=faq"))).toBe(true);
    expect(sameExceptTab(url("/viaje/a?departure=1&tab=faq"), url("/viaje/a?tab=incluye&departure=1"))).toBe(
      true,
    );
  });
  it("is false for another page or another query", () => {
    expect(sameExceptTab(url("/viaje/a?tab=faq"), url("/viaje/b?tab=faq"))).toBe(false);
    expect(sameExceptTab(url("/viaje/a?departure=1"), url("/viaje/a?departure=2"))).toBe(false);
  });
});
