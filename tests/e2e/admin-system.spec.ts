import type { Locator, Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { newAdmin, newFailingJob, signInAs } from "./factory.ts";
import { expect, humanClick, submitSignIn, test } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

const SCREENS = ".tmp/screens";
/** The job the factory makes fail: the data export, for a request id that is not one. */
const KIND = "privacy.build-export";

// Issue 38: Sistema shows a job that failed for good; 'Reintentar' runs it once more, audited; 'Descartar' ends it.
for (const lang of ["es", "en"] as const) {
  const system = loadTexts(lang, "system");
  const ts = (key: string, vars?: Record<string, string | number>) => text(system, key, vars);
  const admin = loadTexts(lang, "admin");
  const auditAction = (action: string) =>
    (admin.audit as { actions: Record<string, string> }).actions[action]!;
  const locale = lang === "es" ? "es-ES" : "en-GB";

  /**
   * Reloads until the row shows `expected`. The job runner polls every 200 ms in the journeys' server, but one
   * tick runs every due job and periodic task first: on a loaded 2-core CI host that took longer than 20 s.
   */
  async function reloadUntil(page: Page, row: Locator, expected: string) {
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText(expected, { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
  }

  /** Presses one of the row's buttons, confirms in the dialog, and waits for the outcome's toast. */
  async function confirmAction(page: Page, row: Locator, button: string, confirm: string, done: string) {
    await humanClick(row.getByRole("button", { name: button }));
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toBeVisible();
    await humanClick(dialog.getByRole("button", { name: confirm, exact: true }));
    await expect(page.getByText(done)).toBeVisible();
  }

  test.describe(`admin Sistema (${lang})`, () => {
    test.use({ locale });
    // reloadUntil may wait up to a minute for the job runner on a loaded host.
    test.describe.configure({ timeout: 150_000 });

    test("a job failed for good shows its error; 'Reintentar' runs it once (audited); 'Descartar' ends it", async ({
      page,
      request,
    }) => {
      const me = await newAdmin(request, { locale: lang });
      const job = await newFailingJob(request);
      const vars = { kind: KIND, id: String(job.id) };
      await signInAs(page, lang, me, { redirect: "/admin/sistema" });
      await expect(page.getByRole("heading", { level: 2, name: ts("jobs.title") })).toBeVisible();
      await expect(page.getByRole("link", { name: text(admin, "tabs.sistema") })).toHaveAttribute(
        "aria-current",
        "page",
      );

      // The runner tries it once and gives up: listed with its kind, its error (the query's text and
      // parameters left out), one attempt and the time of it.
      const row = page.getByTestId("failed-job").filter({ hasText: ts("jobs.number", { id: job.id }) });
      await reloadUntil(page, row, ts("jobs.attempts_one", { count: 1 }));
      await expect(row).toContainText(KIND);
      await expect(row.getByTestId("failed-job-error")).toHaveText("Failed query");
      await expect(row).toContainText(ts("jobs.lastTry", { date: "" }).trim());
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: `${SCREENS}/admin-system-${lang}-375.png`, fullPage: true });
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectNoSeriousA11yViolations(page);

      // 'Reintentar': confirmed, then the runner runs it once more; it fails again, so it is back with two attempts.
      await confirmAction(page, row, ts("jobs.retryLabel", vars), ts("jobs.retry"), ts("jobs.retrySuccess"));
      await reloadUntil(page, row, ts("jobs.attempts_other", { count: 2 }));
      await page.screenshot({ path: `${SCREENS}/admin-system-${lang}-desktop.png`, fullPage: true });

      // 'Descartar': confirmed, gone from the list for good.
      await confirmAction(
        page,
        row,
        ts("jobs.discardLabel", vars),
        ts("jobs.discard"),
        ts("jobs.discardSuccess"),
      );
      await expect(row).toHaveCount(0);
      await page.reload();
      await expect(row).toHaveCount(0);

      // Both decisions are in the audit log, under this admin's name.
      for (const action of ["job.retry", "job.discard"]) {
        await page.goto(`/admin/registro?action=${action}&subject=${job.id}`);
        await expect(page.getByTestId("audit-entry")).toHaveCount(1);
        await expect(page.getByTestId("audit-entry")).toContainText(me.name);
        await expect(page.getByTestId("audit-entry")).toContainText(auditAction(action));
      }
    });

    test("before the scripts load, 'Descartar' asks first and changes nothing until confirmed", async ({
      browser,
      baseURL,
      request,
    }) => {
      const me = await newAdmin(request, { locale: lang });
      const job = await newFailingJob(request);
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale });
      const page = await context.newPage();
      await page.goto("/login?redirect=/admin/sistema");
      await submitSignIn(page, lang, me.email, me.password);
      await expect(page).toHaveURL(/\/admin\/sistema$/);
      const row = page.getByTestId("failed-job").filter({ hasText: ts("jobs.number", { id: job.id }) });
      await reloadUntil(page, row, ts("jobs.attempts_one", { count: 1 }));

      await humanClick(
        row.getByRole("button", { name: ts("jobs.discardLabel", { kind: KIND, id: job.id }) }),
      );
      const step = page.getByTestId("confirm-step");
      await expect(step).toContainText(ts("jobs.discardConfirm", { kind: KIND, id: job.id }));
      await expect(row).toHaveCount(1);
      await humanClick(step.getByRole("button", { name: ts("jobs.discard"), exact: true }));
      await expect(page.getByRole("status").filter({ hasText: ts("jobs.discardSuccess") })).toBeVisible();
      await expect(row).toHaveCount(0);
      await context.close();
    });
  });
}
