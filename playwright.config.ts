import { defineConfig, devices } from "@playwright/test";
import { journeyChromiumPath } from "./tests/chromium-path.ts";

const port = Number(process.env.E2E_PORT ?? 3210);
const buildDir = process.env.TROPA_BUILD_DIR ?? "build";
const dataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${port}`;
/**
 * The local stand-in for DeepL's API (scripts/deepl-stub.ts, no network): the e2e server is configured with it,
 * so 'Traducir al inglés' is offered and drafts deterministic "[EN] …" texts (trip-translation-editor.spec.ts).
 * Its port follows the server's, so runs side by side do not share one.
 */
const deeplStubPort = Number(process.env.DEEPL_STUB_PORT ?? port + 89);
/**
 * Journeys run side by side on one server: each creates its own users, trips and bookings through the e2e
 * factory (tests/e2e/factory.ts) and reads the demo data only where no journey changes it
 * (docs/decisions/0017-e2e-parallel.md). Two workers suit a 2-core machine; E2E_WORKERS=1 runs them one at a time.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
/**
 * Journeys that change platform-wide settings other journeys read (commission, contact email): a project of
 * their own that starts once every other journey has finished (admin-settings.spec.ts, the home hero image in
 * admin-content-images.spec.ts). To run only
 * them: `npx playwright test admin-settings.spec.ts --no-deps`.
 */
const platformWide = /(admin-settings|admin-content-images)\.spec\.ts$/;

/** Debian's Chromium (tests/chromium-path.ts: its headless shell when installed), with the flags this machine needs. */
const chromium = {
  executablePath: journeyChromiumPath(),
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

/**
 * Every journey runs with the reduced-motion preference (the app's CSS then ends transitions and animations
 * at once, app/app.css): the browser draws no frames for hover fades, card zooms, dialogs and toasts easing in,
 * which on two cores cost about a tenth of the journeys' CPU (docs/decisions/0046-journeys-headless-shell.md).
 * Playwright waited for those animations to end before acting anyway. The booking journeys keep the default
 * motion (booking.spec.ts), so the money path is still driven with every animation playing.
 */
const journeyUse = {
  ...devices["Desktop Chrome"],
  locale: "es-ES",
  launchOptions: chromium,
  reducedMotion: "reduce",
} as const;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: process.env.CI ? "test-results" : `.tmp/test-results-${port}`,
  fullyParallel: true,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromium,
    // A failed journey keeps its trace (each action's DOM snapshot, the network, the console) in CI and locally
    // alike, without the screencast: recording the screen of every journey cost about a third of the suite's CPU
    // (docs/decisions/0046-journeys-headless-shell.md, "Later"). The failure's own screenshot is still taken.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "desktop",
      testIgnore: platformWide,
      use: journeyUse,
    },
    {
      name: "platform-settings",
      testMatch: platformWide,
      dependencies: ["desktop"],
      use: journeyUse,
    },
  ],
  webServer: [
    {
      command: "npx tsx scripts/deepl-stub.ts",
      url: `http://127.0.0.1:${deeplStubPort}/__stub/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: { DEEPL_STUB_PORT: String(deeplStubPort) },
    },
    {
      command: `rm -rf ${dataDir} && node ${buildDir}/node/main.js`,
      url: `http://localhost:${port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        // The production build of React and of the server, as `npm start` runs them (React's development build
        // renders several times slower); TROPA_ENV=local keeps the local rules (demo data, simulated payments).
        NODE_ENV: "production",
        TROPA_ENV: "local",
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO_MODE: "true",
        APP_URL: `http://localhost:${port}`,
        TROPA_BUILD_DIR: buildDir,
        JOBS_POLL_MS: "200",
        LOG_LEVEL: "warn",
        // The journeys' data factory (POST /__e2e/factory/<kind>, loopback only).
        E2E_FACTORY: "true",
        // Machine translation through the local DeepL stub above (its default key; a ':fx' key is a free one).
        DEEPL_API_KEY: "stub-deepl-key:fx",
        DEEPL_API_URL: `http://127.0.0.1:${deeplStubPort}`,
      },
    },
  ],
});
