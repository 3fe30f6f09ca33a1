import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import {
  type FactoryUser,
  newBooking,
  newTraveller,
  newTrip,
  newTropleader,
  postFactory,
  signInAs,
  uniqueToken,
} from "./factory.ts";
import { expect, test, waitingForHydration } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

const SCREENS = ".tmp/screens";

// Issue 14: full departures keep their travellers (waitlist, automatic offers) and guaranteed departures.
for (const lang of ["es", "en"] as const) {
  const waitlist = loadTexts(lang, "waitlist");
  const tw = (key: string, vars?: Record<string, string | number>) => text(waitlist, key, vars);
  const booking = loadTexts(lang, "booking");
  const catalogue = loadTexts(lang, "catalogue");
  const tc = (key: string, vars?: Record<string, string | number>) => text(catalogue, key, vars);
  const locale = lang === "es" ? "es-ES" : "en-GB";

  async function openAs(browser: Browser, baseURL: string, user: FactoryUser, path: string): Promise<Page> {
    const page = waitingForHydration(await (await browser.newContext({ baseURL, locale })).newPage());
    await signInAs(page, lang, user, { redirect: path });
    return page;
  }

  /** A trip whose only departure (2 seats) Ana has filled with one seat and Ben with the other. */
  async function fullDeparture(request: APIRequestContext) {
    const token = uniqueToken();
    const guide = await newTropleader(request, { name: `Lucía ${token}` });
    const trip = await newTrip(request, {
      tropleaderId: guide.id,
      title: `Vía Ferrata ${token}`,
      departures: [{ daysFromNow: 45, seats: 2, minGroup: 2 }],
    });
    const departure = trip.departures[0]!;
    const [ana, ben, carla, dani] = await Promise.all(
      ["Ana", "Ben", "Carla", "Dani"].map((n) =>
        newTraveller(request, { name: `${n} ${token}`, locale: lang }),
      ),
    );
    const anaBooking = await newBooking(request, {
      userId: ana!.id,
      departureId: departure.id,
      participants: 1,
    });
    await newBooking(request, { userId: ben!.id, departureId: departure.id, participants: 1 });
    return { token, guide, trip, departure, ana: ana!, ben: ben!, carla: carla!, dani: dani!, anaBooking };
  }

  async function join(page: Page) {
    const box = page.getByTestId("waitlist-box");
    await expect(box).toHaveAttribute("data-state", "none");
    await box.getByLabel(tw("seats")).selectOption("1");
    await box.getByRole("button", { name: tw("join") }).click();
    await expect(page.getByText(tw("joined"))).toBeVisible();
    return box;
  }

  async function round(request: APIRequestContext, departureId: string, at: Date) {
    const response = await postFactory(request, "waitlist-round", { at: at.toISOString(), departureId });
    expect(response.status()).toBe(201);
    return (await response.json()) as { offered: number; expired: number };
  }

  test.describe(`waitlist (${lang})`, () => {
    test.use({ locale });

    test("a cancellation offers the seat to the first in line, who books it from the email while the next cannot", async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      const s = await fullDeparture(request);
      const tripPage = `/viaje/${s.trip.slug}?departure=${s.departure.id}`;

      // Carla joins first, Dani second; each sees their place.
      await signInAs(page, lang, s.carla, { redirect: tripPage });
      const box = await join(page);
      await expect(box).toHaveAttribute("data-state", "waiting");
      await expect(box).toContainText(tw("position_one", { position: 1, count: 1 }));
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SCREENS}/waitlist-joined-${lang}.png`, fullPage: true });
      const dani = await openAs(browser, baseURL!, s.dani, tripPage);
      await join(dani);
      await expect(dani.getByTestId("waitlist-box")).toContainText(
        tw("position_one", { position: 2, count: 1 }),
      );

      // The guide sees the line.
      const guide = await openAs(
        browser,
        baseURL!,
        s.guide,
        `/tropleader/viajeros/${s.trip.id}/${s.departure.startDate}`,
      );
      await expect(guide.getByTestId("departure-waitlist-count")).toContainText(
        tw("waitingCount_other", { count: 2 }),
      );
      await expect(guide.getByTestId("departure-waitlist")).toContainText(`Carla ${s.token}`);
      await guide.context().close();

      // Ana cancels her seat; the job runner's round offers it to Carla and holds it for her.
      const ana = await openAs(browser, baseURL!, s.ana, "/viajero/dashboard");
      const preview = await ana.request.get(`/api/bookings/${s.anaBooking.id}/cancel`);
      const { preview: p } = (await preview.json()) as { preview: { refundCents: number } };
      const cancelled = await ana.request.post(`/api/bookings/${s.anaBooking.id}/cancel`, {
        data: { expectedRefundCents: p.refundCents },
        headers: { origin: baseURL! },
      });
      expect(cancelled.ok(), await cancelled.text()).toBe(true);
      await ana.context().close();
      // (The runner's own 30-second round may have made the offer first: either way, one offer exists.)
      await round(request, s.departure.id, new Date());

      // Dani, second in line, cannot take the held seat.
      await dani.goto(`/reservar/${s.departure.id}`);
      await expect(dani.getByText(text(booking, "errors.noSeats", { count: 0 }))).toBeVisible();
      await dani.context().close();

      // Carla follows the offer email's link and books the held seat.
      await page.goto(`/dev/mailbox?to=${encodeURIComponent(s.carla.email)}`);
      await page
        .getByRole("link", { name: new RegExp(s.trip.title) })
        .first()
        .click();
      await page.getByTestId("mailbox-link").first().click();
      await expect(page).toHaveURL(new RegExp(`/reservar/${s.departure.id}$`));
      await page.getByTestId("emergency-name").fill("Marta López");
      await page.getByTestId("emergency-phone").fill("+34 600 123 456");
      await page.getByTestId("emergency-relationship").fill(lang === "es" ? "Hermana" : "Sister");
      await page.getByTestId("checkout-button").click();
      await expect(page).toHaveURL(/\/pago-simulado\/sim_cs_/);
      await page.getByTestId("simulated-pay").click();
      await expect(page.getByTestId("outcome-status").locator("[data-status]")).toHaveAttribute(
        "data-status",
        "confirmed",
      );
      await page.goto("/viajero/dashboard");
      await expect(page.getByTestId("dashboard-waitlists")).toHaveCount(0);
      await expect(page.getByTestId("upcoming-bookings")).toContainText(s.trip.title);
    });

    test("an offer left unused for 24 hours passes to the next in line; leaving from the dashboard", async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      const s = await fullDeparture(request);
      const tripPage = `/viaje/${s.trip.slug}?departure=${s.departure.id}`;
      await signInAs(page, lang, s.carla, { redirect: tripPage });
      await join(page);
      const dani = await openAs(browser, baseURL!, s.dani, tripPage);
      await join(dani);

      const ana = await openAs(browser, baseURL!, s.ana, "/viajero/dashboard");
      const preview = await ana.request.get(`/api/bookings/${s.anaBooking.id}/cancel`);
      const { preview: p } = (await preview.json()) as { preview: { refundCents: number } };
      await ana.request.post(`/api/bookings/${s.anaBooking.id}/cancel`, {
        data: { expectedRefundCents: p.refundCents },
        headers: { origin: baseURL! },
      });
      await ana.context().close();
      const now = new Date();
      await round(request, s.departure.id, now);
      await page.goto("/viajero/dashboard");
      const place = page.getByTestId("dashboard-waitlist").filter({ hasText: s.trip.title });
      await expect(place.getByRole("link", { name: tw("bookOffer") })).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/waitlist-dashboard-offer-${lang}.png`, fullPage: true });

      // 25 hours later the offer has lapsed: Dani holds it now, Carla's place is gone.
      expect(await round(request, s.departure.id, new Date(now.getTime() + 25 * 3_600_000))).toEqual({
        offered: 1,
        expired: 1,
      });
      await page.reload();
      await expect(page.getByTestId("dashboard-waitlist")).toHaveCount(0);
      await dani.goto("/viajero/dashboard");
      const daniPlace = dani.getByTestId("dashboard-waitlist").filter({ hasText: s.trip.title });
      await expect(daniPlace.getByRole("link", { name: tw("bookOffer") })).toBeVisible();

      // Dani declines from the dashboard: the line is empty, the seat is free again.
      await daniPlace.getByRole("button", { name: tw("decline") }).click();
      await expect(dani.getByText(tw("left"))).toBeVisible();
      await expect(dani.getByTestId("dashboard-waitlist")).toHaveCount(0);
      await dani.goto(tripPage);
      await expect(dani.getByTestId("book-button")).toBeVisible();
      await dani.context().close();
    });

    test("below its minimum at the deadline, the guide is asked to confirm or cancel the departure and confirms it", async ({
      page,
      request,
    }) => {
      const departuresTexts = loadTexts(lang, "departures");
      const td = (key: string, vars?: Record<string, string | number>) => text(departuresTexts, key, vars);
      const token = uniqueToken();
      const guide = await newTropleader(request, { name: `Lucía ${token}` });
      const trip = await newTrip(request, {
        tropleaderId: guide.id,
        title: `Sierra de Gredos ${token}`,
        departures: [{ daysFromNow: 10, seats: 8, minGroup: 3 }],
      });
      const departure = trip.departures[0]!;
      const ana = await newTraveller(request, { name: `Ana ${token}` });
      await newBooking(request, { userId: ana.id, departureId: departure.id, participants: 1 });
      const asked = await postFactory(request, "departure-confirmations", {
        at: new Date().toISOString(),
        departureId: departure.id,
      });
      // (The runner's own round may have asked first: either way the guide has been asked once.)
      expect(asked.status()).toBe(201);

      await signInAs(page, lang, guide, {
        redirect: `/tropleader/viajeros/${trip.id}/${departure.startDate}`,
      });
      const prompt = page.getByTestId("departure-confirmation");
      await expect(prompt).toContainText(td("confirmation.question_other", { count: 2 }));
      await expect(prompt.getByRole("link", { name: td("confirmation.cancel") })).toHaveAttribute(
        "href",
        `/tropleader/gestionar-fechas/${trip.id}`,
      );
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SCREENS}/departure-confirmation-${lang}.png`, fullPage: true });
      await prompt.getByRole("button", { name: td("confirmation.confirm") }).click();
      await expect(page.getByTestId("departure-confirmed")).toHaveText(td("confirmation.confirmed"));
      await expect(page.getByTestId("departure-confirmation")).toHaveCount(0);
      await page.goto(`/dev/mailbox?to=${encodeURIComponent(guide.email)}`);
      await expect(page.getByRole("link", { name: new RegExp(trip.title) })).toHaveCount(1);
    });

    test("a departure reaching its minimum shows 'Salida garantizada' and its travellers get the email", async ({
      page,
      request,
    }) => {
      const token = uniqueToken();
      const guide = await newTropleader(request, { name: `Lucía ${token}` });
      const trip = await newTrip(request, {
        tropleaderId: guide.id,
        title: `Cañones de Guara ${token}`,
        departures: [{ daysFromNow: 50, seats: 6, minGroup: 2 }],
      });
      const departure = trip.departures[0]!;
      const [ana, ben] = await Promise.all(
        ["Ana", "Ben"].map((n) => newTraveller(request, { name: `${n} ${token}`, locale: lang })),
      );
      await newBooking(request, { userId: ana!.id, departureId: departure.id, participants: 1 });
      const tripPage = `/viaje/${trip.slug}?departure=${departure.id}`;

      await signInAs(page, lang, ben!, { redirect: tripPage });
      await expect(page.getByTestId("selected-departure")).toContainText(
        tc("departures.minGroupHint_one", { count: 1 }),
      );
      await page.getByTestId("book-button").click();
      await page.getByTestId("emergency-name").fill("Marta López");
      await page.getByTestId("emergency-phone").fill("+34 600 123 456");
      await page.getByTestId("emergency-relationship").fill(lang === "es" ? "Hermana" : "Sister");
      await page.getByTestId("checkout-button").click();
      await page.getByTestId("simulated-pay").click();
      await expect(page.getByTestId("outcome-status").locator("[data-status]")).toHaveAttribute(
        "data-status",
        "confirmed",
      );
      await page.goto(tripPage);
      await expect(page.getByTestId("selected-departure")).toContainText(tc("departures.guaranteedHint"));
      await page.goto(`/dev/mailbox?to=${encodeURIComponent(ben!.email)}`);
      await expect(page.getByRole("link", { name: new RegExp(`${trip.title}`) }).first()).toBeVisible();
      await page.goto(`/dev/mailbox?to=${encodeURIComponent(ana!.email)}`);
      await expect(
        page.getByRole("link", {
          name: new RegExp(lang === "es" ? "Salida garantizada" : "Guaranteed departure"),
        }),
      ).toBeVisible();
    });
  });
}
