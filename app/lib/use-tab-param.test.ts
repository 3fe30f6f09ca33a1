import { describe, expect, it } from "vitest";
import { revalidateUnlessOnly, sameExcept } from "./use-tab-param.ts";

describe("sameExcept", () => {
  const url = (path: string) => new URL(path, "http://localhost");
  it("is true when only ?tab= differs (a tab switch needs no new data)", () => {
    expect(sameExcept(url("/viaje/a"), url("/viaje/a?tab=faq"), ["tab"])).toBe(true);
    expect(
      sameExcept(url("/viaje/a?departure=1&tab=faq"), url("/viaje/a?tab=incluye&departure=1"), ["tab"]),
    ).toBe(true);
  });
  it("is false for another page or another query", () => {
    expect(sameExcept(url("/viaje/a?tab=faq"), url("/viaje/b?tab=faq"), ["tab"])).toBe(false);
    expect(sameExcept(url("/viaje/a?departure=1"), url("/viaje/a?departure=2"), ["tab"])).toBe(false);
  });
});

describe("revalidateUnlessOnly", () => {
  const args = (from: string, to: string, formMethod?: "POST") =>
    ({
      currentUrl: new URL(from, "http://localhost"),
      nextUrl: new URL(to, "http://localhost"),
      formMethod,
      defaultShouldRevalidate: true,
    }) as never;
  const shouldRevalidate = revalidateUnlessOnly(["departure", "tab"]);
  it("keeps the data when only the listed parameters change", () => {
    expect(shouldRevalidate(args("/viaje/a", "/viaje/a?departure=2"))).toBe(false);
    expect(shouldRevalidate(args("/viaje/a?departure=2", "/viaje/a?departure=2&tab=faq"))).toBe(false);
  });
  it("reloads after a submission, on another page, another query, or the same address again", () => {
    expect(shouldRevalidate(args("/viaje/a", "/viaje/a?tab=faq", "POST"))).toBe(true);
    expect(shouldRevalidate(args("/viaje/a", "/viaje/b"))).toBe(true);
    expect(shouldRevalidate(args("/viaje/a", "/viaje/a?page=2"))).toBe(true);
    expect(shouldRevalidate(args("/viaje/a?tab=faq", "/viaje/a?tab=faq"))).toBe(true);
  });
});
