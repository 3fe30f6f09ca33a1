import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { CULTURE_TRIPS } from "../../server/seed/demo/trips-culture.ts";
import { SEA_TRIPS } from "../../server/seed/demo/trips-sea.ts";
import { SEA_TRIPS_EN } from "../../server/seed/demo/trips-sea-en.ts";
import { expect, humanClick, test } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

/**
 * Issue 34, what a visitor reads: the demo's English versions (server/seed/demo/*-en.ts) on the cards, the trip
 * page, its tab title, JSON-LD and hreflang for an English visitor; the Spanish-only demo trip (Pádel y tango en
 * Buenos Aires) in Spanish, marked lang="es" with one 'Written in Spanish' note per section; Spanish everywhere
 * for a Spanish visitor; the English search for "Morocco" finding the Taghazout trip. Demo data, read only.
 */

const SLUG = "surf-y-yoga-en-ericeira";
const SPANISH_ONLY_SLUG = "padel-y-tango-en-buenos-aires";
const TAGHAZOUT_SLUG = "surf-trip-por-la-costa-de-taghazout";
const SPANISH_TITLE = SEA_TRIPS.find((t) => t.key === "surf-ericeira")!.title;
const ENGLISH = SEA_TRIPS_EN["surf-ericeira"]!;
const SPANISH_ONLY_TITLE = CULTURE_TRIPS.find((t) => t.key === "padel-buenos-aires")!.title;
const SCREENS = ".tmp/screens";

