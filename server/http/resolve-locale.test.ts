import { describe, expect, it } from "vitest";
import { localeCookie, resolveLocale } from "./resolve-locale.ts";

describe("resolveLocale", () => {
  it("prefers the cookie mirroring the client's choice", () => {
    expect(resolveLocale("a=1; tropa_lang=en", "es-ES,es;q=0.9")).toBe("en");
  });
  it("falls back to Accept-Language by quality", () => {
    expect(resolveLocale(null, "fr-FR,en;q=0.8,es;q=0.5")).toBe("en");
    expect(resolveLocale(null, "en;q=0.2,es;q=0.9")).toBe("es");
  });
  it("falls back to Spanish", () => {
    expect(resolveLocale("tropa_lang=de", "fr,de")).toBe("es");
    expect(resolveLocale(undefined, undefined)).toBe("es");
  });
});

describe("?lang", () => {
  it("wins over the cookie and Accept-Language when it names a language", () => {
    expect(resolveLocale("tropa_lang=es", "es-ES", "en")).toBe("en");
    expect(resolveLocale("tropa_lang=en", "en-GB", "es")).toBe("es");
    expect(resolveLocale("tropa_lang=en", "es-ES", "de")).toBe("en");
  });
  it("is kept in a year-long cookie, like the header toggle", () => {
    expect(localeCookie("en")).toBe("tropa_lang=en; Path=/; Max-Age=31536000; SameSite=Lax");
  });
});
