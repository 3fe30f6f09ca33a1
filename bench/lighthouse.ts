/**
 * Lighthouse 12 mobile performance with its DEFAULT settings (the standard CLI's: Moto G Power screen,
 * simulated slow 4G, 4× CPU slowdown), a fresh Chrome for every run (as the CLI launches one per run), median
 * of 3 per page.
 *
 * Why an earlier version of this bench reported 0.93-0.99 where the CLI gave 80-88 (issue 17): it replaced the
 * 4× CPU slowdown by a multiplier "calibrated" from Lighthouse's BenchmarkIndex of the machine. On a loaded
 * machine the index is low, so the multiplier fell towards 1-2× and the simulated phone became a fast one:
 * Total Blocking Time and LCP shrank and scores rose. It also ran every audit in one long-lived Chrome after an
 * unthrottled warm-up audit of the same URL (warm V8 code caches, connections). Neither matches what the CLI
 * measures, so both are gone: the BenchmarkIndex is printed only as context (Lighthouse itself warns when it is
 * below 1000; a loaded machine lowers the scores, so compare runs made on a quiet machine).
 *
 * A second pass (issue 37, a slower phone) changes only the CPU multiplier, to 10× (the top of the 2-10× range
 * Lighthouse's throttling guide gives): target ≥ 0.90. Each run checks the settings Lighthouse applied.
 */
import { printTable } from "./stats.ts";

export type LighthouseRun = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
};
export type LighthouseRow = {
  page: string;
  cpuSlowdown: number;
  median: LighthouseRun;
  runs: LighthouseRun[];
};

const RUNS = 3;
const chromePath = () => process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Lighthouse's default CPU slowdown, and the slower phone of issue 37 (the top of its 2-10× desktop range). */
export const DEFAULT_CPU_SLOWDOWN = 4;
export const SLOW_PHONE_CPU_SLOWDOWN = 10;

/** Each pass's target: the default settings ≥ 0.95 with LCP ≤ 2.5 s; the 10× phone ≥ 0.90 (issue 37). */
export const targetScore = (cpuSlowdown: number) => (cpuSlowdown > DEFAULT_CPU_SLOWDOWN ? 0.9 : 0.95);
export const TARGET_LCP_MS = 2500;

/**
 * One Lighthouse run in a Chrome launched for it alone (chrome-launcher's default flags, as the CLI). Only the
 * CPU multiplier may differ from the defaults (simulated slow 4G and the Moto G Power screen are kept).
 */
async function auditOnce(url: string, cpuSlowdown: number): Promise<LighthouseRun> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: ["--headless", "--no-sandbox"],
  });
  try {
    // No config: lighthouse:default, whose settings are the mobile defaults; the flag's throttling is merged
    // into them field by field, so only the CPU multiplier changes.
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ["performance"],
      logLevel: "error",
      output: "json",
      ...(cpuSlowdown === DEFAULT_CPU_SLOWDOWN ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const applied = lhr.configSettings.throttling;
    if (applied.cpuSlowdownMultiplier !== cpuSlowdown || applied.rttMs !== 150)
      throw new Error(`lighthouse ran with ${JSON.stringify(applied)}, not ${cpuSlowdown}× on slow 4G`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: lhr.categories.performance?.score ?? 0,
      fcpMs: numeric("first-contentful-paint"),
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

/** Fetches the page and the images it shows once, so no run pays the server's first-request work. */
async function warm(url: string): Promise<void> {
  const html = await (await fetch(url, { headers: { "accept-language": "es" } })).text();
  const images = new Set<string>();
  for (const m of html.matchAll(/(?:src|srcSet|srcset)="([^"]+)"/g)) {
    for (const part of m[1]!.split(",")) {
      const src = part.trim().split(/\s+/)[0];
      if (src?.startsWith("/img/") || src?.startsWith("/media/")) images.add(src.replace(/&amp;/g, "&"));
    }
  }
  await Promise.all([...images].map(async (src) => (await fetch(new URL(src, url))).arrayBuffer()));
}

/**
 * Trace failures Lighthouse itself says to run again for (its NO_NAVSTART message: "Something went wrong with
 * recording the trace over your page load. Please run Lighthouse again."). Seen in a few runs per hundred here.
 */
const RETRIED_ERRORS = ["NO_NAVSTART", "NO_TRACING_STARTED", "NO_RESOURCE_REQUEST"];
const ATTEMPTS = 3;

/** One run, run again (in a new Chrome) when Lighthouse failed to record the trace; any other error stops. */
async function auditWithRetry(url: string, cpuSlowdown: number, retried: string[]): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, cpuSlowdown);
    } catch (e) {
      const code = RETRIED_ERRORS.find((c) => String(e).includes(c));
      if (!code || attempt >= ATTEMPTS) throw e;
      retried.push(code);
    }
  }
}

