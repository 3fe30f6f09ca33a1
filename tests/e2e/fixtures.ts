import { test as base, type Page, type Response } from "@playwright/test";

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

/** Fills the sign-in form on screen with the page language's labels and submits it. */
export async function submitSignIn(page: Page, lang: string, email: string, password: string): Promise<void> {
  const auth = loadTexts(lang, "auth");
  await page.getByLabel(text(auth, "fields.email")).fill(email);
  await page.getByLabel(text(auth, "fields.password"), { exact: true }).fill(password);
  await page.getByRole("button", { name: text(auth, "login.submit") }).click();
}
