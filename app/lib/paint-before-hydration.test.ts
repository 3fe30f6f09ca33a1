import { describe, expect, it } from "vitest";
import { deferHydrationScripts, deferHydrationScriptsInBytes } from "./paint-before-hydration.ts";

const MODULE = 'import * as route0 from "/assets/root-a.js";\nimport("/assets/entry.client-b.js");';
const DOCUMENT =
  '<!DOCTYPE html><html lang="es"><head><link rel="stylesheet" href="/assets/root.css"/>' +
  '<link rel="preload" as="image" href="/img/hero.webp" fetchPriority="high"/>' +
  '<link rel="preload" as="font" type="font/woff2" href="/assets/inter.woff2" crossorigin="anonymous"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-b.js"/><link rel="modulepreload" href="/assets/vendor-c.js"/>' +
  '<link rel="preload" as="fetch" href="/locales/es.0123456789ab.json" crossorigin="anonymous"/>' +
  '<link rel="modulepreload" href="/assets/vendor-c.js"/></head><body><main>Hola, señora</main>' +
  `<script>window.__reactRouterContext = {};</script><script type="module" async="">${MODULE}</script>` +
  '<script>window.__reactRouterContext.streamController.enqueue("data");</script></body></html>';

/** A fake Paint Timing observer: `paint(name)` delivers one entry to every observer still connected. */
function paintTiming() {
  const observers: { callback: PaintCallback; connected: boolean; options?: unknown }[] = [];
  type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }, observer: unknown) => void;
  class PerformanceObserver {
    static supportedEntryTypes = ["mark", "measure", "paint", "resource"];
    private readonly entry: (typeof observers)[number];
    constructor(callback: PaintCallback) {
      this.entry = { callback, connected: false };
      observers.push(this.entry);
    }
    observe(options: unknown) {
      this.entry.connected = true;
      this.entry.options = options;
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  const paint = (name: string) => {
    for (const o of observers.filter((x) => x.connected)) {
      const observer = {
        disconnect() {
          o.connected = false;
        },
      };
      o.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, observer);
    }
  };
  return { PerformanceObserver, observers, paint };
}

