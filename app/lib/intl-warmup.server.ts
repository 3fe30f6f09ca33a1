import { createHash } from "node:crypto";
import { intlTag, LOCALES } from "#core/constants/locales";
import { PLATFORM_TIME_ZONE } from "#core/rules/platform-calendar";

/**
 * A dedicated worker that builds one of each Intl formatter the pages use, in both languages, and ends.
 *
 * Why: the first Intl formatter a page builds (a price, a date, a language name) costs Chromium 30-50 ms on a
 * 2-core machine, and about four times that on Lighthouse's simulated phone: ICU's locale data and V8's tables of
 * available locales are set up once per renderer process. On the trip page that landed in the scripts' first
 * task, the longest task after the first paint. Those tables are shared by every thread of the process, so a
 * worker started by the page's loader script as soon as it is parsed (paint-before-hydration.ts) sets them up
 * on its own thread while the main thread paints and fetches the scripts; hydration then builds its formatters
 * in about a millisecond (docs/decisions/0026-javascript-budget-and-caching.md, "Intl warm-up").
 *
 * Nothing depends on it: without workers, or if it fails, the page builds its formatters as before.
 */
export const INTL_WARMUP_SOURCE = `"use strict";
try {
  for (const tag of ${JSON.stringify(LOCALES.map(intlTag))}) {
    new Intl.NumberFormat(tag, { style: "currency", currency: "EUR", useGrouping: "always" }).format(1500);
    new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(4.5);
    new Intl.DateTimeFormat(tag, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(0);
    new Intl.DisplayNames([tag.slice(0, 2)], { type: "language" }).of("fr");
  }
  new Intl.DateTimeFormat("en-CA", { timeZone: ${JSON.stringify(PLATFORM_TIME_ZONE)}, year: "numeric", month: "2-digit", day: "2-digit" }).format(0);
} catch {}
postMessage("ready");
close();
`;

const hash = createHash("sha256").update(INTL_WARMUP_SOURCE).digest("hex").slice(0, 12);

/** Where the page starts the worker from; the hash changes with the source, so the file is cached for good. */
export function intlWarmupUrl(): string {
  return `/intl-warmup/${hash}.js`;
}

/** The worker's source for a file name: "<hash>.js" is cacheable for good, an old hash gets it uncached. */
export function findIntlWarmup(file: string): { body: string; immutable: boolean } | null {
  const match = /^([0-9a-f]{12})\.js$/.exec(file);
  if (!match) return null;
  return { body: INTL_WARMUP_SOURCE, immutable: match[1] === hash };
}
