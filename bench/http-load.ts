/**
 * A small HTTP load generator (autocannon-like, no dependency): `connections` keep-alive connections, each
 * sending its next request as soon as the previous answer has been read in full (a closed loop), for a fixed
 * time after a warm-up. Node's own http client: light enough to leave the CPU to the server under test.
 */
import http from "node:http";
import { percentile } from "./stats.ts";

export type LoadResult = {
  perSecond: number;
  p50: number;
  p975: number;
  requests: number;
  /** Answers with another status than expected, and failed requests. */
  errors: number;
  /** Average body size (bytes, as sent: compressed when the server compressed it). */
  bodyBytes: number;
};

export type LoadOptions = {
  connections?: number;
  durationMs?: number;
  warmupMs?: number;
  headers?: Record<string, string>;
  expectStatus?: number;
};

function requestOnce(
  agent: http.Agent,
  url: URL,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, headers }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

async function run(
  agent: http.Agent,
  url: URL,
  options: Required<LoadOptions>,
  durationMs: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const t0 = performance.now();
  const end = t0 + durationMs;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        try {
          const res = await requestOnce(agent, url, options.headers);
          if (res.status !== options.expectStatus) errors++;
          bytes += res.bytes;
          latencies.push(performance.now() - t);
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = performance.now() - t0;
  return {
    perSecond: (latencies.length / elapsed) * 1000,
    p50: percentile(latencies, 50),
    p975: percentile(latencies, 97.5),
    requests: latencies.length,
    errors,
    bodyBytes: latencies.length ? bytes / latencies.length : 0,
  };
}

/** Requests per second and latency of GET `url` at `connections` concurrent keep-alive connections. */
export async function httpLoad(url: string, opts: LoadOptions = {}): Promise<LoadResult> {
  const options: Required<LoadOptions> = {
    connections: opts.connections ?? 20,
    durationMs: opts.durationMs ?? 5_000,
    warmupMs: opts.warmupMs ?? 1_000,
    // What a browser sends: the server compresses HTML as it would for a visitor.
    headers: { "accept-language": "es", "accept-encoding": "br, gzip", ...opts.headers },
    expectStatus: opts.expectStatus ?? 200,
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  try {
    const target = new URL(url);
    if (options.warmupMs > 0) await run(agent, target, options, options.warmupMs);
    return await run(agent, target, options, options.durationMs);
  } finally {
    agent.destroy();
  }
}
