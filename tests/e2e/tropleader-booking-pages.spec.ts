import { expectNoSeriousA11yViolations } from "./axe.ts";
import { newBooking, newTraveller, newTrip, newTropleader, signInAs, uniqueToken } from "./factory.ts";
import { expect, humanClick, test } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

/**
 * Issue 37: Reservas pages by keyset (?despues= / ?antes=, no offset). 21 bookings, 20 a page: the next page holds
 * the oldest one, the previous page the 20 newest again, with the filters kept and "Página 2 de 2" between.
 */
const PAGE_SIZE = 20;

for (const lang of ["es", "en"] as const) {
  const workspace = loadTexts(lang, "workspace");
  const tw = (key: string, vars?: Record<string, string | number>) => text(workspace, key, vars);

  test.describe(`Reservas pages (${lang})`, () => {
    test.use({ locale: lang === "es" ? "es-ES" : "en-GB" });

    test("next and previous pages by keyset, the search kept", async ({ page, request }) => {
      test.setTimeout(120_000);
      const token = uniqueToken();
      const guide = await newTropleader(request, { name: `Lucía ${token}` });
      const trip = await newTrip(request, {
        tropleaderId: guide.id,
        title: `Picos ${token}`,
        departures: [{ daysFromNow: 30, seats: 30, price: 50_000 }],
      });
      const traveller = await newTraveller(request, { name: `Pau ${token}` });
      const booked: string[] = [];
      for (let i = 0; i <= PAGE_SIZE; i++) {
        const b = await newBooking(request, { userId: traveller.id, departureId: trip.departures[0]!.id });
        booked.push(b.bookingReference);
      }
      const rows = page.getByTestId("guide-booking");
      const pages = page.getByRole("navigation", { name: tw("bookings.pagination") });

      // Searching for the traveller: the search stays in the page links.
      await signInAs(page, lang, guide, {
        redirect: `/tropleader/dashboard/reservas?q=${encodeURIComponent(`Pau ${token}`)}`,
      });
      await expect(rows).toHaveCount(PAGE_SIZE);
      await expect(pages).toContainText(tw("bookings.page", { page: 1, count: 2 }));
      await expect(pages.getByRole("link", { name: tw("bookings.previous") })).toHaveCount(0);
      const firstPage = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-reference")));

      await humanClick(pages.getByRole("link", { name: tw("bookings.next") }));
      await expect(page).toHaveURL(/[?&]despues=/);
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(rows).toHaveCount(1);
      await expect(pages).toContainText(tw("bookings.page", { page: 2, count: 2 }));
      await expect(pages.getByRole("link", { name: tw("bookings.next") })).toHaveCount(0);
      // The oldest booking, met once across both pages.
      const last = await rows.getAttribute("data-reference");
      expect(last).toBe(booked[0]);
      expect(firstPage).not.toContain(last);
      expect(new Set([...firstPage, last]).size).toBe(PAGE_SIZE + 1);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `.tmp/screens/reservas-page-2-${lang}-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 375, height: 812 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `.tmp/screens/reservas-page-2-${lang}-375.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });

      await humanClick(pages.getByRole("link", { name: tw("bookings.previous") }));
      await expect(page).not.toHaveURL(/despues=|antes=/);
      await expect(rows).toHaveCount(PAGE_SIZE);
      await expect(pages).toContainText(tw("bookings.page", { page: 1, count: 2 }));
      expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-reference")))).toEqual(
        firstPage,
      );
    });
  });
}
