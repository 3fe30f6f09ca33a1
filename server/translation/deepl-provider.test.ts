import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../config/load-config.ts";
import { isAppError } from "../lib/app-error.ts";
import { createLogger } from "../lib/logger.ts";
import { type DeeplStub, startDeeplStub, stubTranslate } from "../testing/deepl-stub.ts";
import { codeOf } from "../testing/error-code.ts";
import { createTranslationProvider } from "./create-translation-provider.ts";
import { createDeeplProvider, deeplBaseUrl } from "./deepl-provider.ts";

const ES_EN = { from: "es", to: "en" } as const;
let stub: DeeplStub;
let logLines: string[] = [];

const provider = (overrides: { apiKey?: string; timeoutMs?: number; apiUrl?: string } = {}) =>
  createDeeplProvider({
    apiKey: overrides.apiKey ?? stub.apiKey,
    apiUrl: overrides.apiUrl ?? stub.url,
    timeoutMs: overrides.timeoutMs ?? 2000,
    logger: createLogger("debug", (line) => logLines.push(line)),
  });

beforeAll(async () => {
  stub = await startDeeplStub();
});
afterAll(async () => {
  await stub.close();
});
afterEach(() => {
  stub.setMode("ok");
  stub.setDelay(0);
  stub.requests.length = 0;
  logLines = [];
});

