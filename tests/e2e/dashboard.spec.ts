import type { Page } from "@playwright/test";
import { samplePdf, samplePng } from "../../server/testing/sample-files.ts";
import { DEMO_TRAVELLER, expect, submitSignIn, test } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

const SCREENS = ".tmp/screens";

// The journeys change the demo traveller's data (a review, the documents, the photo): one at a time.
test.describe.configure({ mode: "serial" });

for (const lang of ["es", "en"] as const) {
  const dashboard = loadTexts(lang, "dashboard");
  const profile = loadTexts(lang, "profile");
  const uploads = loadTexts(lang, "uploads");
  const d = (key: string) => text(dashboard, key);
  const p = (key: string) => text(profile, key);
  const u = (key: string) => text(uploads, key);

  test.describe(`traveller dashboard (${lang})`, () => {
    test.use({ locale: lang === "es" ? "es-ES" : "en-GB" });

    async function signIn(page: Page) {
      await page.goto("/login");
      await submitSignIn(page, lang, DEMO_TRAVELLER.email, DEMO_TRAVELLER.password);
      await expect(page).toHaveURL(/\/viajero\/dashboard/, { timeout: 15_000 });
    }

    const tab = (page: Page, key: string) => page.getByRole("tab", { name: new RegExp(d(`tabs.${key}`)) });

    test("tabs in the URL, counters that match the lists", async ({ page }) => {
      await signIn(page);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(
        fill(d("greeting"), { name: "" }).trim(),
      );
      await expect(tab(page, "trips")).toHaveAttribute("aria-selected", "true");

      const upcoming = Number(await page.getByTestId("counter-upcoming").textContent());
      const completed = Number(await page.getByTestId("counter-completed").textContent());
      const wishlist = Number(await page.getByTestId("counter-wishlist").textContent());
      if (upcoming === 0) await expect(page.getByText(d("trips.emptyTitle"))).toBeVisible();
      else
        await expect(page.getByTestId("upcoming-bookings").getByTestId("booking-card")).toHaveCount(upcoming);

      await tab(page, "history").click();
      await expect(page).toHaveURL(/[?&]tab=historial/);
      expect(completed).toBeGreaterThan(0);
      await expect(page.getByTestId("completed-bookings").getByTestId("booking-card")).toHaveCount(completed);

      await tab(page, "wishlist").click();
      await expect(page).toHaveURL(/[?&]tab=deseos/);
      expect(wishlist).toBeGreaterThan(0);
      const cards = page.getByTestId("wishlist-trips").getByTestId("trip-card");
      await expect(cards).toHaveCount(wishlist);
      // Lista de Deseos lists each trip with its leader's name (doc 1 §2).
      for (const card of await cards.all()) {
        await expect(card.getByText(new RegExp(`^${lang === "es" ? "Con" : "With"} \\S`))).toBeVisible();
      }

      await tab(page, "profile").click();
      await expect(page).toHaveURL(/[?&]tab=perfil/);
      await expect(page.getByTestId("profile-form")).toBeVisible();

      // A reload keeps the tab; the browser's back button returns to the previous one.
      await page.reload();
      await expect(tab(page, "profile")).toHaveAttribute("aria-selected", "true");
      await page.goBack();
      await expect(tab(page, "wishlist")).toHaveAttribute("aria-selected", "true");

      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const key of ["viajes", "historial", "deseos", "perfil"]) {
          await page.goto(`/viajero/dashboard?tab=${key}`);
          await page.screenshot({ path: `${SCREENS}/dashboard-${key}-${width}-${lang}.png`, fullPage: true });
        }
      }
    });

    test("documents and message of an upcoming trip", async ({ page }) => {
      await signIn(page);
      // The demo traveller has a confirmed upcoming trip (the seed's surf week).
      const button = page.getByTestId("upcoming-bookings").getByTestId("documents-button").first();
      await button.click();
      const dialog = page.getByRole("dialog", { name: d("documents.title") });
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByTestId("documents-empty").or(dialog.getByRole("listitem").first()),
      ).toBeVisible();
      if (await dialog.getByTestId("documents-empty").count()) {
        await expect(dialog.getByTestId("documents-empty")).toHaveText(d("documents.empty"));
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      // 'Mensaje' opens the conversation with the trip's tropleader.
      await page
        .getByTestId("upcoming-bookings")
        .getByRole("button", { name: d("booking.message"), exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(/\/mensajes/);
    });

    test("review a completed trip", async ({ page }) => {
      await signIn(page);
      await tab(page, "history").click();
      const write = page.getByTestId("write-review").first();
      if ((await write.count()) === 0) {
        // The other language's run already reviewed the demo traveller's completed trip: it shows as written.
        await expect(page.getByTestId("existing-review").first()).toContainText(d("history.yourReview"));
        await expect(page.getByTestId("existing-review").first()).toContainText(d("history.verified"));
        return;
      }
      const reference = await page
        .getByTestId("booking-card")
        .filter({ has: write })
        .first()
        .getAttribute("data-booking-reference");
      const card = page.locator(`[data-booking-reference="${reference}"]`);
      await write.click();
      const form = card.getByTestId("review-form");
      await form.getByRole("button", { name: d("review.submit") }).click();
      await expect(form.getByRole("alert")).toHaveText(d("review.errors.required"));

      await form
        .getByRole("radio", { name: fill(d("review.star_other"), { count: 4 }) })
        .check({ force: true });
      const title = lang === "es" ? "Un viaje para repetir" : "A trip to do again";
      const comment =
        lang === "es"
          ? "Grupo pequeño, tropleader atento y todo muy bien organizado."
          : "Small group, a caring tropleader and everything well organised.";
      await form.getByLabel(d("review.titleLabel")).fill(title);
      await form.getByLabel(d("review.commentLabel")).fill(comment);
      await expect(form.getByTestId("comment-counter")).toHaveText(`${comment.length}/2000`);
      await page.screenshot({ path: `${SCREENS}/dashboard-review-form-${lang}.png`, fullPage: true });
      await form.getByRole("button", { name: d("review.submit") }).click();

      await expect(page.getByText(d("review.success"))).toBeVisible();
      const review = card.getByTestId("existing-review");
      await expect(review).toContainText(title);
      await expect(review).toContainText(comment);
      await expect(review).toContainText(d("history.verified"));
      await expect(card.getByTestId("write-review")).toHaveCount(0);
    });

    test("submit identity documents and see the pending state", async ({ page }) => {
      await signIn(page);
      await page.goto("/viajero/dashboard?tab=perfil");
      const pending = page.getByTestId("identity-pending");
      // A run in the other language may have sent them already: send new ones (allowed while pending).
      if (await pending.count()) await pending.getByRole("button", { name: p("identity.resubmit") }).click();

      const form = page.getByTestId("identity-form");
      await form.getByRole("button", { name: p("identity.submit") }).click();
      await expect(form.getByText(p("identity.errors.identityNumberRequired"))).toBeVisible();
      await expect(form.getByText(p("identity.errors.bothSides"))).toBeVisible();

      await form.getByLabel(p("identity.birthDate")).fill("1993-05-21");
      await form.getByLabel(p("identity.identityNumber")).fill("12345678Z");
      // A text file named like an image is refused by its content.
      await form
        .getByTestId("identity-front")
        .locator("input[type=file]")
        .setInputFiles({
          name: "dni.jpg",
          mimeType: "image/jpeg",
          buffer: Buffer.from("not really a picture"),
        });
      await expect(form.getByText(u("errors.invalidDocument"))).toBeVisible();

      await form
        .getByTestId("identity-front")
        .locator("input[type=file]")
        .setInputFiles({ name: "dni-front.png", mimeType: "image/png", buffer: await samplePng(600, 380) });
      await form
        .getByTestId("identity-back")
        .locator("input[type=file]")
        .setInputFiles({ name: "dni-back.pdf", mimeType: "application/pdf", buffer: samplePdf("DNI") });
      await expect(form.getByTestId("identity-front")).toContainText(p("identity.uploaded"));
      await expect(form.getByTestId("identity-back")).toContainText(p("identity.uploaded"));
      await expect(form.getByText(p("identity.reviewTime"))).toBeVisible();
      await form.getByRole("button", { name: p("identity.submit") }).click();

      await expect(page.getByText(p("identity.submitted"))).toBeVisible();
      await expect(pending).toBeVisible();
      await expect(pending).toContainText(p("identity.pendingTitle"));
      await expect(pending).toContainText(
        lang === "es" ? "24 y 48 horas laborables" : "24-48 business hours",
      );

      // The owner can open the private document; nobody can reach it without a session.
      const href = await pending.getByRole("link", { name: p("identity.viewBack") }).getAttribute("href");
      const own = await page.request.get(href!);
      expect(own.status()).toBe(200);
      expect(own.headers()["content-type"]).toBe("application/pdf");
      const anonymous = await page.context().browser()!.newContext();
      expect((await anonymous.request.get(new URL(href!, page.url()).toString())).status()).toBe(401);
      await anonymous.close();
      await page.screenshot({ path: `${SCREENS}/dashboard-identity-pending-${lang}.png`, fullPage: true });
    });

    test("upload an avatar and see it in the header and the profile", async ({ page }) => {
      await signIn(page);
      await page.goto("/viajero/dashboard?tab=perfil");
      // The same demo user may already have a photo (the other language's run uploads one too).
      const headerAvatar = page.getByRole("banner").locator("img[src^='/media/public/avatars/']").first();
      const previous = (await headerAvatar.count()) > 0 ? await headerAvatar.getAttribute("src") : null;
      const input = page.getByTestId("avatar-input");
      await input.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: samplePdf() });
      await expect(page.getByText(u("errors.invalidImage"))).toBeVisible();

      await input.setInputFiles({
        name: "me.png",
        mimeType: "image/png",
        buffer: await samplePng(900, 700, lang === "es" ? "#e07a5f" : "#3d405b"),
      });
      await expect(page.getByText(p("avatar.success"))).toBeVisible();
      if (previous) await expect(headerAvatar).not.toHaveAttribute("src", previous);
      await expect(headerAvatar).toBeVisible();
      const src = await headerAvatar.getAttribute("src");
      await expect(page.getByRole("main").locator(`img[src="${src}"]`).first()).toBeVisible();
      const image = await page.request.get(src!);
      expect(image.headers()["content-type"]).toBe("image/webp");
    });

    test("profile and settings save with the spec's messages", async ({ page }) => {
      await signIn(page);
      await page.goto("/viajero/dashboard?tab=perfil");
      const form = page.getByTestId("profile-form");
      await form.getByLabel(p("fields.phone")).fill("12");
      await form.getByRole("button", { name: p("save") }).click();
      await expect(form.getByText(p("errors.phoneInvalid"))).toBeVisible();
      await form.getByLabel(p("fields.phone")).fill("+34 600 112 233");
      await form.getByLabel(p("fields.country")).selectOption(lang === "es" ? "México" : "Chile");
      await form.getByRole("button", { name: p("save") }).click();
      await expect(page.getByText(p("success"))).toBeVisible();

      const settings = page.getByTestId("settings-form");
      const newsletter = settings.getByLabel(p("settings.newsletter"));
      await newsletter.setChecked(!(await newsletter.isChecked()));
      await settings.getByRole("button", { name: p("settings.save") }).click();
      await expect(page.getByText(p("settings.success"))).toBeVisible();

      await page.reload();
      const country = page.getByTestId("profile-form").getByLabel(p("fields.country"));
      await expect(country).toHaveValue(lang === "es" ? "México" : "Chile");
      // Leave the demo traveller as the seed made her, for journeys that read her profile.
      await country.selectOption("España");
      await page
        .getByTestId("profile-form")
        .getByRole("button", { name: p("save") })
        .click();
      await expect(page.getByText(p("success")).first()).toBeVisible();
    });
  });
}
