import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { samplePdf, samplePng } from "../../server/testing/sample-files.ts";
import {
  addToWishlist,
  type FactoryUser,
  newBooking,
  newTraveller,
  newTrip,
  newTropleader,
  signInAs,
  uniqueToken,
} from "./factory.ts";
import { expect, humanClick, test } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

const SCREENS = ".tmp/screens";

/**
 * What a traveller of one journey has: an upcoming confirmed trip, a completed one waiting for a review and
 * two trips on the wishlist, all of one tropleader; the journeys change only their own traveller's data.
 */
async function travellerWithTrips(request: APIRequestContext, lang: "es" | "en") {
  const token = uniqueToken();
  const leader = await newTropleader(request, { name: "Diego Martín" });
  const trip = (title: string, daysFromNow: number) =>
    newTrip(request, { tropleaderId: leader.id, title, departures: [{ daysFromNow, seats: 10 }] });
  const upcoming = await trip(`Surf y yoga en Ericeira ${token}`, 45);
  const completed = await trip(`Trekking por las Dolomitas ${token}`, -40);
  const wished = [
    await trip(`Buceo en Menorca ${token}`, 70),
    await trip(`Kayak en los fiordos ${token}`, 100),
  ];
  const traveller = await newTraveller(request, { name: "Marta Viajera", locale: lang });
  await newBooking(request, { userId: traveller.id, departureId: upcoming.departures[0]!.id });
  const done = await newBooking(request, {
    userId: traveller.id,
    departureId: completed.departures[0]!.id,
    status: "completed",
  });
  for (const w of wished) await addToWishlist(request, { userId: traveller.id, tripId: w.id });
  return {
    traveller,
    upcoming,
    completed: { ...completed, bookingReference: done.bookingReference },
    wished,
  };
}

