import type { Browser, Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import {
  type FactoryUser,
  newAdmin,
  newBooking,
  newTraveller,
  newTrip,
  newTropleader,
  signInAs,
  uniqueToken,
} from "./factory.ts";
import { expect, humanClick, test, waitingForHydration } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

/**
 * Issue 35, "talk to the team": Marta opens a support chat from her booking (attached as a reference chip), an
 * admin answers from the panel's Soporte inbox, Marta sees the answer live under "Equipo Tropa" and never the
 * admin's name; the admin marks it solved and Marta's next message reopens it. Two browser contexts.
 */

const SCREENS = ".tmp/screens";

for (const lang of ["es", "en"] as const) {
  const support = loadTexts(lang, "support");
  const chat = loadTexts(lang, "chat");
  const ts = (key: string, vars?: Record<string, string | number>) => text(support, key, vars);
  const tc = (key: string, vars?: Record<string, string | number>) => text(chat, key, vars);
  const locale = lang === "es" ? "es-ES" : "en-GB";

  async function signedIn(browser: Browser, baseURL: string, user: FactoryUser, path: string, width = 1280) {
    const context = await browser.newContext({ baseURL, locale, viewport: { width, height: 900 } });
    const page = waitingForHydration(await context.newPage());
    await signInAs(page, lang, user, { redirect: path });
    await page.waitForURL((url) => url.pathname === path.split("?")[0]);
    return { context, page };
  }

  const bubble = (page: Page, content: string) =>
    page.getByTestId("chat-message").filter({ hasText: content });

  test.describe(`support chat (${lang})`, () => {
    test.use({ locale });
    test("a traveller asks about a booking, an admin answers live as the team, solved and reopened", async ({
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(300_000);
      const token = uniqueToken();
      const travellerName = `Marta Soporte ${token}`;
      const adminName = `Ana Secreta ${token}`;
      const leader = await newTropleader(request, { name: "Lucía Fernández" });
      const traveller = await newTraveller(request, { name: travellerName, locale: lang });
      const admin = await newAdmin(request, { name: adminName, locale: lang });
      const trip = await newTrip(request, {
        tropleaderId: leader.id,
        title: `Kayak en Menorca ${token}`,
        departures: [{ daysFromNow: 40, seats: 8 }],
      });
      const booking = await newBooking(request, {
        userId: traveller.id,
        departureId: trip.departures[0]!.id,
      });

      // Marta, from her booking card on the dashboard.
      const marta = await signedIn(browser, baseURL!, traveller, "/viajero/dashboard");
      const card = marta.page.locator(
        `[data-testid="booking-card"][data-booking-reference="${booking.bookingReference}"]`,
      );
      await card.scrollIntoViewIfNeeded();
      await marta.page.screenshot({ path: `${SCREENS}/support-booking-card-${lang}-1280.png` });
      await humanClick(card.getByRole("button", { name: ts("open.booking") }));
      await marta.page.waitForURL(/\/mensajes\?c=/);
      const conversationId = new URL(marta.page.url()).searchParams.get("c")!;
      const pane = marta.page.getByRole("region", { name: ts("teamName") });
      await expect(pane).toBeVisible();
      await expect(pane.getByText(ts("paneSubtitle"))).toBeVisible();
      const chip = pane.getByTestId("support-reference");
      await expect(chip).toContainText(ts("reference.booking", { reference: booking.bookingReference }));
      await expect(chip).toContainText(trip.title);
      const question = `No me ha llegado el recibo ${token}`;
      await marta.page.getByLabel(tc("composer.label")).fill(question);
      await marta.page.getByLabel(tc("composer.label")).press("Enter");
      await expect(bubble(marta.page, question)).toBeVisible();
      await expect(bubble(marta.page, question).getByTestId("receipt")).toHaveAttribute("data-state", "sent");

      // The admin: the inbox shows Marta's conversation with her two unread messages (notice + question).
      const ana = await signedIn(browser, baseURL!, admin, "/admin/soporte");
      const row = ana.page.getByTestId("support-inbox-row").filter({ hasText: travellerName });
      await expect(row).toContainText(ts("admin.unread_other", { count: 2 }));
      await row.click();
      await ana.page.waitForURL(new RegExp(`c=${conversationId}`));
      const thread = ana.page.getByTestId("support-thread");
      await expect(thread.getByTestId("support-reference")).toContainText(booking.bookingReference);
      await expect(thread).toContainText(question);
      // Opening it read it for the team: Marta's ✓ becomes ✓✓ live.
      await expect(bubble(marta.page, question).getByTestId("receipt")).toHaveAttribute("data-state", "read");
      await expectNoSeriousA11yViolations(ana.page);
      await ana.page.screenshot({ path: `${SCREENS}/support-admin-${lang}-1280.png`, fullPage: true });

      // The admin answers; Marta sees it without reloading, from "Equipo Tropa", never the admin's name.
      const answer = `Te lo reenviamos ahora mismo ${token}`;
      await ana.page.getByLabel(ts("admin.reply")).fill(answer);
      await humanClick(ana.page.getByRole("button", { name: ts("admin.send") }));
      await expect(thread.getByText(answer)).toBeVisible({ timeout: 30_000 });
      await expect(bubble(marta.page, answer)).toBeVisible();
      await expect(bubble(marta.page, answer)).toHaveAttribute("data-mine", "false");
      await expect(marta.page.getByRole("region", { name: ts("teamName") })).toBeVisible();
      await expect(marta.page.getByText(adminName)).toHaveCount(0);
      const row2 = marta.page.getByTestId("conversation-row").filter({ hasText: ts("teamName") });
      await expect(row2).toContainText(answer);
      await expectNoSeriousA11yViolations(marta.page);
      await marta.page.screenshot({ path: `${SCREENS}/support-traveller-${lang}-1280.png` });

      // Solved: out of the open inbox; Marta writes again and it is back, unread, without a reload.
      await humanClick(ana.page.getByRole("button", { name: ts("admin.markSolved") }));
      await expect(ana.page.getByText(ts("admin.solvedNote"))).toBeVisible();
      await expect(ana.page.getByTestId("support-inbox-row").filter({ hasText: travellerName })).toHaveCount(
        0,
      );
      await ana.page.goto("/admin/soporte");
      await expect(ana.page.getByRole("heading", { name: ts("admin.title") })).toBeVisible();
      const again = `Una cosa más ${token}`;
      await marta.page.getByLabel(tc("composer.label")).fill(again);
      await marta.page.getByLabel(tc("composer.label")).press("Enter");
      await expect(bubble(marta.page, again)).toBeVisible();
      await expect(
        ana.page.getByTestId("support-inbox-row").filter({ hasText: travellerName }),
      ).toContainText(ts("admin.unread_one", { count: 1 }));

      // At 375 px: the traveller's pane and the admin's thread.
      const phone = await signedIn(browser, baseURL!, traveller, `/mensajes?c=${conversationId}`, 375);
      await expect(bubble(phone.page, answer)).toBeVisible();
      await phone.page.screenshot({ path: `${SCREENS}/support-traveller-${lang}-375.png` });
      const adminPhone = await signedIn(browser, baseURL!, admin, `/admin/soporte?c=${conversationId}`, 375);
      await expect(adminPhone.page.getByTestId("support-thread")).toContainText(again);
      await expectNoSeriousA11yViolations(adminPhone.page);
      // Nothing sticks out at 375 px: the page is as wide as the phone (the message names what overflows).
      const overflow = await adminPhone.page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        wide: [...document.querySelectorAll("body *")]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(0, 8)
          .map(
            (el) =>
              `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)} ${el.getBoundingClientRect().right}`,
          ),
      }));
      expect(overflow.width, overflow.wide.join("\n")).toBeLessThanOrEqual(375);
      await adminPhone.page.screenshot({ path: `${SCREENS}/support-admin-${lang}-375.png`, fullPage: true });
      for (const c of [marta, ana, phone, adminPhone]) await c.context.close();
    });

    test("the help centre's chat card opens the team's chat; someone else's booking is refused", async ({
      page,
      request,
    }) => {
      const traveller = await newTraveller(request, { locale: lang });
      const help = loadTexts(lang, "help");
      await signInAs(page, lang, traveller, { redirect: "/ayuda" });
      await humanClick(page.getByRole("button", { name: new RegExp(text(help, "contact.chat.action")) }));
      await page.waitForURL(/\/mensajes\?c=/);
      await expect(page.getByRole("region", { name: ts("teamName") })).toBeVisible();

      // Posting another traveller's booking id by hand: not found, nothing attached.
      const other = await newTraveller(request);
      const leader = await newTropleader(request);
      const trip = await newTrip(request, {
        tropleaderId: leader.id,
        departures: [{ daysFromNow: 30, seats: 5 }],
      });
      const booking = await newBooking(request, { userId: other.id, departureId: trip.departures[0]!.id });
      const status = await page.evaluate(async (bookingId) => {
        const body = new URLSearchParams({ bookingId });
        const r = await fetch("/soporte", { method: "POST", body, redirect: "manual" });
        return r.status;
      }, booking.id);
      expect(status).toBe(404);
    });
  });
}