/** Runs the loader script the rewrite produced against a fake document and returns what it appended. */
function runLoader(
  html: string,
  visibility: "visible" | "hidden",
  performanceObserver?: ReturnType<typeof paintTiming>["PerformanceObserver"],
) {
  const source = /<script(?: nonce="[^"]+")?>(\(\(\)=>\{[^<]*?let started[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!source) throw new Error("no loader script");
  type Appended = {
    parent: string;
    tag: string;
    rel: string;
    as: string;
    cors: string;
    href: string;
    type: string;
    text: string;
    nonce?: string;
  };
  const appended: Appended[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const delays: number[] = [];
  const element = (tag: string) => ({
    tag,
    rel: "",
    as: "",
    crossOrigin: "",
    href: "",
    type: "",
    textContent: "",
    nonce: "",
  });
  const parent = (name: string) => ({
    append(el: ReturnType<typeof element>) {
      const { tag, rel, as, crossOrigin: cors, href, type, textContent: text, nonce } = el;
      appended.push({ parent: name, tag, rel, as, cors, href, type, text, ...(nonce ? { nonce } : {}) });
    },
  });
  const document = {
    visibilityState: visibility,
    head: parent("head"),
    body: parent("body"),
    createElement: element,
    addEventListener() {},
  };
  const workers: { url: string; terminated: boolean; onmessage?: () => void }[] = [];
  class Worker {
    url: string;
    terminated = false;
    onmessage?: () => void;
    constructor(url: string) {
      this.url = url;
      workers.push(this);
    }
    terminate() {
      this.terminated = true;
    }
  }
  new Function("document", "requestAnimationFrame", "setTimeout", "Worker", "PerformanceObserver", source)(
    document,
    (fn: () => void) => frames.push(fn),
    (fn: () => void, delay = 0) => {
      timers.push(fn);
      delays.push(delay);
    },
    Worker,
    performanceObserver,
  );
  return { appended, frames, timers, delays, workers };
}

describe("deferHydrationScripts", () => {
  it("moves the preloads and the module script behind the next frame without Paint Timing, keeping everything else", () => {
    const html = deferHydrationScripts(DOCUMENT);
    expect(html).not.toBeNull();
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="preload" as="fetch"');
    // Images and fonts are part of the first paint: their preloads stay.
    expect(html).toContain('<link rel="preload" as="image" href="/img/hero.webp" fetchPriority="high"/>');
    expect(html).toContain('<link rel="preload" as="font" type="font/woff2" href="/assets/inter.woff2"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain("<main>Hola, señora</main>");
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(html).toContain('enqueue("data");</script></body></html>');

    const { appended, frames, timers } = runLoader(html ?? "", "visible");
    expect(appended).toEqual([]);
    frames.shift()?.();
    expect(appended).toEqual([]);
    // One tag per task, then the module script with the last.
    while (timers.length > 0) timers.shift()?.();
    const link = { parent: "head", tag: "link", as: "", cors: "", type: "", text: "" };
    expect(appended).toEqual([
      { ...link, rel: "preload", as: "fetch", cors: "anonymous", href: "/locales/es.0123456789ab.json" },
      { ...link, rel: "modulepreload", href: "/assets/entry.client-b.js" },
      { ...link, rel: "modulepreload", href: "/assets/vendor-c.js" },
      { parent: "body", tag: "script", rel: "", as: "", cors: "", href: "", type: "module", text: MODULE },
    ]);
  });

  it("adds a long list of preloads one per task, in order, and the module script after the last", () => {
    const many = Array.from({ length: 10 }, (_, i) => `<link rel="modulepreload" href="/assets/m${i}.js"/>`);
    const html = deferHydrationScripts(DOCUMENT.replace("</head>", `${many.join("")}</head>`)) ?? "";
    const { appended, frames, timers } = runLoader(html, "visible");
    frames.shift()?.();
    const perTask: number[] = [];
    while (timers.length > 0) {
      const before = appended.length;
      timers.shift()?.();
      perTask.push(appended.length - before);
    }
    // One tag per task; the last task also appends the module script.
    expect(perTask).toEqual([...Array.from({ length: 12 }, () => 1), 2]);
    expect(appended.map((a) => a.href || a.tag)).toEqual([
      "/locales/es.0123456789ab.json",
      "/assets/entry.client-b.js",
      "/assets/vendor-c.js",
      ...many.map((_, i) => `/assets/m${i}.js`),
      "script",
    ]);
  });

  it("waits for the next frame and then for the first contentful paint to be shown, where the browser reports it", () => {
    const html = deferHydrationScripts(DOCUMENT) ?? "";
    const timing = paintTiming();
    const { appended, frames, timers, delays } = runLoader(html, "visible", timing.PerformanceObserver);
    // First the next frame, then the paint it leads to.
    expect(timing.observers).toHaveLength(0);
    expect(frames).toHaveLength(1);
    frames.shift()?.();
    expect(timing.observers).toHaveLength(1);
    expect(timing.observers[0]?.options).toEqual({ type: "paint", buffered: true });
    // Only the fallback is waiting: it starts the scripts after 3 s if no paint is ever reported.
    expect(delays).toEqual([3000]);
    const fallback = timers.shift();
    delays.shift();
    // The first paint (background only) is not enough.
    timing.paint("first-paint");
    expect(timers).toHaveLength(0);
    expect(timing.observers[0]?.connected).toBe(true);
    // The first contentful paint is: the observer stops and the preloads start in the next task.
    timing.paint("first-contentful-paint");
    expect(timing.observers[0]?.connected).toBe(false);
    expect(appended).toEqual([]);
    while (timers.length > 0) timers.shift()?.();
    expect(appended.map((a) => a.href || a.tag)).toEqual([
      "/locales/es.0123456789ab.json",
      "/assets/entry.client-b.js",
      "/assets/vendor-c.js",
      "script",
    ]);
    // The fallback firing later adds nothing twice.
    fallback?.();
    expect(appended).toHaveLength(4);
  });

  it("starts after the fallback delay when no contentful paint is ever reported", () => {
    const html = deferHydrationScripts(DOCUMENT) ?? "";
    const timing = paintTiming();
    const { appended, frames, timers } = runLoader(html, "visible", timing.PerformanceObserver);
    frames.shift()?.();
    expect(appended).toEqual([]);
    timers.shift()?.();
    while (timers.length > 0) timers.shift()?.();
    expect(appended.at(-1)).toMatchObject({ tag: "script", type: "module", text: MODULE });
    expect(appended).toHaveLength(4);
  });

  it("starts at once in a hidden tab, where no frame would come, and adds everything in one go", () => {
    const many = Array.from({ length: 10 }, (_, i) => `<link rel="modulepreload" href="/assets/m${i}.js"/>`);
    const html = deferHydrationScripts(DOCUMENT.replace("</head>", `${many.join("")}</head>`)) ?? "";
    const { appended, frames, timers } = runLoader(html, "hidden");
    expect(frames).toHaveLength(0);
    expect(timers).toHaveLength(0);
    expect(appended).toHaveLength(14);
    expect(appended.at(-1)).toMatchObject({ tag: "script", type: "module", text: MODULE });
  });

  it("cannot be closed early by a script end tag inside the module source", () => {
    const tricky = DOCUMENT.replace(MODULE, 'const s = "a<b";');
    const html = deferHydrationScripts(tricky) ?? "";
    expect(html).toContain("a\\u003cb");
    expect(runLoader(html, "hidden").appended.at(-1)?.text).toBe('const s = "a<b";');
  });

  it("keeps the Content-Security-Policy nonce on the loader and the module script it adds", () => {
    const signed = DOCUMENT.replace(
      '<script type="module" async="">',
      '<script nonce="n0nce+value/123=" type="module" async="">',
    );
    const html = deferHydrationScripts(signed, "n0nce+value/123=") ?? "";
    expect(html).toContain('<script nonce="n0nce+value/123=">((');
    expect(html).not.toContain('type="module" async=""');
    expect(runLoader(html, "hidden").appended.at(-1)).toMatchObject({
      tag: "script",
      type: "module",
      text: MODULE,
      nonce: "n0nce+value/123=",
    });
  });

  it("never writes a nonce that is not one into the page", () => {
    const html = deferHydrationScripts(DOCUMENT, '"><img src=x onerror=alert(1)>') ?? "";
    expect(html).not.toContain("onerror");
    expect(html).toContain("<script>((");
  });

  it("starts the Intl warm-up worker with the page, before the first frame, and ends it when it is done", () => {
    const html = deferHydrationScripts(DOCUMENT, undefined, "/intl-warmup/0123456789ab.js") ?? "";
    const { appended, workers } = runLoader(html, "visible");
    expect(appended).toEqual([]);
    expect(workers).toMatchObject([{ url: "/intl-warmup/0123456789ab.js", terminated: false }]);
    workers[0]?.onmessage?.();
    expect(workers[0]?.terminated).toBe(true);
    // Without a worker to start (or a browser without workers), the loader works as before.
    expect(runLoader(deferHydrationScripts(DOCUMENT) ?? "", "visible").workers).toEqual([]);
  });

  it("writes only a same-origin path as the worker's address", () => {
    for (const bad of [
      "https://evil.example/w.js",
      '/w.js");alert(1);("',
      "//evil.example/w.js",
      "javascript:alert(1)",
    ]) {
      const html = deferHydrationScripts(DOCUMENT, undefined, bad) ?? "";
      expect(html).not.toContain("new Worker");
      expect(html).not.toContain("evil");
      expect(html).not.toContain("alert");
    }
  });

  it("leaves a document without the hydration script alone", () => {
    expect(deferHydrationScripts("<html><body>static</body></html>")).toBeNull();
  });
});

describe("deferHydrationScriptsInBytes", () => {
  // Outside ASCII: accents (latin1), and a dash, a line separator and a four-byte emoji (outside latin1 too).
  const TEXT = "<main>Hola, señora — Perú\u2028🏔️</main>";
  const PAGE = DOCUMENT.replace("<main>Hola, señora</main>", TEXT);

  it("gives the same bytes as the rewrite of the decoded page, without decoding it", () => {
    const expected = deferHydrationScripts(PAGE, "bm9uY2Utbm9uY2U=", "/intl-warmup/abc.js");
    const bytes = deferHydrationScriptsInBytes(Buffer.from(PAGE), "bm9uY2Utbm9uY2U=", "/intl-warmup/abc.js");
    expect(expected).toContain(TEXT);
    expect(bytes.equals(Buffer.from(expected ?? ""))).toBe(true);
  });

  it("returns the bytes it was given when there is no hydration script", () => {
    const page = Buffer.from(`<html><body>${TEXT}</body></html>`);
    expect(deferHydrationScriptsInBytes(page)).toBe(page);
  });
});
