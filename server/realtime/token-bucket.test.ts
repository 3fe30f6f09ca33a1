import { describe, expect, it } from "vitest";
import { createTokenBucket } from "./token-bucket.ts";

describe("createTokenBucket", () => {
  it("allows a burst of 10, then 10 per second", () => {
    let t = 0;
    const bucket = createTokenBucket(10, 10, () => t);
    const first = Array.from({ length: 12 }, () => bucket.take());
    expect(first.filter(Boolean)).toHaveLength(10);
    t += 100;
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
    t += 1000;
    expect(Array.from({ length: 12 }, () => bucket.take()).filter(Boolean)).toHaveLength(10);
  });
});
