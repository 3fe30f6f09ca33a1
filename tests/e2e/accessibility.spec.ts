import { expectNoSeriousA11yViolations, expectWellFormedOutline } from "./axe.ts";
import { newBooking, newTraveller, newTrip, newTropleader, signInAs, uniqueToken } from "./factory.ts";
import { expect, test } from "./fixtures.ts";

// Issue 17: headings in order, lists as lists, names that contain what the eye reads, focus visible on dark.
for (const lang of ["es", "en"] as const) {
  test.describe(`page structure (${lang})`, () => {
    test.use({ locale: lang === "es" ? "es-ES" : "en-GB" });

    test("public pages, the creator page, the traveller's dashboard and messages, at 375 px and desktop", async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const token = uniqueToken();
      const guide = await newTropleader(request, { name: `Irene ${token}`, location: "Granada" });
      const trip = await newTrip(request, {
        tropleaderId: guide.id,
        title: `Alpujarra a pie ${token}`,
        departures: [{ daysFromNow: 40, seats: 10 }],
      });
      const traveller = await newTraveller(request, { name: `Teo ${token}`, locale: lang });
      await newBooking(request, { userId: traveller.id, departureId: trip.departures[0]!.id });
      const pages = ["/", "/viajes", `/viaje/${trip.slug}`, `/tropleader/${guide.id}`, "/ayuda", "/login"];
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of pages) {
          await page.goto(path);
          await expectWellFormedOutline(page);
        }
      }
      await signInAs(page, lang, traveller, { redirect: "/viajero/dashboard" });
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of ["/viajero/dashboard", "/viajero/dashboard?tab=deseos", "/mensajes"]) {
          await page.goto(path);
          await expectWellFormedOutline(page);
          await expectNoSeriousA11yViolations(page);
        }
      }
    });

    test("keyboard focus shows on the dark footer", async ({ page }) => {
      await page.goto("/sobre-nosotros");
      const link = page.locator("footer a").first();
      await link.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(link).toBeFocused();
      const { outline, background } = await link.evaluate((el) => {
        const footer = el.closest("footer")!;
        return {
          outline: getComputedStyle(el).outlineColor,
          background: getComputedStyle(footer).backgroundColor,
        };
      });
      // The brand green ring, not the footer's own ink.
      expect(outline).toBe("rgb(174, 222, 174)");
      expect(outline).not.toBe(background);
    });
  });
}
