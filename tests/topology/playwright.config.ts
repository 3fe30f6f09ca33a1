import { defineConfig, devices } from "@playwright/test";
import { journeyChromiumPath } from "../chromium-path.ts";
import { PROXY_URL } from "./topology.ts";

/**
 * The topology journey (scripts/test-topology.sh, which starts the throwaway PostgreSQL and builds first): the
 * spec starts the SMTP sink, the two instances and haproxy itself. Not part of the e2e suite (its own folder).
 */
const chromium = {
  executablePath: journeyChromiumPath(),
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
};

export default defineConfig({
  testDir: ".",
  outputDir: "../../.tmp/test-results-topology",
  workers: 1,
  retries: 0,
  timeout: 240_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL: PROXY_URL,
    launchOptions: chromium,
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
  },
});
