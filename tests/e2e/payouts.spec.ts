import { readFileSync, writeFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { DEFAULT_COMMISSION_RATE } from "../../core/constants/limits.ts";
import { formatMoney } from "../../core/format/money.ts";
import { splitCommission } from "../../core/rules/commission.ts";
import { pdfText } from "../../server/testing/pdf-text.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { parseCsv } from "./csv.ts";
import {
  type FactoryUser,
  newPaidBooking,
  newTraveller,
  newTrip,
  newTropleader,
  payoutRound,
  signInAs,
  uniqueToken,
} from "./factory.ts";
import { expect, test, waitingForHydration } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

const SCREENS = ".tmp/screens";
const ADMIN = { email: "admin@tropa.demo", password: "tropa1234" };
const PRICE = 100_000;

// Issue 13: the payout job pays the guide's share 7 days after the trip; Cobros and Finanzas show it.
for (const lang of ["es", "en"] as const) {
  const workspace = loadTexts(lang, "workspace");
  const tw = (key: string, vars?: Record<string, string | number>) => text(workspace, key, vars);
  const admin = loadTexts(lang, "admin");
  const ta = (key: string, vars?: Record<string, string | number>) => text(admin, key, vars);
  const locale = lang === "es" ? "es-ES" : "en-GB";
  const money = (cents: number) => formatMoney(cents, lang);
  const td = (key: string) => text(loadTexts(lang, "dashboard"), key);
  const tr = (key: string) => text(loadTexts(lang, "receipt"), key);
  const plain = (s: string) => s.replace(/[ \u00a0\u202f]+/g, " ");

  async function openAs(
    browser: Browser,
    baseURL: string,
    user: Pick<FactoryUser, "email" | "password">,
    path: string,
  ) {
    const page: Page = waitingForHydration(await (await browser.newContext({ baseURL, locale })).newPage());
    await signInAs(page, lang, user, { redirect: path });
    return page;
  }

  /** A guide's departure in 10 days with one booking of two places paid by card. */
  async function paidTrip(request: Parameters<typeof newTropleader>[0], payoutAccount: "ready" | "refused") {
    const token = uniqueToken();
    const guide = await newTropleader(request, { name: `Iker ${token}`, payoutAccount });
    const trip = await newTrip(request, {
      tropleaderId: guide.id,
      title: `Travesía del Sella ${token}`,
      departures: [{ daysFromNow: 10, seats: 8, price: PRICE }],
    });
    const departure = trip.departures[0]!;
    const traveller = await newTraveller(request, { name: `Nora ${token}`, locale: lang });
    const booking = await newPaidBooking(request, {
      userId: traveller.id,
      departureId: departure.id,
      participants: 2,
    });
    // The payout falls due 7 days after the departure ends (09:00 UTC): a moment safely after it.
    const due = new Date(`${departure.endDate}T12:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 8);
    return { token, guide, trip, departure, booking, due };
  }

  test.describe(`payouts (${lang})`, () => {
    test.use({ locale });

    test("the guide sees the payout coming, then paid after the job's round, and exports it", async ({
      browser,
      baseURL,
      request,
    }) => {
      const s = await paidTrip(request, "ready");
      const net = splitCommission(2 * PRICE, DEFAULT_COMMISSION_RATE);
      const page = await openAs(browser, baseURL ?? "", s.guide, "/tropleader/dashboard/cobros");
      await expect(page.getByRole("heading", { level: 2, name: tw("payouts.title") })).toBeVisible();
      const upcoming = page.getByTestId("payouts-upcoming-table");
      const row = upcoming.locator(`tr[data-reference="${s.booking.bookingReference}"]`);
      await expect(row).toContainText(money(2 * PRICE));
      await expect(row).toContainText(`−${money(net.commissionCents)}`);
      await expect(row.getByTestId("payout-net")).toHaveText(money(net.tropleaderCents));
      await expect(row).toContainText(tw("payouts.statusName.scheduled"));
      await expect(page.getByTestId("payouts-upcomingTotal")).toHaveText(money(net.tropleaderCents));
      await expect(page.getByText(tw("payouts.noHistory"))).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Before its date the job pays nothing; after it, the share reaches the guide's account.
      expect(
        (await payoutRound(request, s.guide.id, new Date(`${s.departure.endDate}T12:00:00Z`))).paid,
      ).toBe(0);
      expect((await payoutRound(request, s.guide.id, s.due)).paid).toBe(1);
      await page.reload();
      const paid = page
        .getByTestId("payouts-history-table")
        .locator(`tr[data-reference="${s.booking.bookingReference}"]`);
      await expect(paid).toContainText(tw("payouts.statusName.paid"));
      await expect(page.getByTestId("payouts-paidTotal")).toHaveText(money(net.tropleaderCents));
      await expect(page.getByText(tw("payouts.noUpcoming"))).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/payouts-guide-${lang}.png`, fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await expect(page.getByTestId("payouts-history-table")).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SCREENS}/payouts-guide-375-${lang}.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });

      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: tw("payouts.export") }).click();
      const csv = parseCsv(readFileSync(await (await download).path(), "utf8"));
      expect(csv[0]).toContain(tw("payouts.csv.net"));
      const line = csv.find((r) => r[0] === s.booking.bookingReference);
      expect(line?.[9]).toBe((net.tropleaderCents / 100).toFixed(2));
      expect(line?.[11]).toBe(tw("payouts.statusName.paid"));
      expect(csv).toHaveLength(2);
    });

    test("the traveller downloads the receipt of their payment from the dashboard, with the right amounts", async ({
      browser,
      baseURL,
      request,
    }) => {
      const token = uniqueToken();
      const guide = await newTropleader(request, { name: `Iker ${token}` });
      const trip = await newTrip(request, {
        tropleaderId: guide.id,
        title: `Ruta del Cares ${token}`,
        departures: [{ daysFromNow: 30, seats: 8, price: PRICE }],
      });
      const traveller = await newTraveller(request, { name: `Olaia ${token}`, locale: lang });
      const booking = await newPaidBooking(request, {
        userId: traveller.id,
        departureId: trip.departures[0]!.id,
        participants: 2,
      });
      const page = await openAs(browser, baseURL ?? "", traveller, "/viajero/dashboard");
      const card = page.locator(`[data-booking-reference="${booking.bookingReference}"]`);
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `${SCREENS}/receipt-link-${lang}.png` });
      const download = page.waitForEvent("download");
      await card.getByRole("link", { name: td("receipts.payment") }).click();
      const file = await (await download).path();
      const pdf = readFileSync(file);
      writeFileSync(`${SCREENS}/receipt-${lang}.pdf`, pdf);
      const content = await pdfText(pdf);
      expect(content).toContain(booking.bookingReference);
      expect(content).toContain(`Ruta del Cares ${token}`);
      expect(content).toContain(plain(`${tr("amount.payment")} ${money(2 * PRICE)}`));
      expect(content).toContain(plain(`2 × ${money(PRICE)}`));
      expect(content).toContain(tr("title.payment"));
      // Someone else's receipt does not exist for them.
      const other = await newTraveller(request, { name: `Ugo ${token}` });
      const otherPage = await openAs(browser, baseURL ?? "", other, "/viajero/dashboard");
      expect((await otherPage.request.get(`/recibos/${booking.id}`)).status()).toBe(404);
    });

    test("a payout the provider keeps refusing is listed in Finanzas, where an admin retries it", async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const s = await paidTrip(request, "refused");
      let at = s.due;
      for (let i = 1; i <= 5; i++) {
        const run = await payoutRound(request, s.guide.id, at);
        expect(i < 5 ? run.retrying : run.failed).toBe(1);
        at = new Date(at.getTime() + 3_600_000 * 4 ** i + 60_000);
      }
      await signInAs(page, lang, ADMIN, { redirect: "/admin/finanzas" });
      await expect(page.getByRole("heading", { level: 2, name: ta("finance.title") })).toBeVisible();
      await expect(page.getByTestId("finance-figures-EUR").getByTestId("finance-gross")).toBeVisible();
      const failed = page
        .getByTestId("failed-payouts")
        .locator("li")
        .filter({ hasText: s.booking.bookingReference });
      await expect(failed).toContainText(s.guide.name);
      await expect(failed).toContainText(text(admin, "finance.attempts_other", { count: 5 }));
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SCREENS}/payouts-admin-${lang}.png`, fullPage: true });
      await failed.getByRole("button", { name: ta("finance.retry") }).click();
      await expect(page.getByText(ta("finance.retrySuccess"))).toBeVisible();
      await expect(failed).toHaveCount(0);
      // The reconciliation on demand: this booking's money adds up (charged = commission + the payout due).
      const reconciliation = page.getByTestId("reconciliation");
      await reconciliation.getByRole("button", { name: ta("finance.reconcile.run") }).click();
      await expect(page.getByText(ta("finance.reconcile.success", { result: "" }).trim())).toBeVisible();
      await expect(reconciliation.getByTestId("reconciliation-last")).toBeVisible();
      await expect(
        reconciliation
          .getByTestId("reconciliation-difference")
          .filter({ hasText: s.booking.bookingReference }),
      ).toHaveCount(0);
      // The retry is in the audit log.
      await page.goto(`/admin/registro?action=payout.retry&subject=${s.booking.id}`);
      const actions = (admin.audit as { actions: Record<string, string> }).actions;
      await expect(page.getByTestId("audit-entry")).toContainText(actions["payout.retry"]!);
    });
  });
}
