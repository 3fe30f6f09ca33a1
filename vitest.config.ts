import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * One test file per core. Vitest's default leaves a core to its main process (cores − 1: one worker on the 2-core
 * machine), which idles while the files run; the service tests also wait on their database. On two cores, two
 * workers took the service tests 264 → 195-207 s on PGlite and about 270 → 128 s on PostgreSQL
 * (docs/decisions/0046-journeys-headless-shell.md).
 */
const workers = availableParallelism();

/**
 * Service test files that check what the process has loaded (Node's module cache), so they run in a module graph
 * of their own rather than in one another files have filled.
 */
const freshModuleGraph = ["server/metrics/metrics-off.test.ts"];

/** What both service projects share: a migrated database template per run, and the console.error guard. */
const serviceTests = {
  globalSetup: ["./server/testing/global-setup.ts"],
  environment: "node",
  testTimeout: 30_000,
  hookTimeout: 60_000,
  setupFiles: ["./server/testing/fail-on-console-error.ts"],
};

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: {
          name: "unit",
          include: ["core/**/*.test.ts", "app/**/*.test.{ts,tsx}"],
          environment: "node",
          // Pure functions and components: each worker imports the shared modules once instead of once per file
          // (36 s → 11 s for this project; docs/decisions/0038-suite-time.md). A test file that needs a fresh module
          // graph (vi.mock, module-level state) belongs in another project; stubs and fake timers are undone in
          // each file's afterEach, and the console.error guard below still fails a file that logs one.
          isolate: false,
          setupFiles: ["./server/testing/fail-on-console-error.ts"],
        },
      },
      {
        test: {
          ...serviceTests,
          name: "services",
          include: ["server/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "server/**/*.built.test.ts", ...freshModuleGraph],
          // Each worker imports the server's modules once for all its files, instead of once per file: importing
          // was about 100 s of each service run's CPU (docs/decisions/0047-service-tests-share-modules.md). Each
          // file still opens its own database; a file that needs modules no other file has loaded goes in
          // `freshModuleGraph` above.
          isolate: false,
        },
      },
      { test: { ...serviceTests, name: "services-isolated", include: freshModuleGraph } },
      {
        // Tests that start the production build (`npm run build` first) on PostgreSQL: the last stage of npm test.
        test: {
          name: "built",
          // One at a time: each file starts the production build on PostgreSQL (two processes). Vitest runs
          // projects with different worker counts in separate groups, after the others.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          include: ["server/**/*.built.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 150_000,
          setupFiles: ["./server/testing/fail-on-console-error.ts"],
        },
      },
    ],
  },
});
