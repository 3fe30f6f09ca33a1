import type { Browser, Page } from "@playwright/test";
import { samplePng } from "../../server/testing/sample-files.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import {
  type FactoryUser,
  newAdmin,
  newBooking,
  newGroupConversation,
  newMessage,
  newTraveller,
  newTrip,
  newTropleader,
  signInAs,
  uniqueToken,
} from "./factory.ts";
import { expect, humanClick, test, waitingForHydration } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

const SCREENS = ".tmp/screens";

/**
 * Issue 35: a traveller's review photos (uploaded on the review form, shown under her review on the trip page in
 * a keyboard-operable viewer, hidden by an admin in Reseñas) and the verified traveller's badge that others see
 * on her review and in a group chat.
 */
for (const lang of ["es", "en"] as const) {
  const dashboard = loadTexts(lang, "dashboard");
  const catalogue = loadTexts(lang, "catalogue");
  const admin = loadTexts(lang, "admin");
  const common = loadTexts(lang, "common");
  const chat = loadTexts(lang, "chat");
  const d = (key: string, vars?: Record<string, string | number>) => text(dashboard, key, vars);
  const c = (key: string, vars?: Record<string, string | number>) => text(catalogue, key, vars);
  const a = (key: string, vars?: Record<string, string | number>) => text(admin, key, vars);
  const badgeName = text(common, "ui.verifiedTraveller");
  const locale = lang === "es" ? "es-ES" : "en-GB";

  async function signedIn(browser: Browser, baseURL: string, user: FactoryUser, path: string): Promise<Page> {
    const context = await browser.newContext({ baseURL, locale, viewport: { width: 1280, height: 860 } });
    const page = waitingForHydration(await context.newPage());
    await signInAs(page, lang, user, { redirect: path });
    return page;
  }

  test.describe(`review photos and the verified badge (${lang})`, () => {
    test.use({ locale });

    test("a verified traveller reviews with two photos; the viewer works by keyboard; an admin hides one", async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(120_000);
      const token = uniqueToken();
      const leader = await newTropleader(request, { name: "Diego Martín" });
      const trip = await newTrip(request, {
        tropleaderId: leader.id,
        title: `Surf en Ericeira ${token}`,
        departures: [{ daysFromNow: -40, seats: 10 }],
      });
      const marta = await newTraveller(request, { name: "Marta Prieto", locale: lang, verified: true });
      const booking = await newBooking(request, {
        userId: marta.id,
        departureId: trip.departures[0]!.id,
        status: "completed",
      });

      await signInAs(page, lang, marta, { redirect: "/viajero/dashboard?tab=historial" });
      const card = page.locator(`[data-booking-reference="${booking.bookingReference}"]`);
      await card.getByTestId("write-review").click();
      const form = card.getByTestId("review-form");
      const title = lang === "es" ? "Olas perfectas" : "Perfect waves";
      await form.getByLabel(d("review.titleLabel")).fill(title);
      await form
        .getByLabel(d("review.commentLabel"))
        .fill(lang === "es" ? "Un grupo genial." : "A great group.");
      await form.getByTestId("review-photo-input").setInputFiles([
        { name: "ola.png", mimeType: "image/png", buffer: await samplePng(800, 600, "#3b82f6") },
        { name: "playa.png", mimeType: "image/png", buffer: await samplePng(800, 600, "#f59e0b") },
      ]);
      await expect(form.getByTestId("review-form-photos").getByRole("img")).toHaveCount(2);
      await page.screenshot({ path: `${SCREENS}/review-photos-form-${lang}.png`, fullPage: true });
      await humanClick(form.getByRole("button", { name: d("review.submit") }));
      await expect(page.getByText(d("review.success"))).toBeVisible();

      // The trip page: her review with the badge and two photos, opened in the viewer by keyboard.
      await page.goto(`/viaje/${trip.slug}`);
      const review = page.getByTestId("review-list").locator("li").filter({ hasText: title }).first();
      await expect(review.getByRole("img", { name: badgeName })).toBeVisible();
      const thumbs = review.getByTestId("review-photo-thumbnail");
      await expect(thumbs).toHaveCount(2);
      const first = thumbs.first();
      await first.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: c("reviewPhotos.dialogTitle", { name: "Marta" }) });
      await expect(dialog).toBeVisible();
      const shown = dialog.getByTestId("review-photo-viewer-image");
      await expect(shown).toHaveAttribute(
        "alt",
        c("reviewPhotos.alt", { n: 1, total: 2, name: "Marta", title }),
      );
      await page.keyboard.press("ArrowRight");
      await expect(shown).toHaveAttribute(
        "alt",
        c("reviewPhotos.alt", { n: 2, total: 2, name: "Marta", title }),
      );
      await expect(dialog.getByRole("button", { name: c("trip.previousImage") })).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/review-photos-viewer-${lang}.png` });
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(first).toBeFocused();
      // On a phone the viewer fills the screen and passes axe too.
      await page.setViewportSize({ width: 375, height: 812 });
      await first.click();
      await expect(dialog).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/review-photos-viewer-375-${lang}.png` });
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole("button", { name: text(common, "ui.close") }).click();
      await expect(dialog).toHaveCount(0);
      await page.setViewportSize({ width: 1280, height: 860 });

      // An admin hides the first photo in Reseñas: it is gone from the trip page.
      const ada = await newAdmin(request, { locale: lang });
      const adminPage = await signedIn(browser, baseURL!, ada, "/admin/resenas?filtro=photos");
      const item = adminPage.getByTestId("admin-review").filter({ hasText: title });
      await expect(item.getByRole("img")).toHaveCount(2);
      await item.getByRole("button", { name: a("reviews.hidePhoto", { n: 1 }) }).click();
      await adminPage
        .getByRole("alertdialog")
        .getByRole("button", { name: a("reviews.hidePhoto", { n: 1 }) })
        .click();
      await expect(adminPage.getByText(a("reviews.success"))).toBeVisible();
      await expect(item.getByRole("img")).toHaveCount(1);
      await adminPage.screenshot({ path: `${SCREENS}/admin-resenas-${lang}.png`, fullPage: true });
      await expectNoSeriousA11yViolations(adminPage);
      await adminPage.context().close();

      await page.reload();
      await expect(review.getByTestId("review-photo-thumbnail")).toHaveCount(1);
    });

    test("a verified traveller's badge shows in the group chat", async ({ browser, baseURL, request }) => {
      test.setTimeout(90_000);
      const token = uniqueToken();
      const leader = await newTropleader(request, { name: "Lucía Fernández" });
      const trip = await newTrip(request, {
        tropleaderId: leader.id,
        title: `Kayak en Menorca ${token}`,
        departures: [{ daysFromNow: 30, seats: 10 }],
      });
      const departureId = trip.departures[0]!.id;
      const marta = await newTraveller(request, { name: `Marta ${token}`, verified: true });
      const pablo = await newTraveller(request, { name: `Pablo ${token}` });
      for (const t of [marta, pablo]) await newBooking(request, { userId: t.id, departureId });
      const { conversationId } = await newGroupConversation(request, {
        tropleaderId: leader.id,
        departureId,
      });
      await newMessage(request, { senderId: marta.id, conversationId, content: `¡Hola grupo! ${token}` });
      await newMessage(request, { senderId: pablo.id, conversationId, content: `¡Buenas! ${token}` });

      const page = await signedIn(browser, baseURL!, leader, `/mensajes?c=${conversationId}`);
      const groupName = text(chat, "group.name", { trip: trip.title });
      const pane = page.getByRole("region", { name: groupName });
      const fromMarta = pane.getByTestId("chat-message").filter({ hasText: `¡Hola grupo! ${token}` });
      const fromPablo = pane.getByTestId("chat-message").filter({ hasText: `¡Buenas! ${token}` });
      await expect(fromMarta.getByRole("img", { name: badgeName })).toBeVisible();
      await expect(fromPablo).toBeVisible();
      await expect(fromPablo.getByRole("img", { name: badgeName })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SCREENS}/chat-verified-badge-${lang}.png` });
      await page.context().close();
    });
  });
}
