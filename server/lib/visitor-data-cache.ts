import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the public pages show every signed-out visitor alike (a trip page's trip, the catalogue's results, the
 * home page's selections), read once and reused for a few seconds instead of being queried again for every
 * visitor (issue 17's render throughput: on a trip page the queries were 40% of the time).
 *
 * - Only signed-out views use it: a signed-in visitor (a traveller who just booked, a tropleader editing their
 *   trip, an admin) always reads the database.
 * - Any change made through this process (every POST/PUT/PATCH/DELETE it answers, every job it runs) empties it,
 *   so in a single process (the embedded default) a visitor never sees data older than the last change.
 *   Other processes (TROPA_WORKERS, several instances) see a change within VISITOR_DATA_TTL_MS.
 * - Booking, paying and every rule read fresh data: a seat count shown a few seconds late cannot sell a seat
 *   that is gone (reserve-seat locks the departure).
 * - Concurrent misses of one key share one read; a failed read is not kept.
 * - What is derived from its data (a whole page) learns, through track(), when the oldest data it used was
 *   read, so it is not kept longer than that data: a change made through another process still shows within
 *   VISITOR_DATA_TTL_MS of it, even on a page rendered from data another page had read seconds before.
 */
export const VISITOR_DATA_TTL_MS = 5_000;
export const VISITOR_DATA_MAX_ENTRIES = 500;

export type VisitorDataCache = {
  /** The value stored under `key` if younger than the TTL, else the result of `load` (stored). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets everything (after a change). */
  clear(): void;
  readonly size: number;
  /**
   * How many times it was emptied: whatever is derived from its data (a whole page, server/lib/public-page-cache.ts)
   * and started before a change must not be kept after it.
   */
  readonly generation: number;
  /**
   * Runs `work` (a page's render) and tells when the oldest data this cache handed it was read (epoch ms; null
   * when it used none): what is made from that data must be forgotten VISITOR_DATA_TTL_MS after that moment.
   */
  track<T>(work: () => Promise<T>): Promise<{ result: T; dataReadAt: number | null }>;
};

type Entry = { storedAt: number; value: Promise<unknown>; generation: number };

export function createVisitorDataCache(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): VisitorDataCache {
  const ttlMs = options.ttlMs ?? VISITOR_DATA_TTL_MS;
  const maxEntries = options.maxEntries ?? VISITOR_DATA_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  // A read that started before a clear() must not store what it read afterwards.
  let generation = 0;
  // The work being tracked (a render) that called get(), through its awaits: what it was handed, how old.
  const tracked = new AsyncLocalStorage<{ dataReadAt: number | null }>();
  const noteRead = (storedAt: number) => {
    const reader = tracked.getStore();
    if (reader && (reader.dataReadAt === null || storedAt < reader.dataReadAt)) reader.dataReadAt = storedAt;
  };

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const at = now();
      const hit = entries.get(key);
      if (hit && at - hit.storedAt < ttlMs) {
        // Most recently used last: the first key is the one to drop when full.
        entries.delete(key);
        entries.set(key, hit);
        noteRead(hit.storedAt);
        return hit.value as Promise<T>;
      }
      const value = load();
      const entry: Entry = { storedAt: at, value, generation };
      noteRead(at);
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      value.then(
        () => {
          if (entry.generation !== generation && entries.get(key) === entry) entries.delete(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    clear() {
      generation++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
    get generation() {
      return generation;
    },
    async track(work) {
      const reader = { dataReadAt: null as number | null };
      const result = await tracked.run(reader, work);
      return { result, dataReadAt: reader.dataReadAt };
    },
  };
}

/** `load()` itself for a signed-in viewer; for a signed-out one, the cached value under `key`. */
export function readForVisitor<T>(
  cache: VisitorDataCache,
  signedIn: boolean,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  return signedIn ? load() : cache.get(key, load);
}