async function screens(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SCREENS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: `${SCREENS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

const jsonLdOf = async (page: Page) =>
  JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
    name: string;
    inLanguage: string;
  };
const cardLink = (page: Page, slug: string) =>
  page.locator(`[data-testid=trip-card][data-trip-slug="${slug}"]`).getByRole("heading").getByRole("link");

test.describe("trip languages (en)", () => {
  test.use({ locale: "en-GB" });
  const catalogue = loadTexts("en", "catalogue");
  const c = (key: string) => text(catalogue, key);

  test("an English visitor reads the English version on the card, the page, the tab title and the JSON-LD", async ({
    page,
  }) => {
    await page.goto("/viajes?continent=europa");
    await expect(cardLink(page, SLUG)).toHaveText(ENGLISH.title);
    await screens(page, "trip-languages-grid-en");
    await page.goto("/viajes?destination=Ericeira");
    const card = cardLink(page, SLUG);
    await expect(card).toHaveText(ENGLISH.title);
    await expect(card).not.toHaveAttribute("lang", /./);
    await screens(page, "trip-languages-cards-en");

    await card.click();
    await expect(page).toHaveURL(new RegExp(`/viaje/${SLUG}$`));
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(ENGLISH.title);
    await expect(h1).not.toHaveAttribute("lang", /./);
    await expect(page).toHaveTitle(new RegExp(`^${ENGLISH.title}`));
    const ld = await jsonLdOf(page);
    expect(ld).toMatchObject({ name: ENGLISH.title, inLanguage: "en" });
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      new RegExp(`/viaje/${SLUG}\\?lang=en$`),
    );
    // Every section is English: no 'Written in Spanish' anywhere, the first day in English.
    await expect(page.getByText(c("contentLanguage.writtenIn.es"))).toHaveCount(0);
    await expect(page.getByRole("tabpanel")).toContainText(ENGLISH.itinerary[0]!.title);
    // Tags are the platform's fixed list, shown in the reader's language ("Playas" → "Beaches").
    const tags = page.getByRole("list", { name: text(loadTexts("en", "trips"), "wizard.fields.tags") });
    await expect(tags).toContainText(text(loadTexts("en", "trips"), "tags.Playas"));
    await expect(tags).not.toContainText("Playas");
    await screens(page, "trip-languages-trip-en");
  });

  test("a Spanish-only trip is shown in Spanish, marked lang=es, with one note per section", async ({
    page,
  }) => {
    await page.goto("/viajes?destination=Buenos%20Aires");
    await expect(cardLink(page, SPANISH_ONLY_SLUG)).toHaveText(SPANISH_ONLY_TITLE);
    await expect(cardLink(page, SPANISH_ONLY_SLUG)).toHaveAttribute("lang", "es");

    await page.goto(`/viaje/${SPANISH_ONLY_SLUG}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(SPANISH_ONLY_TITLE);
    await expect(h1).toHaveAttribute("lang", "es");
    // The header's note (title and description), then the itinerary tab's own.
    const note = page
      .getByTestId("content-language-note")
      .filter({ hasText: c("contentLanguage.writtenIn.es") });
    await expect(note.first()).toBeVisible();
    await expect(page.getByRole("tabpanel").getByTestId("content-language-note")).toHaveCount(1);
    await expect(page.getByRole("tabpanel").locator('[lang="es"]').first()).toBeVisible();
    const tabs = page.getByRole("tablist", { name: c("trip.tabsLabel") });
    await tabs.getByRole("tab", { name: c("trip.tabIncludes") }).click();
    await expect(page.getByRole("tabpanel").getByTestId("content-language-note")).toHaveCount(1);
    await expect(page.getByTestId("included-list")).toHaveAttribute("lang", "es");

    expect(await jsonLdOf(page)).toMatchObject({ name: SPANISH_ONLY_TITLE, inLanguage: "es" });
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveCount(1);
    await screens(page, "trip-languages-spanish-only-en");
  });

  test('the English search for "Morocco" finds the Taghazout trip', async ({ page }) => {
    await page.goto("/viajes");
    const search = page.getByRole("search", { name: c("filters.title") });
    await search.getByLabel(c("filters.destination")).fill("Morocco");
    await humanClick(search.getByRole("button", { name: c("filters.search") }));
    await expect(page).toHaveURL(/destination=Morocco/);
    await expect(page.locator(`[data-testid=trip-card][data-trip-slug="${TAGHAZOUT_SLUG}"]`)).toBeVisible();
    await expect(cardLink(page, TAGHAZOUT_SLUG)).toHaveText(SEA_TRIPS_EN["surf-taghazout"]!.title);
  });

  test("the sitemap announces an English URL only for trips with an English version", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const entry = (slug: string) => xml.split("<url>").find((u) => u.includes(`/viaje/${slug}</loc>`)) ?? "";
    expect(entry(SLUG)).toContain(`/viaje/${SLUG}?lang=en"`);
    expect(entry(SPANISH_ONLY_SLUG)).toContain(`/viaje/${SPANISH_ONLY_SLUG}?lang=es"`);
    expect(entry(SPANISH_ONLY_SLUG)).not.toContain('hreflang="en"');
  });
});

test.describe("trip languages (es)", () => {
  test.use({ locale: "es-ES" });
  const catalogue = loadTexts("es", "catalogue");

  test("a Spanish visitor reads Spanish everywhere, without notes", async ({ page }) => {
    await page.goto("/viajes?destination=Ericeira");
    await expect(cardLink(page, SLUG)).toHaveText(SPANISH_TITLE);
    await expect(cardLink(page, SLUG)).not.toHaveAttribute("lang", /./);
    await page.goto(`/viaje/${SLUG}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SPANISH_TITLE);
    await expect(page).toHaveTitle(new RegExp(`^${SPANISH_TITLE}`));
    expect(await jsonLdOf(page)).toMatchObject({ name: SPANISH_TITLE, inLanguage: "es" });
    await expect(page.getByTestId("content-language-note")).toHaveCount(0);
    // The English version exists: the Spanish page still announces it.
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
    await page.goto(`/viaje/${SPANISH_ONLY_SLUG}`);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", /./);
    await expect(page.getByText(text(catalogue, "contentLanguage.writtenIn.es"))).toHaveCount(0);
    await screens(page, "trip-languages-trip-es");
  });
});