describe("DeepL adapter against the local stub", () => {
  it("posts JSON to /v2/translate with the key header, ES → EN-GB, no tag handling, and keeps the order", async () => {
    const out = await provider().translate(["Llegada a la playa", "Cena libre"], ES_EN);
    expect(out).toEqual(["[EN] Arrival to the beach", "[EN] Dinner free"]);
    const [request] = stub.translateRequests();
    expect(request).toMatchObject({
      method: "POST",
      authorization: `DeepL-Auth-Key ${stub.apiKey}`,
      contentType: "application/json",
      body: { text: ["Llegada a la playa", "Cena libre"], source_lang: "ES", target_lang: "EN-GB" },
    });
    expect(request?.body).not.toHaveProperty("tag_handling");
  });

  it("keeps placeholders and HTML-like text exactly as written", async () => {
    const source = 'Hola {nombre}: {{count}} días de <a title="playa">playa</a> &amp; <b>mar</b>';
    const [out] = await provider().translate([source], ES_EN);
    expect(out).toBe('[EN] Hello {nombre}: {{count}} days of <a title="playa">beach</a> &amp; <b>sea</b>');
    // What DeepL saw: tokens instead of the spans (unprotected, the stub would have rewritten {nombre}).
    expect(stub.translateRequests()[0]?.body.text).toEqual([
      "Hola ⟦0⟧: ⟦1⟧ días de ⟦2⟧playa⟦3⟧ ⟦4⟧ ⟦5⟧mar⟦6⟧",
    ]);
  });

  it("keeps the Spanish text of an entry whose placeholders the provider lost, and translates the others", async () => {
    stub.setMode("lose-tokens", 1);
    const out = await provider().translate(["Hola {nombre}", "Día libre"], ES_EN);
    expect(out).toEqual(["Hola {nombre}", "[EN] Day free"]);
  });

  it("sends a text once however often it appears, and never sends empty or placeholder-only texts", async () => {
    const out = await provider().translate(["Playa", "", "Playa", "  {nombre} ", "Mar"], ES_EN);
    expect(out).toEqual(["[EN] Beach", "", "[EN] Beach", "  {nombre} ", "[EN] Sea"]);
    expect(stub.translateRequests().map((r) => r.body.text)).toEqual([["Playa", "Mar"]]);
  });

  it("asks nothing when there is nothing to translate", async () => {
    expect(await provider().translate(["", " "], ES_EN)).toEqual(["", " "]);
    expect(stub.translateRequests()).toHaveLength(0);
  });

  it("splits many texts into requests of at most 50", async () => {
    const texts = Array.from({ length: 120 }, (_, i) => `Día ${i + 1}`);
    const out = await provider().translate(texts, ES_EN);
    expect(out[119]).toBe("[EN] Day 120");
    expect(stub.translateRequests().map((r) => (r.body.text as string[]).length)).toEqual([50, 50, 20]);
  });

  it.each([
    ["quota", "translation.quota"],
    ["busy", "translation.unavailable"],
    ["error", "translation.unavailable"],
  ] as const)("answers %s as %s, with its translated message", async (mode, code) => {
    stub.setMode(mode, 1);
    const error = await provider()
      .translate(["Playa"], ES_EN)
      .catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe(code);
    expect(isAppError(error) && error.messageKey).toMatch(/^trips:translationDraft\.errors\./);
  });

  it("treats a refused key (403) as unavailable and logs it as a configuration error, without the key or texts", async () => {
    const key = "wrong-secret-key-123:fx";
    expect(await codeOf(provider({ apiKey: key }).translate(["Texto privado de la guía"], ES_EN))).toBe(
      "translation.unavailable",
    );
    const logged = logLines.join("\n");
    expect(logged).toMatch(/DEEPL_API_KEY/);
    expect(logged).toMatch(/"status":403/);
    expect(logged).not.toContain(key);
    expect(logged).not.toContain("wrong-secret");
    expect(logged).not.toContain("Texto privado");
  });

  it("gives up after the timeout when DeepL does not answer", async () => {
    stub.setMode("hang", 1);
    const started = Date.now();
    expect(await codeOf(provider({ timeoutMs: 500 }).translate(["Playa"], ES_EN))).toBe(
      "translation.timeout",
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("holds one deadline for a whole draft, however many requests it takes", async () => {
    stub.setDelay(300);
    const texts = Array.from({ length: 120 }, (_, i) => `Día ${i + 1}`);
    // Each of the three requests answers within the timeout; together they do not.
    expect(await codeOf(provider({ timeoutMs: 700 }).translate(texts, ES_EN))).toBe("translation.timeout");
  });

  it("is unavailable when nothing listens at the address", async () => {
    const closed = await startDeeplStub();
    await closed.close();
    expect(await codeOf(provider({ apiUrl: closed.url }).translate(["Playa"], ES_EN))).toBe(
      "translation.unavailable",
    );
  });
});

describe("configuration", () => {
  const base = {
    NODE_ENV: "test",
    DATA_DIR: "/tmp/tropa-deepl-config",
    SESSION_SECRET: "test-secret-test-secret-test-secret-123",
  };
  const logger = createLogger("silent");

  it("offers no provider without DEEPL_API_KEY", () => {
    expect(createTranslationProvider(parseConfig(base), logger)).toBeNull();
  });

  it("builds DeepL with DEEPL_API_KEY, at the address DEEPL_API_URL names", async () => {
    const config = parseConfig({ ...base, DEEPL_API_KEY: stub.apiKey, DEEPL_API_URL: stub.url });
    const translation = createTranslationProvider(config, logger);
    expect(translation?.name).toBe("deepl");
    expect(await translation?.translate(["Playa"], ES_EN)).toEqual(["[EN] Beach"]);
  });

  it("sends free keys (':fx') to api-free.deepl.com and paid keys to api.deepl.com", () => {
    expect(deeplBaseUrl("abc:fx")).toBe("https://api-free.deepl.com");
    expect(deeplBaseUrl("abc")).toBe("https://api.deepl.com");
    expect(deeplBaseUrl("abc:fx", "http://127.0.0.1:9999/")).toBe("http://127.0.0.1:9999");
  });
});

describe("the local DeepL stub's word list", () => {
  it("translates whole words only, never the letters inside a code", () => {
    const out = stubTranslate("Playas a d47ed87a", "EN");
    expect(out).toContain("Beaches to d47ed87a");
    expect(out).not.toContain("d47ed87to");
  });
});
