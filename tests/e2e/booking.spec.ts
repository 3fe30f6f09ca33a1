import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { refundAmountCents, refundTier } from "../../core/rules/refund-tier.ts";
import { type FactoryUser, newTraveller, newTrip, newTropleader, signInAs, uniqueToken } from "./factory.ts";
import { expect, humanClick, test } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

/** Money as shown ("1.650 €", "€1,650.50") back to cents. */
function cents(shown: string, lang: "es" | "en"): number {
  const number = /\d[\d.,]*/.exec(shown)?.[0] ?? "";
  const [whole = "", decimals = ""] = number.split(lang === "es" ? "," : ".");
  return Number(whole.replace(/[.,]/g, "")) * 100 + Number(decimals.padEnd(2, "0").slice(0, 2));
}
const SCREENS = ".tmp/screens";

/** A desktop and a 375 px wide (mobile) screenshot of the current page. */
async function screens(page: Page, name: string) {
  const desktop = page.viewportSize();
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  // Nothing may be wider than a small phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: `${SCREENS}/${name}-mobile.png`, fullPage: true });
  if (desktop) await page.setViewportSize(desktop);
}

for (const lang of ["es", "en"] as const) {
  const booking = loadTexts(lang, "booking");
  const b = (key: string) => text(booking, key);

  test.describe(`booking and payment (${lang})`, () => {
    // The money path keeps the default motion: every other journey runs with reduced motion (playwright.config.ts).
    test.use({ locale: lang === "es" ? "es-ES" : "en-GB", reducedMotion: "no-preference" });

    async function signIn(page: Page, traveller: FactoryUser) {
      await signInAs(page, lang, traveller);
      await expect(page).toHaveURL(/\/viajero\/dashboard/, { timeout: 15_000 });
    }

    /** Seats left on a departure as the trip page's panel shows them. */
    async function spotsLeft(option: Locator): Promise<number> {
      const match = /(\d+)/.exec(
        (await option.getByTestId("availability").locator("xpath=..").textContent()) ?? "",
      );
      if (!match) throw new Error("no spots count on the departure");
      return Number(match[1]);
    }

    const SEATS = 8;
    /**
     * This journey's own traveller and trip (the seats it books and frees are nobody else's): one departure
     * 20 days away (the 75 % refund tier) with SEATS free seats at a price with cents.
     */
    async function ownTrip(request: APIRequestContext) {
      const leader = await newTropleader(request, { name: "Lucía Fernández" });
      const trip = await newTrip(request, {
        tropleaderId: leader.id,
        title: `Surf en Peniche ${uniqueToken()}`,
        departures: [{ daysFromNow: 20, seats: SEATS, price: 64_950 }],
      });
      const traveller = await newTraveller(request, { name: "Marta López", locale: lang });
      return { traveller, tripPath: `/viaje/${trip.slug}`, departureId: trip.departures[0]!.id };
    }

    /** The departure on its trip page, with its seats still free. */
    async function openDeparture(page: Page, tripPath: string, departureId: string) {
      await page.goto(tripPath);
      const option = page.locator(`[data-testid=departure-option][data-departure-id="${departureId}"]`);
      await expect(option).toHaveAttribute("data-full", "false");
      return option;
    }

    test("book two seats, pay on the simulated page, see it confirmed, cancel with a refund", async ({
      page,
      request,
    }) => {
      const { traveller, tripPath, departureId } = await ownTrip(request);
      await signIn(page, traveller);
      const option = await openDeparture(page, tripPath, departureId);
      const before = await spotsLeft(option);
      expect(before).toBe(SEATS);

      await option.click();
      await page.getByTestId("book-button").click();
      await expect(page).toHaveURL(new RegExp(`/reservar/${departureId}$`));
      await expect(page.getByRole("heading", { level: 1, name: b("form.title") })).toBeVisible();

      // Live total: price × participants.
      const unitText = (await page.getByTestId("booking-total").textContent())!;
      await page.getByTestId("participants").selectOption("2");
      const unit = cents(unitText, lang);
      await expect(async () => {
        expect(cents((await page.getByTestId("booking-total").textContent())!, lang)).toBe(unit * 2);
      }).toPass();

      // The shared schema refuses a missing emergency contact in the browser.
      await humanClick(page.getByTestId("checkout-button"));
      await expect(page.getByText(b("form.errors.emergencyNameRequired"))).toBeVisible();
      await page.getByTestId("emergency-name").fill("Marta López");
      await page.getByTestId("emergency-phone").fill("+34 600 123 456");
      await page.getByTestId("emergency-relationship").fill(lang === "es" ? "Hermana" : "Sister");
      await page.getByLabel(b("form.dietary")).fill(lang === "es" ? "Vegetariana" : "Vegetarian");
      await screens(page, `booking-form-${lang}`);
      await humanClick(page.getByTestId("checkout-button"));

      // The provider's hosted page, clearly in test mode, with the server's amount.
      await expect(page).toHaveURL(/\/pago-simulado\/sim_cs_/);
      await expect(page.getByTestId("test-mode-banner")).toContainText(b("simulated.badge"));
      const charged = cents((await page.getByTestId("simulated-amount").textContent())!, lang);
      expect(charged).toBe(unit * 2);
      const reference = (await page.getByTestId("simulated-reference").textContent())!;
      expect(reference).toMatch(/^TRP-[2-9A-Z]{6}$/);
      await screens(page, `simulated-checkout-${lang}`);
      await page.getByTestId("simulated-pay").click();

      // /success shows the booking's real, confirmed status.
      await expect(page).toHaveURL(/\/success\?session_id=sim_cs_/);
      await expect(page.getByTestId("outcome-title")).toHaveText(b("success.confirmedTitle"));
      await expect(page.getByTestId("outcome-status").locator("[data-status]")).toHaveAttribute(
        "data-status",
        "confirmed",
      );
      await expect(page.getByTestId("outcome-reference")).toHaveText(reference);
      await expect(page.getByTestId("outcome-dashboard")).toHaveAttribute("href", "/viajero/dashboard");
      await screens(page, `checkout-success-${lang}`);
      const outcome = page.getByTestId("outcome-booking");
      const bookingId = (await outcome.getAttribute("data-booking-id"))!;
      const startDate = (await outcome.getAttribute("data-start-date"))!;

      // The seats are taken from the departure.
      await page.goto(`${tripPath}?departure=${departureId}`);
      const after = page.locator(`[data-testid=departure-option][data-departure-id="${departureId}"]`);
      expect(await spotsLeft(after)).toBe(before - 2);

      // Cancel from the dashboard's 'Mis Viajes'; the cancellation API previews the refund the dialog shows.
      const tier = refundTier(startDate);
      expect(tier.percent).toBe(75);
      const expectedRefund = refundAmountCents(unit * 2, tier.percent);
      const preview = await page.request.get(`/api/bookings/${bookingId}/cancel`);
      expect(await preview.json()).toMatchObject({
        ok: true,
        preview: { kind: "refund", percent: tier.percent, refundCents: expectedRefund },
      });
      await page.goto("/viajero/dashboard");
      const card = page.getByTestId("booking-card").filter({ hasText: reference });
      await expect(card).toBeVisible();
      await card.getByTestId("cancel-booking-button").click();
      const message = page.getByTestId("cancel-refund-message");
      await expect(message).toHaveAttribute("data-refund-cents", String(expectedRefund));
      await expect(message).toHaveAttribute("data-refund-percent", String(tier.percent));
      await page.screenshot({ path: `${SCREENS}/cancel-dialog-${lang}.png` });
      const cancelled = page.waitForResponse(
        (r) => r.request().method() === "POST" && r.url().endsWith(`/api/bookings/${bookingId}/cancel`),
      );
      await page.getByRole("button", { name: b("cancelBooking.confirm") }).click();
      expect(await (await cancelled).json()).toMatchObject({
        ok: true,
        result: { refundCents: expectedRefund },
      });
      await expect(page.getByText(b("cancelBooking.cancelled").split("{{amount}}")[0]!)).toBeVisible();
      await expect(page.getByTestId("upcoming-bookings").getByText(reference)).toHaveCount(0);

      // The seats are back on the departure.
      await expect(async () => {
        await page.goto(`${tripPath}?departure=${departureId}`);
        expect(
          await spotsLeft(page.locator(`[data-testid=departure-option][data-departure-id="${departureId}"]`)),
        ).toBe(before);
      }).toPass({ timeout: 10_000 });
    });

    test("leaving the payment page releases the hold and says nothing was charged", async ({
      page,
      request,
    }) => {
      const { traveller, tripPath, departureId } = await ownTrip(request);
      await signIn(page, traveller);
      const before = await spotsLeft(await openDeparture(page, tripPath, departureId));
      expect(before).toBe(SEATS);
      await page.goto(`/reservar/${departureId}`);
      await page.getByTestId("emergency-name").fill("Marta López");
      await page.getByTestId("emergency-phone").fill("+34 600 123 456");
      await page.getByTestId("emergency-relationship").fill(lang === "es" ? "Hermana" : "Sister");
      await humanClick(page.getByTestId("checkout-button"));
      await expect(page).toHaveURL(/\/pago-simulado\//);
      await page.getByTestId("simulated-cancel").click();
      await expect(page).toHaveURL(/\/cancel\?booking=/);
      await expect(page.getByTestId("outcome-title")).toHaveText(b("cancelPage.title"));
      await expect(page.getByText(b("cancelPage.body"))).toBeVisible();
      await expect(page.getByTestId("cancel-outcome")).toHaveAttribute("data-outcome", "released");
      await screens(page, `checkout-cancelled-${lang}`);
      await page.goto(`${tripPath}?departure=${departureId}`);
      expect(
        await spotsLeft(page.locator(`[data-testid=departure-option][data-departure-id="${departureId}"]`)),
      ).toBe(before);
    });

    test("signed out, the booking button goes through login and back to the trip", async ({
      page,
      request,
    }) => {
      // Its own trip: the catalogue's first card may be any journey's (a trip with only past departures).
      const { tripPath: href, departureId } = await ownTrip(request);
      await page.goto(href);
      await expect(
        page.locator(`[data-testid=departure-option][data-departure-id="${departureId}"]`),
      ).toBeVisible();
      const response = await page.goto(`/reservar/${departureId}`);
      expect(response?.ok()).toBe(true);
      await expect(page).toHaveURL(
        new RegExp(
          `/login\\?redirect=${encodeURIComponent(`${href}?departure=${departureId}`).replace(/[?]/g, "\\?")}`,
        ),
      );
    });
  });
}
