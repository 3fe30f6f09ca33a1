// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY } from "#core/constants/locales";
import { persistLocale } from "./locale-preference.ts";

/** The `lang` attribute writes seen on <html> while `run` runs (a write of the same value is still a write). */
function langWrites(run: () => void): number {
  const observer = new MutationObserver(() => {});
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
  run();
  const writes = observer.takeRecords().length;
  observer.disconnect();
  return writes;
}

afterEach(() => {
  window.localStorage.clear();
});

describe("persistLocale", () => {
  it("leaves <html lang> alone when it already says the language (a write restyles the whole page)", () => {
    document.documentElement.lang = "es";
    expect(langWrites(() => persistLocale("es"))).toBe(0);
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("es");
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=es`);
  });

  it("writes the new language everywhere when it changes", () => {
    document.documentElement.lang = "es";
    expect(langWrites(() => persistLocale("en"))).toBe(1);
    expect(document.documentElement.lang).toBe("en");
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("en");
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=en`);
  });
});