for (const lang of ["es", "en"] as const) {
  const dashboard = loadTexts(lang, "dashboard");
  const profile = loadTexts(lang, "profile");
  const uploads = loadTexts(lang, "uploads");
  const d = (key: string) => text(dashboard, key);
  const p = (key: string) => text(profile, key);
  const u = (key: string) => text(uploads, key);

  test.describe(`traveller dashboard (${lang})`, () => {
    test.use({ locale: lang === "es" ? "es-ES" : "en-GB" });

    async function signIn(page: Page, traveller: FactoryUser) {
      await signInAs(page, lang, traveller);
      await expect(page).toHaveURL(/\/viajero\/dashboard/, { timeout: 15_000 });
    }

    const tab = (page: Page, key: string) => page.getByRole("tab", { name: new RegExp(d(`tabs.${key}`)) });

    test("removing a trip from the wishlist says so and leaves the other", async ({ page, request }) => {
      const { traveller, wished } = await travellerWithTrips(request, lang);
      await signIn(page, traveller);
      await tab(page, "wishlist").click();
      const cards = page.getByTestId("wishlist-trips").getByTestId("trip-card");
      await expect(cards).toHaveCount(2);
      const [gone, kept] = wished as [(typeof wished)[0], (typeof wished)[0]];
      await page.getByRole("button", { name: `${d("wishlist.remove")}: ${gone.title}` }).click();
      await expect(page.getByText(d("wishlist.removed"))).toBeVisible();
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(kept.title);
      await page.reload();
      await expect(page.getByTestId("wishlist-trips").getByTestId("trip-card")).toHaveCount(1);
    });

    test("tabs in the URL, counters that match the lists", async ({ page, request }) => {
      const { traveller } = await travellerWithTrips(request, lang);
      await signIn(page, traveller);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(
        fill(d("greeting"), { name: "" }).trim(),
      );
      await expect(tab(page, "trips")).toHaveAttribute("aria-selected", "true");

      const upcoming = Number(await page.getByTestId("counter-upcoming").textContent());
      const completed = Number(await page.getByTestId("counter-completed").textContent());
      const wishlist = Number(await page.getByTestId("counter-wishlist").textContent());
      expect([upcoming, completed, wishlist]).toEqual([1, 1, 2]);
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

    test("documents and message of an upcoming trip", async ({ page, request }) => {
      const { traveller, upcoming } = await travellerWithTrips(request, lang);
      await signIn(page, traveller);
      // The traveller has a confirmed upcoming trip, with no documents from its tropleader yet.
      await expect(page.getByTestId("upcoming-bookings")).toContainText(upcoming.title);
      const button = page.getByTestId("upcoming-bookings").getByTestId("documents-button").first();
      await button.click();
      const dialog = page.getByRole("dialog", { name: d("documents.title") });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId("documents-empty")).toHaveText(d("documents.empty"));
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      // 'Mensaje' opens the conversation with the trip's tropleader.
      await page
        .getByTestId("upcoming-bookings")
        .getByRole("button", { name: d("booking.message"), exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(/\/mensajes/);
      await expect(page.getByRole("region", { name: "Diego Martín" })).toBeVisible();
    });

    test("review a completed trip", async ({ page, request }) => {
      const { traveller, completed } = await travellerWithTrips(request, lang);
      await signIn(page, traveller);
      await tab(page, "history").click();
      // Its completed trip waits for a review; nothing is written yet.
      const card = page.locator(`[data-booking-reference="${completed.bookingReference}"]`);
      await expect(card).toContainText(completed.title);
      await expect(card.getByTestId("existing-review")).toHaveCount(0);
      const write = card.getByTestId("write-review");
      await write.click();
      const form = card.getByTestId("review-form");
      await humanClick(form.getByRole("button", { name: d("review.submit") }));
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
      await humanClick(form.getByRole("button", { name: d("review.submit") }));

      await expect(page.getByText(d("review.success"))).toBeVisible();
      const review = card.getByTestId("existing-review");
      await expect(review).toContainText(title);
      await expect(review).toContainText(comment);
      await expect(review).toContainText(d("history.yourReview"));
      await expect(review).toContainText(d("history.verified"));
      await expect(card.getByTestId("write-review")).toHaveCount(0);
    });

    /** Both sides of a document, front as an image and back as a PDF, until the form says they are in. */
    async function attachBothSides(form: Locator) {
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
    }

    test("submit identity documents and see the pending state", async ({ page, request }) => {
      const traveller = await newTraveller(request, { name: "Marta Viajera", locale: lang });
      await signIn(page, traveller);
      await page.goto("/viajero/dashboard?tab=perfil");
      const pending = page.getByTestId("identity-pending");
      const form = page.getByTestId("identity-form");
      await expect(pending).toHaveCount(0);
      if (lang === "en") {
        // In this language the traveller has sent documents already: new ones may be sent while pending.
        await form.getByLabel(p("identity.birthDate")).fill("1993-05-21");
        await form.getByLabel(p("identity.identityNumber")).fill("12345678Z");
        await attachBothSides(form);
        await humanClick(form.getByRole("button", { name: p("identity.submit") }));
        await expect(pending).toBeVisible();
        await pending.getByRole("button", { name: p("identity.resubmit") }).click();
      }

      await humanClick(form.getByRole("button", { name: p("identity.submit") }));
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

      await attachBothSides(form);
      await expect(form.getByText(p("identity.reviewTime"))).toBeVisible();
      await humanClick(form.getByRole("button", { name: p("identity.submit") }));

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

    test("upload an avatar and see it in the header and the profile", async ({ page, request }) => {
      const traveller = await newTraveller(request, { name: "Marta Viajera", locale: lang });
      await signIn(page, traveller);
      await page.goto("/viajero/dashboard?tab=perfil");
      // A new traveller has no photo of her own yet.
      const headerAvatar = page.getByRole("banner").locator("img[src^='/media/public/avatars/']").first();
      await expect(headerAvatar).toHaveCount(0);
      const input = page.getByTestId("avatar-input");
      await input.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: samplePdf() });
      await expect(page.getByText(u("errors.invalidImage"))).toBeVisible();

      await input.setInputFiles({
        name: "me.png",
        mimeType: "image/png",
        buffer: await samplePng(900, 700, lang === "es" ? "#e07a5f" : "#3d405b"),
      });
      await expect(page.getByText(p("avatar.success"))).toBeVisible();
      await expect(headerAvatar).toBeVisible();
      const src = await headerAvatar.getAttribute("src");
      await expect(page.getByRole("main").locator(`img[src="${src}"]`).first()).toBeVisible();
      const image = await page.request.get(src!);
      expect(image.headers()["content-type"]).toBe("image/webp");

      // A second photo replaces the first, in the header and the profile.
      await input.setInputFiles({
        name: "me-again.png",
        mimeType: "image/png",
        buffer: await samplePng(800, 800, "#81b29a"),
      });
      await expect(headerAvatar).not.toHaveAttribute("src", src!);
      const replaced = await headerAvatar.getAttribute("src");
      await expect(page.getByRole("main").locator(`img[src="${replaced}"]`).first()).toBeVisible();
    });

    test("profile and settings save with the spec's messages", async ({ page, request }) => {
      const traveller = await newTraveller(request, { name: "Marta Viajera", locale: lang });
      await signIn(page, traveller);
      await page.goto("/viajero/dashboard?tab=perfil");
      const form = page.getByTestId("profile-form");
      await form.getByLabel(p("fields.phone")).fill("12");
      await humanClick(form.getByRole("button", { name: p("save") }));
      await expect(form.getByText(p("errors.phoneInvalid"))).toBeVisible();
      await form.getByLabel(p("fields.phone")).fill("+34 600 112 233");
      await form.getByLabel(p("fields.country")).selectOption(lang === "es" ? "México" : "Chile");
      await humanClick(form.getByRole("button", { name: p("save") }));
      await expect(page.getByText(p("success"))).toBeVisible();

      const settings = page.getByTestId("settings-form");
      const newsletter = settings.getByLabel(p("settings.newsletter"));
      await newsletter.setChecked(!(await newsletter.isChecked()));
      await humanClick(settings.getByRole("button", { name: p("settings.save") }));
      await expect(page.getByText(p("settings.success"))).toBeVisible();

      await page.reload();
      const country = page.getByTestId("profile-form").getByLabel(p("fields.country"));
      await expect(country).toHaveValue(lang === "es" ? "México" : "Chile");
      // And it can be changed again.
      await country.selectOption("España");
      await page
        .getByTestId("profile-form")
        .getByRole("button", { name: p("save") })
        .click();
      await expect(page.getByText(p("success")).first()).toBeVisible();
      await page.reload();
      await expect(page.getByTestId("profile-form").getByLabel(p("fields.country"))).toHaveValue("España");
    });
  });
}
