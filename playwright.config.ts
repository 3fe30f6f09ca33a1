import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
const buildDir = process.env.TROPA_BUILD_DIR ?? "build";
const dataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${port}`;

/** Debian's chromium (Playwright's own browser download does not work here), with the flags this machine needs. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: process.env.CI ? "test-results" : `.tmp/test-results-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromium,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], locale: "es-ES", launchOptions: chromium } },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node ${buildDir}/node/main.js`,
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_MODE: "true",
      APP_URL: `http://localhost:${port}`,
      TROPA_BUILD_DIR: buildDir,
      JOBS_POLL_MS: "200",
      LOG_LEVEL: "warn",
    },
  },
});
