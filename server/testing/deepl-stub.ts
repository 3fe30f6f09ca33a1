import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { header, readBody } from "./read-request.ts";

/**
 * What the stub does with the next requests: answer ("ok"), or behave as DeepL does when it fails — 456 quota
 * exceeded, 429 too many requests, 500, 403 (a key it refuses), never answering ("hang"), or answering with
 * the protected tokens (⟦0⟧…) lost ("lose-tokens", a provider that mangles placeholders).
 */
export type DeeplStubMode = "ok" | "quota" | "busy" | "error" | "forbidden" | "hang" | "lose-tokens";

export type DeeplStubRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown>;
};

/**
 * A deterministic "translation": Spanish words of a small dictionary become English (anywhere in the text, as a
 * real translator would treat a `{nombre}` placeholder or a `title="playa"` attribute in plain text), and the
 * result is marked with "[EN] " so a journey can tell a draft from the Spanish text.
 */
const DICTIONARY: Record<string, string> = {
  a: "to",
  al: "to the",
  alojamiento: "accommodation",
  cena: "dinner",
  clase: "class",
  clases: "classes",
  comida: "lunch",
  con: "with",
  de: "of",
  del: "of the",
  desayuno: "breakfast",
  desierto: "desert",
  día: "day",
  días: "days",
  el: "the",
  en: "in",
  guía: "guide",
  hola: "hello",
  incluido: "included",
  la: "the",
  las: "the",
  libre: "free",
  llegada: "arrival",
  los: "the",
  mañana: "morning",
  mar: "sea",
  montaña: "mountain",
  noche: "night",
  noches: "nights",
  nombre: "name",
  olas: "waves",
  para: "for",
  playa: "beach",
  playas: "beaches",
  primeras: "first",
  pueblo: "village",
  ruta: "route",
  seguro: "insurance",
  tarde: "afternoon",
  traslado: "transfer",
  traslados: "transfers",
  un: "a",
  una: "a",
  viaje: "trip",
  visita: "visit",
  vuelos: "flights",
  y: "and",
};

export function stubTranslate(text: string, targetLang: string): string {
  // Whole words only: the letters inside a code like "d47ed87a" (the journeys' unique tokens) are not words.
  const translated = text.replace(/(?<![\p{L}\p{N}])\p{L}+(?![\p{L}\p{N}])/gu, (word) => {
    const english = DICTIONARY[word.toLowerCase()];
    if (!english) return word;
    return word[0] === word[0]!.toUpperCase() && word[0] !== word[0]!.toLowerCase()
      ? english[0]!.toUpperCase() + english.slice(1)
      : english;
  });
  return `[${targetLang.slice(0, 2)}] ${translated}`;
}

const STATUS: Partial<Record<DeeplStubMode, { status: number; message: string }>> = {
  quota: { status: 456, message: "Quota exceeded" },
  busy: { status: 429, message: "Too many requests" },
  error: { status: 500, message: "Internal server error" },
  forbidden: { status: 403, message: "Forbidden" },
};

/**
 * A local HTTP stand-in for DeepL's POST /v2/translate (JSON), so the adapter and the journeys run without the
 * network. It records every request, checks the `DeepL-Auth-Key` header against `apiKey`, and can be told how
 * to fail: `setMode(mode, times)` in a test, or `POST /__stub/mode {"mode":"quota","times":1}` from a journey
 * (GET /__stub/health answers 200 once it listens). Port 0 picks a free port.
 */
export async function startDeeplStub(options: { apiKey?: string; port?: number; host?: string } = {}) {
  const apiKey = options.apiKey ?? "stub-deepl-key:fx";
  const requests: DeeplStubRequest[] = [];
  /** Modes for the next requests, used up one per request, then `mode`. */
  const queue: DeeplStubMode[] = [];
  let mode: DeeplStubMode = "ok";
  /** How long every answer waits (a slow provider). */
  let delayMs = 0;
  const hanging = new Set<ServerResponse>();

  const setMode = (next: DeeplStubMode, times?: number) => {
    queue.length = 0;
    if (times === undefined) mode = next;
    else for (let i = 0; i < times; i++) queue.push(next);
  };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stub");
    const raw = await readBody(req);
    if (url.pathname === "/__stub/health") return json(res, 200, { ok: true });
    if (url.pathname === "/__stub/mode" && req.method === "POST") {
      const body = parse(raw) as { mode?: DeeplStubMode; times?: number };
      setMode(body.mode ?? "ok", body.times);
      return json(res, 200, { ok: true });
    }
    const body = parse(raw);
    requests.push({
      method: req.method ?? "GET",
      path: url.pathname,
      authorization: header(req, "authorization"),
      contentType: header(req, "content-type"),
      body,
    });
    if (req.method !== "POST" || url.pathname !== "/v2/translate") {
      return json(res, 404, { message: "Not found" });
    }
    const current = queue.shift() ?? mode;
    if (header(req, "authorization") !== `DeepL-Auth-Key ${apiKey}`) {
      return json(res, 403, { message: "Wrong endpoint or authorization" });
    }
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (current === "hang") {
      hanging.add(res);
      res.on("close", () => hanging.delete(res));
      return;
    }
    const failure = STATUS[current];
    if (failure) return json(res, failure.status, { message: failure.message });
    const texts = body.text;
    const target = body.target_lang;
    if (!Array.isArray(texts) || !texts.every((t) => typeof t === "string") || typeof target !== "string") {
      return json(res, 400, { message: "Bad request. Reason: Parameter 'text' not specified." });
    }
    return json(res, 200, {
      translations: (texts as string[]).map((text) => ({
        detected_source_language: String(body.source_lang ?? "ES"),
        text:
          current === "lose-tokens"
            ? stubTranslate(text, target).replace(/⟦\d+⟧/g, "")
            : stubTranslate(text, target),
      })),
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve),
  );
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    setMode,
    setDelay: (ms: number) => {
      delayMs = ms;
    },
    /** The /v2/translate requests only (not the control ones). */
    translateRequests: () => requests.filter((r) => r.path === "/v2/translate"),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type DeeplStub = Awaited<ReturnType<typeof startDeeplStub>>;

function parse(raw: string): Record<string, unknown> {
  try {
    const value = JSON.parse(raw || "{}");
    return value && typeof value === "object" ? value : {};
  } catch {
    return {};
  }
}
