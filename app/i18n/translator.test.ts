import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { LOCALES } from "#core/constants/locales";
import { Translator } from "#core/i18n/translator";
import { createI18n } from "./create-i18n.ts";
import { namespaces, resources } from "./resources.ts";

const texts = {
  es: {
    common: {
      hello: "Hola, {{name}}",
      raw: "Sin escapar: {{- html}}",
      seats_zero: "Sin plazas",
      seats_one: "{{count}} plaza",
      seats_other: "{{count}} plazas",
      nights_one: "{{count}} noche",
      nights_other: "{{count}} noches",
      nested: { deep: { key: "profundo" } },
      actions: { "trip.approve": "Viaje aprobado", trip: { other: "otro" } },
      list: ["uno {{n}}", "dos"],
      empty: "",
    },
    other: { only: "solo aquí", hello: "Hola de otro" },
  },
  en: { common: { hello: "Hello, {{name}}" } },
};

describe("Translator", () => {
  const i18n = new Translator({ language: "es", resources: structuredClone(texts), fallbackLanguage: "es" });
  const t = i18n.getFixedT("es", "common");

  it("fills placeholders, keeps the ones not passed and empties the ones passed as undefined", () => {
    expect(t("hello", { name: "Ana" })).toBe("Hola, Ana");
    expect(t("raw", { html: "<b>" })).toBe("Sin escapar: <b>");
    expect(t("hello")).toBe("Hola, {{name}}");
    expect(t("hello", { name: undefined })).toBe("Hola, ");
    // A value that looks like a placeholder is inserted as it is, not filled again.
    expect(t("hello", { name: "{{name}}" })).toBe("Hola, {{name}}");
  });

  it("picks the plural form by count, with a zero form where there is one", () => {
    expect(t("seats", { count: 0 })).toBe("Sin plazas");
    expect(t("seats", { count: 1 })).toBe("1 plaza");
    expect(t("seats", { count: 3 })).toBe("3 plazas");
    expect(t("nights", { count: 0 })).toBe("0 noches");
    expect(t("nights", { count: 1_000_000 })).toBe("1000000 noches");
  });

  it("reads nested keys, keys with dots in them, other namespaces and empty texts", () => {
    expect(t("nested.deep.key")).toBe("profundo");
    expect(t("actions.trip.approve")).toBe("Viaje aprobado");
    expect(t("actions.trip.other")).toBe("otro");
    expect(t("other:only")).toBe("solo aquí");
    expect(t("empty")).toBe("");
    expect(i18n.getFixedT("es", ["other", "common"])("hello", { name: "x" })).toBe("Hola de otro");
    expect(i18n.getFixedT("es", ["other", "common"])("seats", { count: 2 })).toBe("2 plazas");
    // Answers are remembered per namespace object (findMemo): asked again, each namespace still gives its own.
    expect(t("hello", { name: "x" })).toBe("Hola, x");
    expect(i18n.getFixedT("es", ["other", "common"])("hello", { name: "x" })).toBe("Hola de otro");
    expect(t("actions.trip.approve")).toBe("Viaje aprobado");
  });

  it("answers a missing key with its default value or the key, and an object only when asked", () => {
    expect(t("missing.key")).toBe("missing.key");
    expect(t("other:missing")).toBe("missing");
    expect(t("missing", { defaultValue: "Por defecto {{n}}", n: 2 })).toBe("Por defecto 2");
    expect(t("nested")).toBe("nested");
    expect(t("list", { returnObjects: true, n: 1 })).toEqual(["uno 1", "dos"]);
  });

  it("falls back to the fallback language, and switches language for listeners", async () => {
    const en = new Translator({ language: "en", resources: structuredClone(texts), fallbackLanguage: "es" });
    expect(en.t("hello", { name: "Al" })).toBe("Hello, Al");
    expect(en.t("seats", { count: 2 })).toBe("2 plazas");
    const heard: string[] = [];
    const listener = (language: string) => heard.push(language);
    en.on("languageChanged", listener);
    await en.changeLanguage("es");
    await en.changeLanguage("es");
    en.off("languageChanged", listener);
    await en.changeLanguage("en");
    expect(heard).toEqual(["es"]);
    expect(en.resolvedLanguage).toBe("en");
  });

  it("fetches a language it does not hold before switching, and stays put if that fails", async () => {
    let calls = 0;
    const browser = new Translator({
      language: "es",
      resources: { es: texts.es },
      load: async () => {
        calls++;
        if (calls === 1) throw new Error("offline");
        return texts.en;
      },
    });
    await expect(browser.changeLanguage("en")).rejects.toThrow("offline");
    expect(browser.language).toBe("es");
    await browser.changeLanguage("en");
    expect(browser.t("hello", { name: "Al" })).toBe("Hello, Al");
    // No fallback in the browser: a key missing in English is not looked up in Spanish.
    expect(browser.t("seats", { count: 2 })).toBe("seats");
  });
});

/** Every key of our files, with the placeholders its texts use. Plural forms are listed once, by base key. */
function keysOf(node: Record<string, unknown>, prefix = ""): { key: string; value: unknown }[] {
  const out: { key: string; value: unknown }[] = [];
  for (const [k, v] of Object.entries(node)) {
    const key = prefix + k;
    out.push({ key, value: v });
    if (v && typeof v === "object" && !Array.isArray(v))
      out.push(...keysOf(v as Record<string, unknown>, `${key}.`));
  }
  return out;
}

describe("every text of both languages reads as it did with i18next", () => {
  for (const locale of LOCALES) {
    it(locale, () => {
      const ours = createI18n(locale);
      const theirs = createInstance();
      theirs.init({
        lng: locale,
        fallbackLng: "es",
        resources: resources as never,
        ns: [...namespaces],
        defaultNS: "common",
        interpolation: { escapeValue: false },
        initAsync: false,
        showSupportNotice: false,
      });
      let compared = 0;
      for (const ns of namespaces) {
        const oursT = ours.getFixedT(locale, ns);
        const theirsT = theirs.getFixedT(locale, ns);
        for (const { key: rawKey, value } of keysOf(resources[locale]?.[ns] ?? {})) {
          const plural = /_(zero|one|other)$/.exec(rawKey);
          const key = plural ? rawKey.slice(0, plural.index) : rawKey;
          const placeholders = [...JSON.stringify(value).matchAll(/\{\{-?\s*([^{}]+?)\s*\}\}/g)].map(
            (m) => m[1]!,
          );
          const filled = Object.fromEntries(placeholders.map((p) => [p, `<${p}>`]));
          // i18next answers an object asked for as a string with a sentence of its own; the app never does that.
          const isObject = typeof value === "object";
          const variants: Record<string, unknown>[] = isObject
            ? [{ ...filled, returnObjects: true }]
            : [{}, filled];
          if (plural) variants.push(...[0, 1, 2, 21].map((count) => ({ ...filled, count })));
          for (const options of variants) {
            expect(oursT(key, options), `${ns}:${key} ${JSON.stringify(options)}`).toEqual(
              theirsT(key, options as never),
            );
            compared++;
          }
          if (!isObject)
            expect(oursT(`${ns}:${key}`, filled)).toEqual(theirs.t(`${ns}:${key}`, filled as never));
        }
      }
      expect(compared).toBeGreaterThan(2000);
    });
  }
});
