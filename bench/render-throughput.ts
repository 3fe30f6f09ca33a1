/**
 * HTML requests per second of /viajes and a trip page at 20 connections, as a ratio to a trivial React Router
 * page served by the same process (/_bench/trivial: no loader work, a tiny body inside the root layout, so the
 * ratio is what the page's own loaders and components cost; target ≥ 0.5). The floor is measured before and
 * after the pages (its mean is used), so a change in the machine's load during the run shows up. / and
 * /api/health (no rendering) are given as context.
 *
 * Signed-out visitors of these pages are served from the page cache (server/lib/public-page-cache.ts), which is
 * what the headline figure measures (the production configuration, no request carries a cookie). Each page is
 * also measured "rendered each time": the same requests with a cookie other than the language one, which the
 * page cache never shares, so the cost of rendering stays visible next to it (the floor route is never cached).
 */
import { httpLoad, type LoadResult } from "./http-load.ts";
import { fmtMs, printTable } from "./stats.ts";

export type RenderRow = { page: string; result: LoadResult; ratio?: number; rendered?: boolean };

/** Any cookie but the language one makes a page be rendered for its request alone. */
const UNCACHED = { cookie: "bench_rendered_each_time=1" };

const CONNECTIONS = 20;

export async function measureRenderThroughput(
  base: string,
  pages: { page: string; path: string }[],
  durationMs = 5_000,
): Promise<{ rows: RenderRow[]; floor: number }> {
  const run = (path: string, headers: Record<string, string> = {}) =>
    httpLoad(`${base}${path}`, { connections: CONNECTIONS, durationMs, headers });
  const before = await run("/_bench/trivial");
  const measured: RenderRow[] = [];
  for (const { page, path } of pages) {
    measured.push({ page, result: await run(path) });
    measured.push({
      page: `${page} (rendered each time)`,
      result: await run(path, UNCACHED),
      rendered: true,
    });
  }
  const after = await run("/_bench/trivial");
  const floor = (before.perSecond + after.perSecond) / 2;
  const health = await run("/api/health");
  const rows: RenderRow[] = [
    { page: "trivial route (before)", result: before },
    ...measured.map((r) => ({ ...r, ratio: r.result.perSecond / floor })),
    { page: "trivial route (after)", result: after },
    { page: "/api/health (no rendering)", result: health },
  ];
  return { rows, floor };
}

/** Two decimals, rounded down: 0.497 shows as 0.49, never as a 0.50 that missed the target. */
export const ratioText = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2);

export function printRenderThroughput(rows: RenderRow[]): void {
  printTable(
    `HTML throughput at ${CONNECTIONS} connections (production-mode start, PGlite; floor: /_bench/trivial)`,
    rows.map(({ page, result, ratio, rendered }) => ({
      page,
      "req/s": result.perSecond.toFixed(0),
      p50: fmtMs(result.p50),
      "p97.5": fmtMs(result.p975),
      "body (sent)": `${(result.bodyBytes / 1024).toFixed(1)} KiB`,
      errors: result.errors,
      "/ floor":
        ratio === undefined ? "-" : `${ratioText(ratio)}${rendered || ratio >= 0.5 ? "" : " (< 0.5)"}`,
    })),
  );
}
