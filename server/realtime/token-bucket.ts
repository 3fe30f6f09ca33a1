/**
 * A token bucket: `ratePerSecond` tokens refill continuously up to `burst`; each event takes one. Used per
 * socket connection (doc 1 §7: 10 events per second).
 */
export function createTokenBucket(
  ratePerSecond: number,
  burst = ratePerSecond,
  now: () => number = Date.now,
) {
  let tokens = burst;
  let last = now();
  return {
    take(): boolean {
      const t = now();
      tokens = Math.min(burst, tokens + ((t - last) / 1000) * ratePerSecond);
      last = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
