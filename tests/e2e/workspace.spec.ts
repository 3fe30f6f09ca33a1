import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { DEFAULT_COMMISSION_RATE } from "../../core/constants/limits.ts";
import { formatShortDate } from "../../core/format/dates.ts";
import { formatMoney, formatMoneyCompact } from "../../core/format/money.ts";
import { splitCommission } from "../../core/rules/commission.ts";
import { samplePdf, samplePng } from "../../server/testing/sample-files.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { parseCsv } from "./csv.ts";
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
import { expect, test } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

const SCREENS = ".tmp/screens";
const share = (cents: number) => splitCommission(cents, DEFAULT_COMMISSION_RATE).tropleaderCents;

// Issue 11: the tropleader's workspace, every figure from the bookings. Each test has its own guide, trips
// and travellers, so the journeys run side by side.
for (const lang of ["es", "en"] as const) {
  const workspace = loadTexts(lang, "workspace");
  const tw = (key: string, vars?: Record<string, string | number>) => text(workspace, key, vars);
  const catalogue = loadTexts(lang, "catalogue");
  const booking = loadTexts(lang, "booking");
  const chat = loadTexts(lang, "chat");
  const profileTexts = loadTexts(lang, "profile");
  const tp = (key: string) => text(profileTexts, key);
  const adminTexts = loadTexts(lang, "admin");
  const locale = lang === "es" ? "es-ES" : "en-GB";
  const plural = (key: string, count: number) => tw(`${key}_${count === 1 ? "one" : "other"}`, { count });

  async function openAs(browser: Browser, user: FactoryUser, path: string): Promise<Page> {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await signInAs(page, lang, user, { redirect: path });
    return page;
  }

  test.describe(`tropleader workspace (${lang})`, () => {
    test.use({ locale });

    async function seeded(request: Parameters<Parameters<typeof test>[2]>[0]["request"]) {
      const token = uniqueToken();
      const guide = await newTropleader(request, { name: `Lucía ${token}` });
      const trip = await newTrip(request, {
        tropleaderId: guide.id,
        title: `Ruta del Cares ${token}`,
        departures: [
          { daysFromNow: 40, seats: 10, price: 100_000 },
          { daysFromNow: 80, seats: 10, price: 120_000 },
        ],
      });
      const [soon, later] = trip.departures as [(typeof trip.departures)[0], (typeof trip.departures)[0]];
      const ana = await newTraveller(request, {
        name: `Ana ${token}`,
        birthDate: "1990-05-20",
        country: "España",
        languages: ["Español", "Inglés"],
      });
      const ben = await newTraveller(request, { name: `Ben ${token}` });
      const cai = await newTraveller(request, { name: `Cai ${token}` });
      await newBooking(request, {
        userId: ana.id,
        departureId: soon.id,
        participants: 2,
        dietaryRestrictions: '=HYPERLINK("http://evil.test","x")',
        medicalConditions: "Asma, leve",
        emergencyContact: { name: "Marta", phone: "+34 600 000 000", relationship: "Hermana" },
      });
      await newBooking(request, { userId: ana.id, departureId: later.id, participants: 1 });
      const benBooking = await newBooking(request, { userId: ben.id, departureId: soon.id, participants: 3 });
      await newBooking(request, {
        userId: cai.id,
        departureId: later.id,
        participants: 2,
        status: "pending_payment",
      });
      return { token, guide, trip, soon, later, ana, ben, benBooking };
    }

    test("every tab shows the figures of the guide's bookings; a new booking changes them", async ({
      page,
      browser,
      request,
    }) => {
      const s = await seeded(request);
      const revenue = share(200_000) + share(120_000) + share(300_000);
      await signInAs(page, lang, s.guide, { redirect: "/tropleader/dashboard" });
      await expect(page).toHaveURL(/\/tropleader\/dashboard$/);

      // The five stat cards.
      await expect(page.getByTestId("guide-stat-trips-value")).toHaveText("1");
      await expect(page.getByTestId("guide-stat-travellers-value")).toHaveText("6");
      await expect(page.getByTestId("guide-stat-revenue-value")).toHaveText(
        formatMoneyCompact(revenue, lang),
      );
      await expect(page.getByTestId("guide-stat-rating-value")).toHaveText(tw("stats.ratingNone"));
      await expect(page.getByTestId("guide-stat-response-value")).toHaveText(
        text(catalogue, "creator.responseNoData"),
      );

      // Resumen: this month (every booking was paid today), occupancy 6 of 20 confirmed places, one repeat
      // customer who made 2 of the 3 kept bookings.
      await expect(page.getByTestId("summary-revenue-value")).toHaveText(formatMoney(revenue, lang));
      await expect(page.getByTestId("summary-bookings-value")).toHaveText("3");
      await expect(page.getByTestId("summary-occupancy-value")).toContainText("30 %");
      await expect(page.getByTestId("summary-occupancy-value")).toContainText(
        tw("summary.occupancyLabel.fair"),
      );
      await expect(page.getByTestId("summary-repeat-value")).toHaveText("1");
      await expect(page.getByTestId("summary-repeat-detail")).toHaveText(
        tw("summary.repeatDetail", { share: 67 }),
      );
      await expect(page.getByTestId("recent-booking")).toHaveCount(3);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SCREENS}/workspace-summary-${lang}.png`, fullPage: true });

      // Mis viajes: the trip's travellers and revenue; each departure's confirmed seats (holds excluded).
      await page.getByTestId("guide-tab-misViajes").click();
      await expect(page).toHaveURL(/\/tropleader\/dashboard\/mis-viajes$/);
      const card = page.getByTestId("my-trip").filter({ hasText: s.trip.title });
      await expect(card.getByTestId("trip-figures")).toContainText(plural("trips.travellers", 6));
      await expect(card.getByTestId("trip-figures")).toContainText(
        tw("trips.revenue", { amount: formatMoney(revenue, lang) }),
      );
      const rows = card.getByTestId("upcoming-departure");
      await expect(rows.nth(0)).toContainText(tw("trips.seats_other", { current: 5, count: 10 }));
      await expect(rows.nth(0)).toContainText(tw("trips.occupancy.good"));
      await expect(rows.nth(1)).toContainText(tw("trips.seats_other", { current: 1, count: 10 }));
      await expect(rows.nth(1)).toContainText(tw("trips.occupancy.low"));
      await expectNoSeriousA11yViolations(page);
      await page.reload();
      await expect(page.getByTestId("guide-tab-misViajes")).toHaveAttribute("aria-current", "page");

      // Analíticas: this month's row of the six, the insight on the only trip, no reviews yet; the chart loads.
      await page.getByTestId("guide-tab-analiticas").click();
      await expect(page).toHaveURL(/\/tropleader\/dashboard\/analiticas$/);
      const thisMonth = page.getByTestId("revenue-table").locator("tbody tr").last();
      await expect(thisMonth).toContainText(formatMoney(revenue, lang));
      await expect(thisMonth.locator("td").last()).toHaveText("3");
      await expect(page.getByTestId("revenue-table").locator("tbody tr")).toHaveCount(6);
      await expect(page.getByTestId("revenue-chart")).toBeVisible();
      await expect(page.getByTestId("insights")).toContainText(
        tw("analytics.insightPopular", { title: s.trip.title, share: 100 }),
      );
      await expect(page.getByText(tw("analytics.ratingsNone"))).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SCREENS}/workspace-analytics-${lang}.png`, fullPage: true });

      // Calendario: the month of the first departure, linking to its travellers.
      await page.goto(`/tropleader/dashboard/calendario?mes=${s.soon.startDate.slice(0, 7)}`);
      const item = page
        .getByTestId("calendar-grid")
        .getByTestId("calendar-item")
        .filter({ hasText: s.trip.title });
      await expect(item.first()).toHaveAttribute(
        "href",
        `/tropleader/viajeros/${s.trip.id}/${s.soon.startDate}`,
      );
      await expect(item.first()).toHaveAttribute("data-occupancy", "good");
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SCREENS}/workspace-calendar-${lang}.png`, fullPage: true });

      // Reservas: every booking (the unpaid checkout too), searchable and filterable, exported as CSV.
      await page.goto("/tropleader/dashboard/reservas");
      await expect(page.getByTestId("bookings-count")).toHaveText(plural("bookings.count", 4));
      await page.getByLabel(tw("bookings.search")).fill(`Ben ${s.token}`);
      await page.getByRole("button", { name: tw("bookings.apply") }).click();
      await expect(page.getByTestId("bookings-count")).toHaveText(plural("bookings.count", 1));
      await expect(page.getByTestId("guide-booking")).toHaveAttribute(
        "data-reference",
        s.benBooking.bookingReference,
      );
      await page.goto("/tropleader/dashboard/reservas?estado=pending_payment");
      await expect(page.getByTestId("bookings-count")).toHaveText(plural("bookings.count", 1));
      await page.goto("/tropleader/dashboard/reservas");
      const download = page.waitForEvent("download");
      await page.getByTestId("bookings-export").click();
      const csv = parseCsv(readFileSync(await (await download).path(), "utf8"));
      expect(csv[0]?.[0]).toBe(tw("bookingsCsv.reference"));
      expect(
        csv
          .slice(1)
          .map((r) => r[0])
          .sort(),
      ).toHaveLength(4);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SCREENS}/workspace-bookings-${lang}.png`, fullPage: true });

      // A traveller books one seat of the later departure through the real checkout.
      const dana = await newTraveller(request, { name: `Dana ${s.token}`, locale: lang });
      const travellerPage = await openAs(browser, dana, `/reservar/${s.later.id}`);
      await travellerPage.getByTestId("emergency-name").fill("Marta López");
      await travellerPage.getByTestId("emergency-phone").fill("+34 600 123 456");
      await travellerPage.getByTestId("emergency-relationship").fill(lang === "es" ? "Hermana" : "Sister");
      await travellerPage.getByTestId("checkout-button").click();
      await expect(travellerPage).toHaveURL(/\/pago-simulado\/sim_cs_/);
      const reference = (await travellerPage.getByTestId("simulated-reference").textContent())!.trim();
      await travellerPage.getByTestId("simulated-pay").click();
      await expect(travellerPage.getByTestId("outcome-title")).toHaveText(
        text(booking, "success.confirmedTitle"),
      );
      await travellerPage.context().close();

      // It shows in Reservas, and the figures move by exactly its seats and the guide's share of it.
      await page.goto(`/tropleader/dashboard/reservas?q=${encodeURIComponent(reference)}`);
      const row = page.getByTestId("guide-booking");
      await expect(row).toHaveAttribute("data-reference", reference);
      const shareText = (await row.getByTestId("guide-booking-share").textContent())!;
      const seats = Number(await row.getByTestId("guide-booking-participants").textContent());
      const newShare = Math.round(
        Number(
          shareText
            .replace(/[^\d,.-]/g, "")
            .replace(lang === "es" ? /\./g : /,/g, "")
            .replace(",", "."),
        ) * 100,
      );
      await page.goto("/tropleader/dashboard");
      await expect(page.getByTestId("summary-revenue-value")).toHaveText(
        formatMoney(revenue + newShare, lang),
      );
      await expect(page.getByTestId("summary-bookings-value")).toHaveText("4");
      const occupancy = Math.round(((6 + seats) / 20) * 100);
      await expect(page.getByTestId("summary-occupancy-value")).toContainText(`${occupancy} %`);
    });

    test("the travellers of a departure: real ages, private notes, a CSV with formulas neutralised; others get 404", async ({
      page,
      browser,
      request,
    }) => {
      const s = await seeded(request);
      const path = `/tropleader/viajeros/${s.trip.id}/${s.soon.startDate}`;
      const other = await openAs(browser, await newTropleader(request), "/tropleader/dashboard");
      expect((await other.goto(path))?.status()).toBe(404);
      await other.context().close();

      await signInAs(page, lang, s.guide, { redirect: "/tropleader/dashboard/mis-viajes" });
      const card = page.getByTestId("my-trip").filter({ hasText: s.trip.title });
      await card
        .getByRole("link", {
          name: tw("trips.seeTravellersNamed", { date: formatShortDate(s.soon.startDate, lang) }),
        })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      expect((await page.request.get(`/tropleader/viajeros/${s.trip.id}/2031-02-30`)).status()).toBe(404);

      await expect(page.getByTestId("manifest-participants-value")).toHaveText("5/10");
      await expect(page.getByTestId("manifest-places-value")).toHaveText("5");
      await expect(page.getByTestId("manifest-revenue-value")).toHaveText(
        formatMoney(share(200_000) + share(300_000), lang),
      );
      const travellers = page.getByTestId("manifest-traveller");
      await expect(travellers).toHaveCount(2);
      const ana = travellers.filter({ hasText: `Ana ${s.token}` });
      const today = new Date();
      const age =
        today.getUTCFullYear() - 1990 - (today.getUTCMonth() * 100 + today.getUTCDate() < 420 ? 1 : 0);
      await expect(ana).toContainText(plural("travellers.ageYears", age));
      await expect(ana).toContainText("España");
      await expect(ana).toContainText("Español, Inglés");

      // 'Ver perfil' shows what they gave at booking; 'Editar info' keeps a private note.
      await ana.getByText(tw("travellers.viewProfile")).click();
      await expect(ana.getByTestId("traveller-details")).toContainText("Asma, leve");
      await ana.getByText(tw("travellers.editInfo")).click();
      await ana.getByLabel(tw("travellers.note")).fill("Comparte habitación con Ben");
      await ana.getByRole("button", { name: tw("travellers.noteSave") }).click();
      await expect(page.getByText(tw("travellers.noteSaved"))).toBeVisible();
      await page.reload();
      await expect(
        page
          .getByTestId("manifest-traveller")
          .filter({ hasText: `Ana ${s.token}` })
          .getByLabel(tw("travellers.note")),
      ).toHaveValue("Comparte habitación con Ben");

      // Search narrows the list; select all then message the group opens the departure's conversation.
      await page.getByLabel(tw("travellers.search")).fill(`Ben ${s.token}`);
      await expect(travellers).toHaveCount(1);
      await page.getByLabel(tw("travellers.search")).fill("");
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SCREENS}/workspace-travellers-${lang}.png`, fullPage: true });

      // The CSV manifest: one row per booking, the formula neutralised, UTF-8 with a BOM.
      const download = page.waitForEvent("download");
      await page.getByTestId("manifest-export").click();
      const csv = parseCsv(readFileSync(await (await download).path(), "utf8"));
      expect(csv[0]).toEqual(
        [
          "name",
          "email",
          "phone",
          "participants",
          "emergency",
          "dietary",
          "medical",
          "requests",
          "reference",
        ].map((k) => tw(`travellers.csv.${k}`)),
      );
      const anaRow = csv.find((r) => r[0] === `Ana ${s.token}`)!;
      expect(anaRow[3]).toBe("2");
      expect(anaRow[5]).toBe(`'=HYPERLINK("http://evil.test","x")`);
      expect(anaRow[6]).toBe("Asma, leve");
      expect(csv.find((r) => r[0] === `Ben ${s.token}`)?.[3]).toBe("3");
      expect(csv).toHaveLength(3);

      await page.getByLabel(tw("travellers.selectAll")).check();
      await page.getByRole("button", { name: tw("travellers.groupMessage") }).click();
      await expect(page).toHaveURL(/\/mensajes/);
      const group = page.getByRole("region", { name: text(chat, "group.name", { trip: s.trip.title }) });
      await expect(group).toBeVisible();

      // One traveller's 'Mensaje' and the Comunicación tab's group button are form posts to /mensajes.
      await page.goto(path);
      await page
        .getByTestId("manifest-traveller")
        .filter({ hasText: `Ana ${s.token}` })
        .getByRole("button", { name: tw("travellers.messageTo", { name: `Ana ${s.token}` }) })
        .click();
      await expect(page).toHaveURL(/\/mensajes\?c=[0-9a-f-]{36}$/);
      await page.goto(`${path}/comunicacion`);
      await page.getByRole("button", { name: tw("communication.open") }).click();
      await expect(page).toHaveURL(/\/mensajes\?c=[0-9a-f-]{36}$/);
      await expect(group).toBeVisible();
    });

    test("a message to some of the travellers opens a group with exactly them; the others never see it", async ({
      page,
      browser,
      request,
    }) => {
      const token = uniqueToken();
      const guide = await newTropleader(request, { name: `Lucía ${token}` });
      const trip = await newTrip(request, {
        tropleaderId: guide.id,
        title: `Picos de Europa ${token}`,
        departures: [{ daysFromNow: 30, seats: 10, price: 80_000 }],
      });
      const [departure] = trip.departures as [(typeof trip.departures)[0]];
      const [ana, ben, dani] = await Promise.all(
        ["Ana", "Ben", "Dani"].map((name) => newTraveller(request, { name: `${name} ${token}` })),
      );
      for (const u of [ana!, ben!, dani!])
        await newBooking(request, { userId: u.id, departureId: departure.id });

      await signInAs(page, lang, guide, {
        redirect: `/tropleader/viajeros/${trip.id}/${departure.startDate}`,
      });
      await page.getByLabel(tw("travellers.select", { name: `Ana ${token}` })).check();
      await page.getByLabel(tw("travellers.select", { name: `Ben ${token}` })).check();
      await expect(page.getByText(tw("travellers.subsetHint_other", { count: 2 }))).toBeVisible();
      await page.getByRole("button", { name: tw("travellers.groupMessageSelected") }).click();
      await expect(page).toHaveURL(/\/mensajes\?c=/);
      const group = page.getByRole("region", { name: text(chat, "group.name", { trip: trip.title }) });
      const note = `Solo para Ana y Ben ${token}`;
      await group.getByLabel(text(chat, "composer.label")).fill(note);
      await group.getByLabel(text(chat, "composer.label")).press("Enter");
      await expect(group.getByTestId("chat-message").filter({ hasText: note })).toBeVisible();

      // Ana reads it; Dani, on the same departure but not chosen, has no such conversation.
      const anaPage = await openAs(browser, ana!, "/mensajes");
      await anaPage.getByTestId("conversation-row").filter({ hasText: trip.title }).click();
      await expect(anaPage.getByTestId("chat-message").filter({ hasText: note })).toBeVisible();
      await anaPage.context().close();
      const daniPage = await openAs(browser, dani!, "/mensajes");
      await expect(daniPage.getByTestId("conversation-row").filter({ hasText: trip.title })).toHaveCount(0);
      await expect(daniPage.getByText(note)).toHaveCount(0);
      const chosenUrl = page.url();
      await daniPage.goto(chosenUrl.replace(/^.*\/mensajes/, "/mensajes"));
      await expect(daniPage.getByText(note)).toHaveCount(0);
      await daniPage.context().close();

      // Choosing the same two again reopens that group; everyone is the departure's group, a different one.
      await page.goBack();
      await page.getByLabel(tw("travellers.select", { name: `Ana ${token}` })).check();
      await page.getByLabel(tw("travellers.select", { name: `Ben ${token}` })).check();
      await page.getByRole("button", { name: tw("travellers.groupMessageSelected") }).click();
      await expect(page).toHaveURL(chosenUrl);
      await page.goBack();
      await page.getByLabel(tw("travellers.selectAll")).check();
      await page.getByRole("button", { name: tw("travellers.groupMessage") }).click();
      await expect(page).toHaveURL(/\/mensajes\?c=/);
      expect(page.url()).not.toBe(chosenUrl);
    });

    test("a reminder goes out at its time to the group chat and by email; a PDF reaches booked travellers only", async ({
      page,
      browser,
      request,
    }) => {
      const s = await seeded(request);
      const base = `/tropleader/viajeros/${s.trip.id}/${s.soon.startDate}`;
      await signInAs(page, lang, s.guide, { redirect: base });
      await page.getByTestId("departure-tab-comunicacion").click();
      await expect(page).toHaveURL(new RegExp(`${base}/comunicacion$`));

      // A reminder needs a real message (checked in the browser with the server's schema).
      const form = page.getByTestId("reminder-form");
      await form.getByRole("textbox", { name: tw("reminders.message"), exact: true }).fill("corto");
      await form.getByRole("button", { name: tw("reminders.schedule") }).click();
      await expect(form.getByText(tw("reminders.errors.messageMin"))).toBeVisible();
      const reminder = `Recordad las botas de montaña y el chubasquero ${s.token}`;
      await form.getByLabel(tw("reminders.days")).selectOption("7");
      await form.getByRole("textbox", { name: tw("reminders.message"), exact: true }).fill(reminder);
      await form.getByRole("button", { name: tw("reminders.schedule") }).click();
      await expect(page.getByTestId("reminder")).toHaveCount(1);
      await expect(page.getByTestId("reminder")).toHaveAttribute("data-status", "scheduled");
      // A second one, cancelled before its time: it never goes out.
      await form.getByLabel(tw("reminders.days")).selectOption("3");
      await form
        .getByRole("textbox", { name: tw("reminders.message"), exact: true })
        .fill(`Este no se enviará ${s.token}`);
      await form.getByRole("button", { name: tw("reminders.schedule") }).click();
      await expect(page.getByTestId("reminder")).toHaveCount(2);
      await page.locator("[data-testid=reminder][data-status=scheduled]").nth(1).getByRole("button").click();
      await expect(page.locator("[data-testid=reminder][data-status=cancelled]")).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SCREENS}/workspace-reminders-${lang}.png`, fullPage: true });

      // The job runner's round as if it were the departure's eve (the injectable clock).
      const round = await postFactory(request, "due-reminders", {
        at: new Date(`${s.soon.startDate}T08:00:00Z`).toISOString(),
        departureId: s.soon.id,
      });
      expect(await round.json()).toMatchObject({ sent: 1 });
      await page.reload();
      await expect(page.locator("[data-testid=reminder][data-status=sent]")).toHaveCount(1);

      // Ana reads it in the group conversation and got the email.
      const ana = await openAs(browser, s.ana, "/mensajes");
      await ana.getByTestId("conversation-row").filter({ hasText: s.trip.title }).click();
      await expect(
        ana
          .getByRole("region", { name: text(chat, "group.name", { trip: s.trip.title }) })
          .getByText(reminder),
      ).toBeVisible();
      await ana.goto(`/dev/mailbox?to=${encodeURIComponent(s.ana.email)}`);
      await expect(ana.getByRole("link", { name: new RegExp(s.trip.title) })).toBeVisible();
      await expect(ana.getByText(`Este no se enviará ${s.token}`)).toHaveCount(0);

      // Documentos: a PDF for this departure.
      await page.getByTestId("departure-tab-documentos").click();
      const upload = page.getByTestId("document-form");
      await upload.getByLabel(tw("documents.titleField")).fill(`Itinerario ${s.token}`);
      await upload.getByLabel(tw("documents.file")).setInputFiles({
        name: "itinerario.pdf",
        mimeType: "application/pdf",
        buffer: samplePdf("Itinerario"),
      });
      await upload.getByRole("button", { name: tw("documents.upload") }).click();
      await expect(page.getByTestId("document")).toHaveCount(1);
      const href = await page.getByTestId("document").getByRole("link").getAttribute("href");
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SCREENS}/workspace-documents-${lang}.png`, fullPage: true });

      // Ana (booked on it) downloads it; Dana (not booked) is refused.
      expect((await ana.request.get(href!)).status()).toBe(200);
      expect((await ana.request.get(href!)).headers()["content-type"]).toContain("application/pdf");
      const dana = await openAs(browser, await newTraveller(request), "/viajero/dashboard");
      expect((await dana.request.get(href!)).status()).toBe(403);
      await ana.context().close();
      await dana.context().close();
    });

    test("at 375 px the workspace tabs and the travellers page fit the screen and pass axe", async ({
      page,
      request,
    }) => {
      const s = await seeded(request);
      await page.setViewportSize({ width: 375, height: 800 });
      await signInAs(page, lang, s.guide, { redirect: "/tropleader/dashboard" });
      for (const path of [
        "/tropleader/dashboard",
        "/tropleader/dashboard/mis-viajes",
        "/tropleader/dashboard/analiticas",
        "/tropleader/dashboard/reservas",
        `/tropleader/dashboard/calendario?mes=${s.soon.startDate.slice(0, 7)}`,
        "/tropleader/dashboard/perfil",
        "/tropleader/dashboard/cobros",
        `/tropleader/viajeros/${s.trip.id}/${s.soon.startDate}`,
      ]) {
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page);
      }
      await page.goto(`/tropleader/dashboard/calendario?mes=${s.soon.startDate.slice(0, 7)}`);
      await expect(page.getByTestId("calendar-list").getByTestId("calendar-item")).toHaveCount(1);
      await page.screenshot({ path: `${SCREENS}/workspace-calendar-375-${lang}.png`, fullPage: true });
      await page.goto("/tropleader/dashboard");
      await page.screenshot({ path: `${SCREENS}/workspace-summary-375-${lang}.png`, fullPage: true });
    });

    test("an unverified guide verifies on the Perfil tab; the team's approval shows without a reload", async ({
      page,
      browser,
      request,
    }) => {
      const guide = await newTropleader(request, { verified: false });
      await signInAs(page, lang, guide, { redirect: "/tropleader/dashboard/perfil" });
      const form = page.getByTestId("identity-form");
      await form.getByLabel(tp("identity.birthDate")).fill("1988-09-02");
      await form.getByLabel(tp("identity.identityNumber")).fill("12345678Z");
      await form
        .getByTestId("identity-front")
        .locator("input[type=file]")
        .setInputFiles({ name: "dni-front.png", mimeType: "image/png", buffer: await samplePng(600, 380) });
      await form
        .getByTestId("identity-back")
        .locator("input[type=file]")
        .setInputFiles({ name: "dni-back.pdf", mimeType: "application/pdf", buffer: samplePdf("DNI") });
      await expect(form.getByTestId("identity-back")).toContainText(tp("identity.uploaded"));
      await form.getByRole("button", { name: tp("identity.submit") }).click();
      await expect(page.getByTestId("identity-pending")).toBeVisible();

      const admin = await openAs(
        browser,
        { email: "admin@tropa.demo", password: "tropa1234" } as FactoryUser,
        "/admin/verificaciones",
      );
      const card = admin.getByTestId("identity-submission").filter({ hasText: guide.email });
      await card.getByRole("button", { name: text(adminTexts, "verifications.approve") }).click();
      await expect(card).toHaveCount(0);
      await admin.context().close();

      // The guide's open tab hears the decision (a notification) and reloads its data by itself.
      await expect(page.getByTestId("identity-verified")).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId("create-trip")).toBeEnabled();
    });

    test("payouts: the guide goes through the simulated provider's onboarding and ends complete", async ({
      page,
      request,
    }) => {
      const guide = await newTropleader(request);
      await signInAs(page, lang, guide, { redirect: "/tropleader/dashboard/perfil" });
      const setup = page.getByTestId("payout-setup");
      await expect(setup).toHaveAttribute("data-state", "not_set_up");
      await setup.getByRole("button", { name: tw("profile.setUp") }).click();
      await expect(page).toHaveURL(/\/pago-simulado\/cuenta\//);
      await page.getByRole("button", { name: text(booking, "simulated.onboardingComplete") }).click();
      await expect(page).toHaveURL(/\/tropleader\/dashboard\/perfil\?stripe_success=true/);
      await expect(setup).toHaveAttribute("data-state", "complete");
      await expect(setup).toContainText(tw("profile.payoutComplete"));
      await expectNoSeriousA11yViolations(page);
    });
  });
}
