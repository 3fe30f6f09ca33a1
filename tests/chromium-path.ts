import { existsSync } from "node:fs";

/** Debian's `chromium-headless-shell`: Chromium's headless-only build (no GPU process, no browser UI). */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
/** Debian's full `chromium`: what Lighthouse and the INP bench drive, and the journeys' fallback. */
const FULL_CHROMIUM = "/usr/bin/chromium";

/**
 * The browser the journeys drive: CHROMIUM_PATH when set, else Debian's headless shell when installed (.ci/run
 * installs it), else the full chromium. The shell is the browser Playwright itself runs headless journeys in;
 * on the 2-core machine the same journeys took a quarter less CPU than in the full browser
 * (docs/decisions/0046-journeys-headless-shell.md). Playwright's own download does not work offline, hence Debian's.
 */
export function journeyChromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
