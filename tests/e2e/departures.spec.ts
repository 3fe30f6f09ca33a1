import type { Browser, Page } from "@playwright/test";
import { formatMoney } from "../../core/format/money.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { type FactoryUser, newTraveller, newTrip, newTropleader, signInAs, uniqueToken } from "./factory.ts";
import { expect, humanClick, test, waitingForHydration } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

const SCREENS = ".tmp/screens";

/** A date `days` from today, as the date field takes it. */
const inDays = (days: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

// Issue 10: a tropleader schedules and cancels departures; cancelling refunds the travellers in full.
for (const lang of ["es", "en"] as const) {
  const departures = loadTexts(lang, "departures");
  const td = (key: string, vars?: Record<string, string | number>) => text(departures, key, vars);
  const booking = loadTexts(lang, "booking");
  const dashboard = loadTexts(lang, "dashboard");
  const locale = lang === "es" ? "es-ES" : "en-GB";

  async function openAs(browser: Browser, user: FactoryUser, path: string): Promise<Page> {
    const context = await browser.newContext({ locale });
    const page = waitingForHydration(await context.newPage());
    await signInAs(page, lang, user, { redirect: path });
    return page;
  }

  test.describe(`departures (${lang})`, () => {
    test.use({ locale });

    test("the guide adds a departure, a traveller books and pays it, the guide cancels it: full refund, email, dashboard", async ({
      page,
      browser,
      request,
    }) => {
      const guide = await newTropleader(request);
      const trip = await newTrip(request, {
        tropleaderId: guide.id,
        title: `Travesía por los Andes ${uniqueToken()}`,
        durationDays: 6,
        basePrice: 120_000,
        departures: [],
      });
      await signInAs(page, lang, guide, { redirect: `/tropleader/gestionar-fechas/${trip.id}` });
      await expect(page.getByRole("heading", { level: 1, name: td("title") })).toBeVisible();
      await expect(page.getByText(td("noUpcoming"))).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // A past date is refused with its message; the price starts at the trip's base price.
      const add = page.getByRole("region", { name: td("add.title") });
      await expect(add.getByLabel(td("fields.price"))).toHaveValue("1200");
      await add.getByLabel(td("fields.startDate")).fill(inDays(-2));
      await humanClick(add.getByRole("button", { name: td("add.submit") }));
      await expect(add.getByText(td("errors.startDatePast"))).toBeVisible();
      await add.getByLabel(td("fields.startDate")).fill(inDays(45));
      await add.getByLabel(td("fields.maxParticipants")).fill("6");
      await add.getByLabel(td("fields.minParticipants")).fill("2");
      await humanClick(add.getByRole("button", { name: td("add.submit") }));
      await expect(page.getByText(td("add.success")).first()).toBeVisible();
      const card = page.locator(`[data-testid=departure][data-start="${inDays(45)}"]`);
      await expect(card).toContainText(td("card.seats_other", { taken: 0, count: 6 }));
      await expect(card).toContainText(td("card.needs_other", { count: 2 }));
      const departureId = await card.getAttribute("data-departure-id");
      expect(departureId).toMatch(/^[0-9a-f-]{36}$/);
      await page.screenshot({ path: `${SCREENS}/departures-${lang}.png`, fullPage: true });

      // A traveller books it through the real checkout and the simulated provider.
      const traveller = await newTraveller(request, { locale: lang });
      const travellerPage = await openAs(browser, traveller, `/reservar/${departureId}`);
      await expect(travellerPage).toHaveURL(new RegExp(`/reservar/${departureId}$`));
      await travellerPage.getByTestId("emergency-name").fill("Marta López");
      await travellerPage.getByTestId("emergency-phone").fill("+34 600 123 456");
      await travellerPage.getByTestId("emergency-relationship").fill(lang === "es" ? "Hermana" : "Sister");
      await travellerPage.getByTestId("checkout-button").click();
      await expect(travellerPage).toHaveURL(/\/pago-simulado\/sim_cs_/);
      const reference = (await travellerPage.getByTestId("simulated-reference").textContent())!;
      await travellerPage.getByTestId("simulated-pay").click();
      await expect(travellerPage.getByTestId("outcome-title")).toHaveText(
        text(booking, "success.confirmedTitle"),
      );

      // The guide cancels: the dialog says who is affected and how much goes back.
      await page.reload();
      await expect(card).toContainText(td("card.seats_other", { taken: 1, count: 6 }));
      await card.getByRole("button", { name: td("card.cancel") }).click();
      const dialog = page.getByRole("alertdialog");
      const amount = formatMoney(120_000, lang, "EUR");
      await expect(dialog).toContainText(
        td("card.cancelBody_one", {
          count: 1,
          bookings: td("card.cancelBookings_one", { count: 1 }),
          amount,
        }),
      );
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole("button", { name: td("card.cancelConfirm") }).click();
      await expect(page.getByText(td("card.cancelled_one", { amount, count: 1 })).first()).toBeVisible();
      await expect(card).toContainText(td("card.status.cancelled"));
      await expect(card.getByRole("button", { name: td("card.cancel") })).toHaveCount(0);

      // The traveller's dashboard shows the booking cancelled with everything refunded, and the email arrived.
      await travellerPage.goto("/viajero/dashboard");
      const mine = travellerPage.getByTestId("booking-card").filter({ hasText: reference });
      await expect(mine).toContainText(text(dashboard, "booking.status.cancelled"));
      await expect(mine).toContainText(text(dashboard, "booking.refunded", { amount }));
      await travellerPage.goto(`/dev/mailbox?to=${encodeURIComponent(traveller.email)}`);
      const subject =
        lang === "es" ? `Salida cancelada: ${trip.title}` : `Departure cancelled: ${trip.title}`;
      await expect(travellerPage.getByRole("link", { name: new RegExp(subject) })).toBeVisible();
      await travellerPage.context().close();
    });

    test("another guide gets 404; at 375 px the page fits and passes axe", async ({
      page,
      request,
      browser,
    }) => {
      const guide = await newTropleader(request);
      const trip = await newTrip(request, {
        tropleaderId: guide.id,
        departures: [{ daysFromNow: 30, seats: 8 }],
      });
      const other = await openAs(browser, await newTropleader(request), "/tropleader/dashboard");
      expect((await other.goto(`/tropleader/gestionar-fechas/${trip.id}`))?.status()).toBe(404);
      await other.context().close();

      await page.setViewportSize({ width: 375, height: 800 });
      await signInAs(page, lang, guide, { redirect: `/tropleader/gestionar-fechas/${trip.id}` });
      await expect(page.getByTestId("departure")).toHaveCount(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SCREENS}/departures-375-${lang}.png`, fullPage: true });
    });
  });
}
