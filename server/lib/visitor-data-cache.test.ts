import { describe, expect, it } from "vitest";
import { createVisitorDataCache } from "./visitor-data-cache.ts";

describe("visitor data cache (issue 17)", () => {
  const counter = () => {
    let calls = 0;
    return {
      load: async () => ++calls,
      get calls() {
        return calls;
      },
    };
  };

  it("reads once within the TTL, again after it", async () => {
    let clock = 1_000;
    const cache = createVisitorDataCache({ ttlMs: 5_000, now: () => clock });
    const source = counter();
    expect(await cache.get("trip:a", source.load)).toBe(1);
    clock += 4_999;
    expect(await cache.get("trip:a", source.load)).toBe(1);
    clock += 1;
    expect(await cache.get("trip:a", source.load)).toBe(2);
    expect(source.calls).toBe(2);
  });

  it("shares one read between concurrent misses of a key, not between keys", async () => {
    const cache = createVisitorDataCache();
    const source = counter();
    const [a, b, c] = await Promise.all([
      cache.get("k", source.load),
      cache.get("k", source.load),
      cache.get("other", source.load),
    ]);
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(source.calls).toBe(2);
  });

  it("forgets everything on clear(), including a read under way when it was cleared", async () => {
    const cache = createVisitorDataCache();
    const source = counter();
    await cache.get("k", source.load);
    cache.clear();
    expect(await cache.get("k", source.load)).toBe(2);

    let release: (v: string) => void = () => {};
    const slow = cache.get("slow", () => new Promise<string>((r) => (release = r)));
    cache.clear();
    release("before the change");
    expect(await slow).toBe("before the change");
    expect(await cache.get("slow", async () => "after the change")).toBe("after the change");
  });

  it("does not keep a failed read", async () => {
    const cache = createVisitorDataCache();
    await expect(cache.get("k", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.get("k", async () => "ok")).toBe("ok");
  });

  it("tells each tracked render when the oldest data it was handed was read, whatever runs beside it", async () => {
    let clock = 1_000;
    const cache = createVisitorDataCache({ ttlMs: 5_000, now: () => clock });
    await cache.get("trip:a", async () => "read at 1000");
    clock = 4_000;
    const tick = () => new Promise((resolve) => setTimeout(resolve, 1));
    const [older, fresh, none] = await Promise.all([
      cache.track(async () => {
        await tick();
        await cache.get("trips:x", async () => "read at 4000");
        await tick();
        return cache.get("trip:a", async () => "not read again");
      }),
      cache.track(async () => {
        await tick();
        return cache.get("trips:y", async () => "read at 4000");
      }),
      cache.track(async () => "no data"),
    ]);
    expect(older).toEqual({ result: "read at 1000", dataReadAt: 1_000 });
    expect(fresh).toEqual({ result: "read at 4000", dataReadAt: 4_000 });
    expect(none).toEqual({ result: "no data", dataReadAt: null });
  });

  it("keeps at most maxEntries, dropping the least recently used", async () => {
    const cache = createVisitorDataCache({ maxEntries: 2 });
    await cache.get("a", async () => "a1");
    await cache.get("b", async () => "b1");
    await cache.get("a", async () => "a2"); // a used again: b is now the oldest
    await cache.get("c", async () => "c1");
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => "a3")).toBe("a1");
    expect(await cache.get("b", async () => "b2")).toBe("b2");
  });
});
