import type { ContentLocale } from "#core/content/content-locales";
import type { Logger } from "../lib/logger.ts";
import { protectSpans, restoreSpans } from "./protect-spans.ts";
import { translationError } from "./translation-error.ts";
import type { TranslationProvider } from "./translation-provider.ts";

export type DeeplOptions = {
  apiKey: string;
  /** DEEPL_API_URL: another address (tests' local stub, a proxy). Unset: DeepL's own, by the kind of key. */
  apiUrl?: string;
  /** How long a draft (all its requests) may take before the guide is told to try again (DEEPL_TIMEOUT_MS). */
  timeoutMs: number;
  logger: Logger;
};

/** DeepL's limits per request: 50 texts and 128 KiB of body; we stay under both. */
const MAX_TEXTS_PER_REQUEST = 50;
const MAX_BODY_BYTES = 100 * 1024;

/** British English for our English (the product's English is en-GB, core/constants/locales.ts). */
const TARGET_LANG: Record<ContentLocale, string> = { es: "ES", en: "EN-GB" };
const SOURCE_LANG: Record<ContentLocale, string> = { es: "ES", en: "EN" };

/** Free keys end in ':fx' and are served by api-free.deepl.com; paid keys by api.deepl.com. */
export function deeplBaseUrl(apiKey: string, apiUrl?: string): string {
  const base = apiUrl ?? (apiKey.endsWith(":fx") ? "https://api-free.deepl.com" : "https://api.deepl.com");
  return base.replace(/\/+$/, "");
}

/**
 * DeepL's text API (POST /v2/translate, JSON) without its SDK: plain text (no tag handling), placeholders and
 * HTML-like spans protected (protect-spans.ts), identical texts sent once, in batches within DeepL's limits.
 * Answers: 456 → translation.quota; 429, 5xx or no connection → translation.unavailable; 403 (a wrong or
 * revoked key, or a free key on the paid address) → translation.unavailable, logged as a configuration error;
 * no answer within the timeout → translation.timeout; anything else → translation.failed. The key and the
 * texts are never logged.
 */
export function createDeeplProvider(options: DeeplOptions): TranslationProvider {
  const endpoint = `${deeplBaseUrl(options.apiKey, options.apiUrl)}/v2/translate`;
  const { logger } = options;

  async function post(
    texts: string[],
    from: ContentLocale,
    to: ContentLocale,
    signal: AbortSignal,
  ): Promise<string[]> {
    let status: number;
    let body: unknown;
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: {
          Authorization: `DeepL-Auth-Key ${options.apiKey}`,
          "Content-Type": "application/json",
          Accept: "application/json",
        },
        body: JSON.stringify({ text: texts, source_lang: SOURCE_LANG[from], target_lang: TARGET_LANG[to] }),
        signal,
      });
      status = response.status;
      body = response.ok ? await response.json() : await response.body?.cancel();
    } catch (error) {
      if (signal.aborted) {
        logger.warn("translation provider timed out", { provider: "deepl", timeoutMs: options.timeoutMs });
        throw translationError("translation.timeout", `deepl: no answer within ${options.timeoutMs} ms`);
      }
      if (error instanceof SyntaxError) {
        logger.warn("translation provider answered unreadable JSON", { provider: "deepl" });
        throw translationError("translation.failed", "deepl: unreadable answer");
      }
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      logger.warn("translation provider unreachable", { provider: "deepl", code: String(code ?? "unknown") });
      throw translationError("translation.unavailable", "deepl: unreachable");
    }
    if (status === 456) {
      logger.warn("translation provider quota exceeded", { provider: "deepl", status });
      throw translationError("translation.quota", "deepl: 456 quota exceeded");
    }
    if (status === 403) {
      logger.error("translation provider refused the API key: check DEEPL_API_KEY and DEEPL_API_URL", {
        provider: "deepl",
        status,
      });
      throw translationError("translation.unavailable", "deepl: 403 forbidden");
    }
    if (status === 429 || status >= 500) {
      logger.warn("translation provider unavailable", { provider: "deepl", status });
      throw translationError("translation.unavailable", `deepl: ${status}`);
    }
    if (status !== 200) {
      logger.warn("translation provider refused the request", { provider: "deepl", status });
      throw translationError("translation.failed", `deepl: ${status}`);
    }
    const translations = (body as { translations?: unknown } | null)?.translations;
    if (
      !Array.isArray(translations) ||
      translations.length !== texts.length ||
      !translations.every((t) => typeof (t as { text?: unknown })?.text === "string")
    ) {
      logger.warn("translation provider answered an unexpected shape", { provider: "deepl" });
      throw translationError("translation.failed", "deepl: unexpected answer");
    }
    return translations.map((t) => (t as { text: string }).text);
  }

  return {
    name: "deepl",
    async translate(texts, { from, to }) {
      if (from === to) return [...texts];
      const prepared = texts.map(protectSpans);
      const unique = [...new Set(prepared.filter((p) => !p.nothingToTranslate).map((p) => p.text))];
      const translated = new Map<string, string>();
      // One deadline for the whole draft, however many requests it takes: the guide waits at most this long.
      const signal = AbortSignal.timeout(options.timeoutMs);
      for (const batch of batches(unique)) {
        const answer = await post(batch, from, to, signal);
        for (const [i, text] of batch.entries()) translated.set(text, answer[i] as string);
      }
      return texts.map((source, i) => {
        const p = prepared[i]!;
        if (p.nothingToTranslate) return source;
        // A placeholder the provider lost or repeated: the Spanish text stays, for the guide to translate.
        return restoreSpans(translated.get(p.text) ?? "", p.spans) ?? source;
      });
    },
  };
}

/** Groups texts into requests of at most MAX_TEXTS_PER_REQUEST texts and about MAX_BODY_BYTES. */
function batches(texts: string[]): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  let bytes = 0;
  for (const text of texts) {
    const size = Buffer.byteLength(JSON.stringify(text));
    if (current.length > 0 && (current.length >= MAX_TEXTS_PER_REQUEST || bytes + size > MAX_BODY_BYTES)) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(text);
    bytes += size + 1;
  }
  if (current.length > 0) out.push(current);
  return out;
}
