/**
 * npm run bench: performance figures, each next to a floor or a budget measured in the same run, on the
 * production-mode start (`NODE_ENV=production TROPA_ENV=local node build/node/main.js`). Not part of npm test
 * (figures, not timed assertions). Builds first.
 *
 *   npm run bench                       every part, then a summary table
 *   npm run bench -- startup pages      some parts: startup, pages (JS bytes, HTML throughput, Lighthouse),
 *                                       js, render, lighthouse (4× and 10× CPU), inp, messaging, catalogue,
 *                                       dashboard, cores (one process against two on PostgreSQL), lists (admin
 *                                       and tropleader lists at 50k users / 500k bookings / 1M audit entries)
 *   npm run bench -- catalogue-languages  only when named: the catalogue SQL before issue 34 (a worktree of
 *                                       its base commit) and after it, in one run (bench/catalogue-languages.ts)
 *
 * The whole output is also written to bench/results/<date>-<commit>.txt with the date, the commit and the load
 * average at start and end (bench/results/ is git-ignored: a reference run is committed with `git add -f`).
 */
import { execSync, spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { projectRoot } from "#server/lib/project-root";
import { runAdminListsBench } from "./admin-lists.ts";
import { findPublicPages, startBenchServer } from "./bench-server.ts";
import { runCatalogueLanguagesBench } from "./catalogue-languages.ts";
import { runCatalogueSearchBench } from "./catalogue-search.ts";
import { type InpRow, printInp, runInpBench } from "./inp.ts";
import { JS_BUDGET_BYTES, measurePageJs, type PageJs, printPageJs } from "./js-bytes.ts";
import {
  type LighthouseRow,
  meetsTarget,
  printLighthouse,
  runLighthouse,
  SLOW_PHONE_CPU_SLOWDOWN,
  targetScore,
} from "./lighthouse.ts";
import { type MessagingFigures, runMessagingBench } from "./messaging.ts";
import {
  measureRenderThroughput,
  printRenderThroughput,
  type RenderRow,
  ratioText,
} from "./render-throughput.ts";
import { runStartupBench, type StartupFigures } from "./startup.ts";
import { fmtMs, printTable } from "./stats.ts";
import { runTropleaderDashboardBench } from "./tropleader-dashboard.ts";
import { type CoresRow, runTwoProcessesBench, TWO_PROCESS_TARGET } from "./two-processes.ts";

/** BENCH_PAGES_PORT lets a second checkout run its bench side by side. */
const PAGES_PORT = Number(process.env.BENCH_PAGES_PORT ?? 3320);
const CHILD_FLAG = "--bench-child";

const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(" ");

/** The parent: runs the bench in a child process and copies everything it prints to the results file. */
async function runAndRecord(args: string[]): Promise<number> {
  const git = (cmd: string) => execSync(`git ${cmd}`, { cwd: projectRoot() }).toString().trim();
  const commit = git("rev-parse --short HEAD");
  const dirty = git("status --porcelain --untracked-files=no") ? " (uncommitted changes)" : "";
  const date = new Date().toISOString().slice(0, 10);
  const dir = path.join(projectRoot(), "bench", "results");
  mkdirSync(dir, { recursive: true });
  // A before/after comparison is named as such (it is not a figure of this commit alone).
  const stem = `${date}-${args.includes("catalogue-languages") ? "catalogue-languages-" : ""}${commit}`;
  let file = path.join(dir, `${stem}.txt`);
  for (let n = 2; existsSync(file); n++) file = path.join(dir, `${stem}-${n}.txt`);
  const out = createWriteStream(file);
  const both = (text: string) => {
    process.stdout.write(text);
    out.write(text);
  };
  both(
    `# npm run bench ${args.join(" ")}\n` +
      `date: ${new Date().toISOString()}\ncommit: ${commit}${dirty}\n` +
      `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "?"}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}\n` +
      `load average at start (1, 5, 15 min): ${loadAverage()}\n`,
  );
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, CHILD_FLAG, ...args], {
    cwd: projectRoot(),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => both(chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => {
    process.stderr.write(chunk);
    out.write(chunk);
  });
  const code = await new Promise<number>((resolve) => child.once("exit", (c) => resolve(c ?? 1)));
  both(`\nload average at end (1, 5, 15 min): ${loadAverage()}\nexit code: ${code}\nwritten to ${file}\n`);
  await new Promise((resolve) => out.end(resolve));
  return code;
}

type Figures = {
  startup?: StartupFigures;
  js?: PageJs[];
  render?: RenderRow[];
  lighthouse?: LighthouseRow[];
  /** The same pages at 10× CPU (issue 37: a slower phone). */
  lighthouseSlow?: LighthouseRow[];
  inp?: InpRow[];
  messaging?: MessagingFigures[];
  /** One process against two on PostgreSQL (issue 37). */
  cores?: CoresRow[];
};

/** The pages' benches share one production-mode server on a data folder with the demo data. */
async function runPageBenches(
  parts: { js: boolean; render: boolean; lighthouse: boolean; inp: boolean },
  figures: Figures,
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "tropa-bench-pages-"));
  const server = await startBenchServer(dataDir, PAGES_PORT);
  try {
    const { trip, creator } = await findPublicPages(server.base);
    if (parts.js) {
      figures.js = await measurePageJs(server.base, [
        { page: "/", path: "/" },
        { page: "/viajes", path: "/viajes" },
        { page: "trip page", path: trip },
        { page: "creator page", path: creator },
        { page: "/ayuda", path: "/ayuda" },
        { page: "/terminos", path: "/terminos" },
        { page: "/login", path: "/login" },
      ]);
      printPageJs(figures.js);
    }
    if (parts.render) {
      const { rows } = await measureRenderThroughput(server.base, [
        { page: "/viajes", path: "/viajes" },
        { page: "trip page", path: trip },
        { page: "/", path: "/" },
      ]);
      figures.render = rows;
      printRenderThroughput(rows);
    }
    if (parts.lighthouse) {
      const audited = [
        { page: "/", url: `${server.base}/` },
        { page: "/viajes", url: `${server.base}/viajes` },
        { page: "trip page", url: `${server.base}${trip}` },
        { page: "creator page", url: `${server.base}${creator}` },
      ];
      figures.lighthouse = await runLighthouse(audited);
      printLighthouse(figures.lighthouse);
      figures.lighthouseSlow = await runLighthouse(audited, SLOW_PHONE_CPU_SLOWDOWN);
      printLighthouse(figures.lighthouseSlow);
    }
    if (parts.inp) {
      figures.inp = await runInpBench(server.base, trip);
      printInp(figures.inp);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/** Every headline figure of issue 17, side by side. */
function printSummary(f: Figures): void {
  const rows: Record<string, string>[] = [];
  const add = (area: string, figure: string, value: string, target: string, met: boolean | null) =>
    rows.push({ area, figure, value, target, "": met === null ? "" : met ? "ok" : "MISSED" });
  if (f.startup) {
    add(
      "start-up",
      "ready on an existing data folder",
      fmtMs(f.startup.readyMs),
      "< 3 s (quiet)",
      f.startup.readyMs < 3000,
    );
    add("start-up", "accepting connections", fmtMs(f.startup.acceptingMs), "-", null);
  }
  for (const p of f.js ?? []) {
    add(
      "JS",
      `${p.page} (${p.files} files, ${p.servedEncoding})`,
      kib(p.served),
      `≤ ${kib(JS_BUDGET_BYTES)}`,
      p.served <= JS_BUDGET_BYTES,
    );
  }
  for (const l of f.lighthouse ?? []) {
    const m = l.median;
    add("Lighthouse", `${l.page} score`, m.score.toFixed(2), "≥ 0.95", meetsTarget(l));
    add(
      "Lighthouse",
      `${l.page} LCP / FCP / TBT`,
      `${(m.lcpMs / 1000).toFixed(1)} s / ${(m.fcpMs / 1000).toFixed(1)} s / ${m.tbtMs.toFixed(0)} ms`,
      "LCP ≤ 2.5 s",
      m.lcpMs <= 2500,
    );
  }
  for (const l of f.lighthouseSlow ?? []) {
    const m = l.median;
    add(
      `Lighthouse ${l.cpuSlowdown}× CPU`,
      `${l.page} score (TBT)`,
      `${m.score.toFixed(2)} (${m.tbtMs.toFixed(0)} ms)`,
      `≥ ${targetScore(l.cpuSlowdown).toFixed(2)}`,
      meetsTarget(l),
    );
  }
  for (const i of f.inp ?? []) {
    add("INP 4× CPU", `${i.interaction} worst of ${i.runs.length}`, fmtMs(i.worstMs), "≤ 200 ms", i.ok);
  }
  for (const r of f.render ?? []) {
    if (r.ratio === undefined) continue;
    add(
      "HTML r/s",
      `${r.page} / trivial route`,
      `${ratioText(r.ratio)} (${r.result.perSecond.toFixed(0)} r/s)`,
      // Rendered each time: the cost the page cache saves, shown as context (see render-throughput.ts).
      r.rendered ? "context" : "≥ 0.5",
      r.rendered ? null : r.ratio >= 0.5,
    );
  }
  const health = f.render?.find((r) => r.page.startsWith("/api/health"));
  if (health)
    add("HTML r/s", "/api/health (context)", `${health.result.perSecond.toFixed(0)} r/s`, "-", null);
  for (const m of f.messaging ?? []) {
    const r = m.tropaP95 / m.floorP95;
    add(
      "chat",
      `p95 vs floor (${m.database}, ${m.clients} clients)`,
      `${fmtMs(m.tropaP95)} / ${fmtMs(m.floorP95)} = ${r.toFixed(1)}×`,
      "≤ 2×",
      r <= 2,
    );
    add(
      "chat",
      `lost (${m.database})`,
      `${m.tropaLost} (floor ${m.floorLost}; refused ${m.tropaRefused})`,
      "0",
      m.tropaLost === 0,
    );
  }
  for (const c of f.cores ?? []) {
    if (!c.page) continue;
    const r = c.two / c.one;
    add(
      "two processes",
      `${c.target}: two / one`,
      `${r.toFixed(2)}× (${c.one.toFixed(0)} → ${c.two.toFixed(0)} r/s)`,
      `≥ ${TWO_PROCESS_TARGET}×`,
      r >= TWO_PROCESS_TARGET,
    );
  }
  printTable("Summary (issues 17 and 37)", rows);
  console.info(`load average now: ${loadAverage()} (figures from a loaded machine are not comparable)`);
}

async function runBenches(only: string[]): Promise<void> {
  const wants = (name: string) => only.length === 0 || only.includes(name);
  const pages = wants("pages");
  const figures: Figures = {};
  const needsBuild = ["startup", "pages", "js", "render", "lighthouse", "inp", "catalogue", "cores"].some(
    wants,
  );
  if (needsBuild) {
    const built = performance.now();
    try {
      execSync("npm run -s build", { stdio: "pipe", cwd: projectRoot() });
    } catch (e) {
      const { stdout, stderr } = e as { stdout?: Buffer; stderr?: Buffer };
      console.error(`${stdout ?? ""}${stderr ?? ""}`);
      throw e;
    }
    console.info(`production build: ${((performance.now() - built) / 1000).toFixed(0)} s`);
  }
  if (wants("startup")) figures.startup = await runStartupBench();
  const parts = {
    js: pages || wants("js"),
    render: pages || wants("render"),
    lighthouse: pages || wants("lighthouse"),
    inp: pages || wants("inp"),
  };
  if (parts.js || parts.render || parts.lighthouse || parts.inp) await runPageBenches(parts, figures);
  if (wants("messaging")) figures.messaging = await runMessagingBench();
  if (wants("catalogue")) await runCatalogueSearchBench();
  if (wants("dashboard")) await runTropleaderDashboardBench();
  if (wants("lists")) await runAdminListsBench();
  if (wants("cores")) figures.cores = await runTwoProcessesBench();
  // Named only: it checks out the commit before issue 34, a comparison rather than a standing figure.
  if (only.includes("catalogue-languages")) await runCatalogueLanguagesBench();
  printSummary(figures);
}

const args = process.argv.slice(2);
if (args[0] === CHILD_FLAG) {
  await runBenches(args.slice(1));
  process.exit(0);
} else {
  process.exit(await runAndRecord(args));
}
