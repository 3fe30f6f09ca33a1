import { mkdirSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { samplePdf } from "../../server/testing/sample-files.ts";
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
import { expect, humanClick, test, waitingForHydration } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

/**
 * Issue 34, the guide's texts written to the travellers of a departure: Lucía writes a reminder and a
 * document title in Spanish and in English; Ben (reading in English) gets the English ones, Ana (Spanish) the
 * Spanish ones; the bell's notifications name the trip in the page's language. The guide's pages in es and en.
 */

const SCREENS = ".tmp/screens";

async function screens(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SCREENS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SCREENS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function openAs(browser: Browser, user: FactoryUser, lang: "es" | "en", path: string) {
  const context = await browser.newContext({ locale: lang === "es" ? "es-ES" : "en-GB" });
  const page = waitingForHydration(await context.newPage());
  await signInAs(page, lang, user, { redirect: path });
  return page;
}

for (const lang of ["es", "en"] as const) {
  const workspace = loadTexts(lang, "workspace");
  const tw = (key: string, vars?: Record<string, string | number>) => text(workspace, key, vars);

  test.describe(`departure texts in English (${lang})`, () => {
    test.use({ locale: lang === "es" ? "es-ES" : "en-GB" });

    test("a reminder and a document title in English reach the English traveller; the bell names the trip in the page's language", async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const token = uniqueToken();
      const guide = await newTropleader(request, { name: `Lucía ${token}`, payoutAccount: "ready" });
      const spanishTitle = `Ruta del Cares ${token}`;
      const englishTitle = `Cares Gorge Trail ${token}`;
      const trip = await newTrip(request, {
        tropleaderId: guide.id,
        title: spanishTitle,
        englishTitle,
        departures: [{ daysFromNow: 40, seats: 10, price: 100_000 }],
      });
      const departure = trip.departures[0]!;
      const ana = await newTraveller(request, { name: `Ana ${token}`, locale: "es" });
      const ben = await newTraveller(request, { name: `Ben ${token}`, locale: "en" });
      await newBooking(request, { userId: ana.id, departureId: departure.id });
      await newBooking(request, { userId: ben.id, departureId: departure.id });
      const base = `/tropleader/viajeros/${trip.id}/${departure.startDate}`;
      await signInAs(page, lang, guide, { redirect: `${base}/comunicacion` });

      // Comunicación: the English text is optional, checked with the Spanish one's rules.
      const spanish = `Recordad las botas de montaña y el chubasquero ${token}`;
      const english = `Remember your hiking boots and a rain jacket ${token}`;
      const form = page.getByTestId("reminder-form");
      await form.getByLabel(tw("reminders.days")).selectOption("7");
      await form.getByRole("textbox", { name: tw("reminders.message"), exact: true }).fill(spanish);
      await form.getByLabel(tw("reminders.messageEn")).fill("Short");
      await humanClick(form.getByRole("button", { name: tw("reminders.schedule") }));
      await expect(form.getByText(tw("reminders.errors.messageMin"))).toBeVisible();
      await expect(page.getByTestId("reminder")).toHaveCount(0);
      await form.getByLabel(tw("reminders.messageEn")).fill(english);
      await humanClick(form.getByRole("button", { name: tw("reminders.schedule") }));
      await expect(page.getByTestId("reminder")).toHaveCount(1);
      const listed = page.getByTestId("reminder");
      await expect(listed.locator('p[lang="es"]')).toHaveText(spanish);
      await expect(listed.getByTestId("reminder-english")).toContainText(tw("reminders.inEnglish"));
      await expect(listed.getByTestId("reminder-english").locator('p[lang="en"]')).toHaveText(english);
      // A second one in Spanish only says so in the list.
      await form.getByLabel(tw("reminders.days")).selectOption("3");
      await form
        .getByRole("textbox", { name: tw("reminders.message"), exact: true })
        .fill(`Quedamos a las 8:00 ${token}`);
      await humanClick(form.getByRole("button", { name: tw("reminders.schedule") }));
      await expect(page.getByTestId("reminder")).toHaveCount(2);
      await expect(page.getByTestId("reminder").nth(1)).toContainText(tw("reminders.noEnglish"));
      await expectNoSeriousA11yViolations(page);
      await screens(page, `departure-english-reminders-${lang}`);

      // Sent on the eve: Ben's email carries the English text, Ana's the Spanish one.
      const round = await postFactory(request, "due-reminders", {
        at: new Date(`${departure.startDate}T08:00:00Z`).toISOString(),
        departureId: departure.id,
      });
      expect(await round.json()).toMatchObject({ sent: 2 });
      const mailOf = async (reader: Page, to: FactoryUser) => {
        await reader.goto(`/dev/mailbox?to=${encodeURIComponent(to.email)}`);
        const links = reader.locator('a[href^="/dev/mailbox/"]');
        const bodies: string[] = [];
        for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) {
          await reader.goto(href);
          bodies.push((await reader.frameLocator("iframe").locator("body").textContent()) ?? "");
        }
        return bodies.join("\n");
      };
      const benPage = await openAs(browser, ben, "en", "/viajero/dashboard");
      const toBen = await mailOf(benPage, ben);
      expect(toBen).toContain(english);
      expect(toBen).not.toContain(spanish);
      expect(toBen).toContain(`Quedamos a las 8:00 ${token}`);
      const anaPage = await openAs(browser, ana, "es", "/viajero/dashboard");
      const toAna = await mailOf(anaPage, ana);
      expect(toAna).toContain(spanish);
      expect(toAna).not.toContain(english);

      // Documentos: a PDF with its title, then its English title (the Spanish title's rules).
      await page.goto(`${base}/documentos`);
      const upload = page.getByTestId("document-form");
      await upload.getByLabel(tw("documents.titleField")).fill(`Itinerario ${token}`);
      await upload.getByLabel(tw("documents.file")).setInputFiles({
        name: "itinerario.pdf",
        mimeType: "application/pdf",
        buffer: samplePdf("Itinerario"),
      });
      await humanClick(upload.getByRole("button", { name: tw("documents.upload") }));
      await expect(page.getByTestId("document")).toHaveCount(1);
      const named = { title: `Itinerario ${token}` };
      const englishField = page.getByRole("textbox", { name: tw("documents.englishTitleNamed", named) });
      const save = page.getByRole("button", { name: tw("documents.saveEnglishNamed", named) });
      await englishField.fill("x");
      await humanClick(save);
      await expect(page.getByText(tw("documents.errors.titleMin"))).toBeVisible();
      await englishField.fill(`Itinerary ${token}`);
      await humanClick(save);
      await expect(page.getByText(tw("documents.englishSaved"))).toBeVisible();
      await page.reload();
      await expect(englishField).toHaveValue(`Itinerary ${token}`);
      await expect(englishField).toHaveAttribute("lang", "en");
      await expectNoSeriousA11yViolations(page);
      await screens(page, `departure-english-documents-${lang}`);

      // Ben's documents dialog shows the English title; Ana's the Spanish one.
      const documentTitle = async (reader: Page, lang: "es" | "en") => {
        await reader.goto("/viajero/dashboard");
        await humanClick(reader.getByTestId("upcoming-bookings").getByTestId("documents-button").first());
        const dialog = reader.getByRole("dialog", {
          name: text(loadTexts(lang, "dashboard"), "documents.title"),
        });
        await expect(dialog.getByRole("listitem")).toHaveCount(1);
        return dialog.getByRole("listitem").locator("p").first().textContent();
      };
      expect(await documentTitle(benPage, "en")).toBe(`Itinerary ${token}`);
      expect(await documentTitle(anaPage, "es")).toBe(`Itinerario ${token}`);
      await benPage.context().close();
      await anaPage.context().close();

      // A paid booking: the guide's notification names the trip in the page's language.
      const dana = await newTraveller(request, { name: `Dana ${token}` });
      const paid = await postFactory(request, "paid-booking", {
        userId: dana.id,
        departureId: departure.id,
        participants: 1,
      });
      expect(paid.status()).toBe(201);
      await page.goto("/notificaciones");
      const row = page.getByTestId("notification-row").filter({ hasText: `Dana ${token}` });
      await expect(row).toContainText(lang === "en" ? englishTitle : spanishTitle);
      await expect(row).not.toContainText(lang === "en" ? spanishTitle : englishTitle);
    });
  });
}
