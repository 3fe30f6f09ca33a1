import { test as base, expect, type Locator, type Page, type Response } from "@playwright/test";

import { loadTexts, text } from "./texts.ts";

export { expect } from "@playwright/test";

/**
 * The server's page paints before its scripts load (app/lib/paint-before-hydration.ts), and Playwright's
 * "load" can come before React has hydrated it: typing then would go to fields React is about to take over.
 * After each full page load these helpers wait for the mark the root layout sets once hydrated.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

async function afterHtml(page: Page, response: Response | null): Promise<Response | null> {
  if (response?.headers()["content-type"]?.includes("text/html")) await waitForHydration(page);
  return response;
}

/** Makes page.goto and page.reload return only once the page is hydrated (HTML pages only). */
export function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => afterHtml(page, await goto(url, options));
  page.reload = async (options) => afterHtml(page, await reload(options));
  return page;
}

/**
 * Every page runs under the site's Content-Security-Policy (server/http/security-headers.ts): a script, style,
 * image or connection it blocks is reported by the browser as a `securitypolicyviolation` event, collected
 * here from every page a journey opens, and fails the journey.
 */
async function reportingCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__tropaCspViolation", (report: string) => violations.push(report));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = `${e.violatedDirective} blocked ${e.blockedURI || "inline"} on ${e.documentURI}`;
      (window as unknown as { __tropaCspViolation(r: string): void }).__tropaCspViolation(report);
    });
  });
  return violations;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const violations = await reportingCspViolations(page);
    await use(waitingForHydration(page));
    if (violations.length) throw new Error(`Content-Security-Policy violations:\n${violations.join("\n")}`);
  },
});

/**
 * Clicks like a person (issue 39): scrolls the element into view, moves the mouse to its centre, presses, waits
 * 120 ms and releases at the same point. Playwright's `click()` presses and releases at once, so it cannot see a
 * button that moves while pressed (a validation message shown on the field's blur pushing it down), which loses
 * a person's click. Journeys use it for the submit buttons of forms.
 */
export async function humanClick(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  await expect(locator).toBeEnabled();
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`humanClick: ${locator} has no box`);
  const page = locator.page();
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.waitForTimeout(120);
  await page.mouse.up();
}

/** Fills the sign-in form on screen with the page language's labels and submits it. */
export async function submitSignIn(page: Page, lang: string, email: string, password: string): Promise<void> {
  const auth = loadTexts(lang, "auth");
  await page.getByLabel(text(auth, "fields.email")).fill(email);
  await page.getByLabel(text(auth, "fields.password"), { exact: true }).fill(password);
  await humanClick(page.getByRole("button", { name: text(auth, "login.submit") }));
}
