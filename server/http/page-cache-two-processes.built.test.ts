import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_CACHE_TTL_MS } from "../lib/public-page-cache.ts";
import {
  type BuiltInstance,
  e2eFactory,
  startBuiltInstance,
  stopBuiltInstance,
} from "../testing/built-instance.ts";
import { createTestDatabase, isRealPostgres } from "../testing/test-database.ts";

/**
 * Several processes (TROPA_WORKERS, several instances) on one PostgreSQL: each keeps whole public pages and the
 * visitor data for PAGE_CACHE_TTL_MS (5 s) and empties them only for the changes it handles itself
 * (docs/ARCHITECTURE.md, "Page loading"). Two real server processes (the production build, `node
 * build/node/main.js` as `npm start` runs it) on one throwaway database: a booking made through A shows on A at
 * once, and on B, which served the page from its cache until then, within the TTL.
 * Needs the production build and a real PostgreSQL: it is the vitest project `built`, run by `npm test` after
 * the end-to-end stage (`npm run build && bash scripts/with-postgres.sh npx vitest run --project built`).
 */

type Instance = BuiltInstance;
type Seen = { lang: "es" | "en"; start: number; end: number; seats: number; nonce: string };

const TTL = PAGE_CACHE_TTL_MS;
/** Time for a request to reach the server and for a poll round: the margin around the documented bound. */
const MARGIN_MS = 1_000;
/** About 1 s from the production build (the first also seeds the demo data); the bound is for a loaded host. */
const START_TIMEOUT_MS = 60_000;
const SEATS = /Quedan (\d+) plazas|(\d+) spots left/;

/** Every instance started, stopped in afterAll. */
const started: Instance[] = [];

async function startInstance(databaseUrl: string): Promise<Instance> {
  const instance = await startBuiltInstance({
    name: "page-cache",
    env: { DATABASE_URL: databaseUrl },
    timeoutMs: START_TIMEOUT_MS,
  });
  started.push(instance);
  return instance;
}

const factory = e2eFactory;

/** The trip page as an anonymous visitor gets it: the seats left it shows and the nonce it was rendered with. */
async function visit(instance: Instance, slug: string, lang: "es" | "en"): Promise<Seen> {
  const start = performance.now();
  const response = await fetch(`${instance.url}/viaje/${slug}`, { headers: { "accept-language": lang } });
  const html = await response.text();
  const end = performance.now();
  expect(response.status).toBe(200);
  const seats = SEATS.exec(html);
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  if (!seats || !nonce) throw new Error(`no seat count or nonce on the ${lang} trip page`);
  return { lang, start, end, seats: Number(seats[1] ?? seats[2]), nonce };
}

const sleepUntil = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - performance.now())));

describe.skipIf(!isRealPostgres())("the page cache across two processes on one PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: Instance | undefined;
  let b: Instance | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = database.pool?.options.connectionString;
    if (!url) throw new Error("not on PostgreSQL");
    // One after the other: the first migrates and seeds the empty database, the second finds it ready.
    a = await startInstance(url);
    b = await startInstance(url);
    // The first render of each instance warms its code paths, so the timed renders below are short.
    for (const instance of [a, b]) expect((await fetch(`${instance.url}/`)).status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(started.map((instance) => stopBuiltInstance(instance)));
    await database?.close();
  }, 30_000);

  it("a booking through A shows on A at once and on B within the cache's lifetime, served stale until then", async () => {
    if (!a || !b) throw new Error("instances not started");
    const A = a;
    const B = b;
    const guide = await factory<{ id: string }>(A, "tropleader", {});
    const traveller = await factory<{ id: string }>(A, "traveller", {});
    const trip = await factory<{ slug: string; departures: { id: string }[] }>(A, "trip", {
      tropleaderId: guide.id,
      departures: [{ daysFromNow: 60, seats: 12 }],
    });

    // Both processes render the page (A in Spanish; B in English) before the booking and keep it.
    expect((await visit(A, trip.slug, "es")).seats).toBe(12);
    const warm = await visit(B, trip.slug, "en");
    expect(warm.seats).toBe(12);

    await factory(A, "paid-booking", {
      userId: traveller.id,
      departureId: trip.departures[0]!.id,
      participants: 3,
    });
    const booked = performance.now();

    // B did not handle it: right after, it still serves the page it kept before (same page, same nonce).
    const stale = await visit(B, trip.slug, "en");
    expect(stale.start - warm.start, "the booking took longer than the cache's lifetime").toBeLessThan(
      TTL - MARGIN_MS,
    );
    expect(stale).toMatchObject({ seats: 12, nonce: warm.nonce });
    // The booking's POST emptied A's caches: A shows it at once.
    expect((await visit(A, trip.slug, "es")).seats).toBe(9);

    // A page B renders for the first time 3 s later (Spanish) reads its own trip data: the data cache is kept per
    // language (issue 34: the trip's texts depend on it), so it is read after the booking and shows it.
    await sleepUntil(warm.start + 3_000);
    const spanish = await visit(B, trip.slug, "es");
    expect(spanish.start - warm.start, "the booking took longer than the cache's lifetime").toBeLessThan(
      TTL - MARGIN_MS,
    );
    expect(spanish.seats).toBe(9);
    expect(spanish.nonce).not.toBe(warm.nonce);

    // Poll both languages on B until both show the booking.
    const seen: Seen[] = [stale, spanish];
    const deadline = warm.end + TTL + 3 * MARGIN_MS;
    const fresh = { es: undefined as Seen | undefined, en: undefined as Seen | undefined };
    while ((!fresh.es || !fresh.en) && performance.now() < deadline) {
      for (const lang of ["en", "es"] as const) {
        const page = await visit(B, trip.slug, lang);
        seen.push(page);
        if (page.seats === 9) fresh[lang] ??= page;
      }
      await new Promise((r) => setTimeout(r, 100));
    }

    // Never the new figure before the English page B kept could have expired: it was served from the cache…
    for (const page of seen.filter((p) => p.lang === "en" && p.start < warm.start + TTL - MARGIN_MS)) {
      expect(page.seats, `${page.lang} page at +${Math.round(page.start - warm.start)} ms`).toBe(12);
      expect(page.nonce).toBe(warm.nonce);
    }
    // …and both show it within the lifetime of the data read before the booking (so within 5 s of it).
    for (const lang of ["en", "es"] as const) {
      const first = fresh[lang];
      expect(first, `the ${lang} page on B never showed the booking`).toBeDefined();
      expect(first!.start - warm.end, `${lang} page showed the booking late`).toBeLessThanOrEqual(
        TTL + MARGIN_MS,
      );
      expect(first!.start - booked).toBeLessThanOrEqual(TTL + MARGIN_MS);
      // and from then on, never the old figure again.
      expect(
        seen.filter((p) => p.lang === lang && p.start >= first!.start).map((p) => p.seats),
      ).not.toContain(12);
    }
  }, 40_000);
});