/** Median of 3 per page at the given CPU multiplier (the default 4×, or the slower phone's 10×). */
export async function runLighthouse(
  pages: { page: string; url: string }[],
  cpuSlowdown = DEFAULT_CPU_SLOWDOWN,
): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const { page, url } of pages) {
    await warm(url);
    const runs: LighthouseRun[] = [];
    const retried: string[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(url, cpuSlowdown, retried));
    if (retried.length > 0) console.info(`lighthouse ${page}: ran again after ${retried.join(", ")}`);
    const pick = (f: (r: LighthouseRun) => number) => median(runs.map(f));
    rows.push({
      page,
      cpuSlowdown,
      runs,
      median: {
        score: pick((r) => r.score),
        fcpMs: pick((r) => r.fcpMs),
        lcpMs: pick((r) => r.lcpMs),
        tbtMs: pick((r) => r.tbtMs),
        cls: pick((r) => r.cls),
        benchmarkIndex: pick((r) => r.benchmarkIndex),
      },
    });
  }
  return rows;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Whether a row meets its pass's targets: the score, and LCP ≤ 2.5 s on the default pass. */
export function meetsTarget({ cpuSlowdown, median: m }: LighthouseRow): boolean {
  const lcpCounts = cpuSlowdown === DEFAULT_CPU_SLOWDOWN;
  return m.score >= targetScore(cpuSlowdown) && (!lcpCounts || m.lcpMs <= TARGET_LCP_MS);
}

export function printLighthouse(rows: LighthouseRow[]): void {
  const cpu = rows[0]?.cpuSlowdown ?? DEFAULT_CPU_SLOWDOWN;
  const settings =
    cpu === DEFAULT_CPU_SLOWDOWN
      ? `default mobile settings (${cpu}× CPU)`
      : `mobile settings with the CPU slowed ${cpu}× (the rest default)`;
  const target =
    cpu === DEFAULT_CPU_SLOWDOWN
      ? `score ≥ ${targetScore(cpu).toFixed(2)}, LCP ≤ ${seconds(TARGET_LCP_MS)}`
      : `score ≥ ${targetScore(cpu).toFixed(2)}`;
  printTable(
    `Lighthouse ${RUNS}× per page, ${settings}, fresh Chrome per run (median of each figure; target ${target})`,
    rows.map((row) => {
      const { page, median: m, runs } = row;
      return {
        page,
        score: m.score.toFixed(2),
        runs: runs.map((r) => r.score.toFixed(2)).join(" "),
        FCP: seconds(m.fcpMs),
        LCP: seconds(m.lcpMs),
        TBT: `${m.tbtMs.toFixed(0)} ms`,
        CLS: m.cls.toFixed(3),
        BenchmarkIndex: m.benchmarkIndex.toFixed(0),
        target,
        "": meetsTarget(row) ? "OK" : "BELOW",
      };
    }),
  );
  console.info(
    "BenchmarkIndex: Lighthouse's measure of this machine (a quiet desktop is ~1,500-2,500; below 1,000 the" +
      " CPU slowdown over-throttles and scores drop for reasons outside the page).",
  );
}
