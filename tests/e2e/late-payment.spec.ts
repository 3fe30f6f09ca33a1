import type { Locator } from "@playwright/test";
import { newTraveller, newTrip, newTropleader, signInAs, uniqueToken } from "./factory.ts";
import { expect, test, waitingForHydration } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

/**
 * Issue 33, "late money": a payment that arrives for an account deleted meanwhile confirms nothing. It is
 * refunded in full, the payment result page says so and why to the visitor whose session is gone, and the
 * departure's seats are all free again.
 */
for (const lang of ["es", "en"] as const) {
  const booking = loadTexts(lang, "booking");
  const privacy = loadTexts(lang, "privacy");
  const b = (key: string) => text(booking, key);
  const tp = (key: string) => text(privacy, key);

  test.describe(`late payment (${lang})`, () => {
    test.use({ locale: lang === "es" ? "es-ES" : "en-GB" });

    const SEATS = 6;

    /** Seats left on a departure as the trip page's panel shows them. */
    async function spotsLeft(option: Locator): Promise<number> {
      const match = /(\d+)/.exec(
        (await option.getByTestId("availability").locator("xpath=..").textContent()) ?? "",
      );
      if (!match) throw new Error("no spots count on the departure");
      return Number(match[1]);
    }

    test("a payment made after the account was deleted is refunded, says why, and books nothing", async ({
      page,
      request,
    }) => {
      const leader = await newTropleader(request, { name: "Lucía Fernández" });
      const trip = await newTrip(request, {
        tropleaderId: leader.id,
        title: `Kayak en Menorca ${uniqueToken()}`,
        departures: [{ daysFromNow: 40, seats: SEATS, price: 52_000 }],
      });
      const departureId = trip.departures[0]!.id;
      const traveller = await newTraveller(request, { name: "Nora Tardía", locale: lang });
      await signInAs(page, lang, traveller);

      // Tab 1: the booking form, then the simulated provider's page, left open without paying yet.
      await page.goto(`/reservar/${departureId}`);
      await page.getByTestId("participants").selectOption("2");
      await page.getByTestId("emergency-name").fill("Marta López");
      await page.getByTestId("emergency-phone").fill("+34 600 123 456");
      await page.getByTestId("emergency-relationship").fill(lang === "es" ? "Hermana" : "Sister");
      await page.getByTestId("checkout-button").click();
      await expect(page).toHaveURL(/\/pago-simulado\/sim_cs_/);
      const reference = (await page.getByTestId("simulated-reference").textContent())!;

      // Tab 2: the same person deletes the account.
      const other = waitingForHydration(await page.context().newPage());
      await other.goto("/cuenta/eliminar");
      await expect(other.getByRole("heading", { level: 1, name: tp("delete.title") })).toBeVisible();
      await other.getByLabel(tp("delete.password")).fill(traveller.password);
      await other.getByLabel(tp("delete.confirm")).check();
      await other.getByRole("button", { name: tp("delete.submit") }).click();
      await expect(other.getByRole("heading", { name: tp("delete.doneTitle") })).toBeVisible();

      // The deletion closed the checkout: every seat is free again.
      await other.goto(`/viaje/${trip.slug}?departure=${departureId}`);
      const option = other.locator(`[data-testid=departure-option][data-departure-id="${departureId}"]`);
      expect(await spotsLeft(option)).toBe(SEATS);

      // Tab 1: 'Pagar' (the card payment was already under way): the money is refunded, and the page says why.
      await page.getByTestId("simulated-pay").click();
      await expect(page).toHaveURL(/\/success\?session_id=sim_cs_/);
      await expect(page.getByTestId("outcome-title")).toHaveText(b("success.refundedTitle"));
      await expect(page.getByText(b("success.lateRefund.traveller_deleted"))).toBeVisible();
      await expect(page.getByTestId("outcome-status").locator("[data-status]")).toHaveAttribute(
        "data-status",
        "cancelled",
      );
      await expect(page.getByTestId("outcome-reference")).toHaveText(reference);
      await expect(page.getByTestId("outcome-booking")).toHaveAttribute(
        "data-late-cause",
        "traveller_deleted",
      );
      // Nobody is signed in any more: no way to a dashboard.
      await expect(page.getByTestId("outcome-dashboard")).toHaveCount(0);

      // Nothing stays booked.
      await other.goto(`/viaje/${trip.slug}?departure=${departureId}`);
      expect(
        await spotsLeft(other.locator(`[data-testid=departure-option][data-departure-id="${departureId}"]`)),
      ).toBe(SEATS);
    });
  });
}
