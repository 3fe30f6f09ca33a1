import { describe, expect, it } from "vitest";
import { localeCookie, resolveLocale } from "./resolve-locale.ts";

describe("resolveLocale", () => {
  it("prefers ?lang, then the cookie, then Accept-Language, then Spanish", () => {
    expect(resolveLocale("tropa_lang=es", "es-ES", "en")).toBe("en");
    expect(resolveLocale("a=1; tropa_lang=en", "es-ES", null)).toBe("en");
    expect(resolveLocale(null, "fr-FR,en;q=0.8,es;q=0.5", undefined)).toBe("en");
    expect(resolveLocale(null, "fr-FR", "de")).toBe("es");
  });

  it("writes a long-lived cookie for an explicit choice", () => {
    expect(localeCookie("en")).toBe("tropa_lang=en; Path=/; Max-Age=31536000; SameSite=Lax");
  });
});
