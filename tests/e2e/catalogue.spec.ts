import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { newTraveller, newTrip, newTropleader, uniqueToken } from "./factory.ts";
import { expect, submitSignIn, test } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

/**
 * The public catalogue, in Spanish and English, against the demo data: search from home, every filter, every
 * sort and 'load more' on /viajes (checked against what the cards and trip pages show, not against fixed
 * numbers), the trip page (tabs, gallery, departures, who's going, SEO tags), the creator page, the 404s and
 * the wishlist round trip after signing in. Other journeys add trips of their own while these run (never to
 * the demo trips read here), so a check spanning two page loads ('load more') uses trips of its own, and the
 * wishlist is a traveller's of its own.
 */

/** The demo trip with a sold-out departure (server/seed/demo/trips-land.ts). */
const TRIP_WITH_FULL_DEPARTURE = "/viaje/safari-fotografico-por-el-serengeti-y-ngorongoro";
const SCREENS = ".tmp/screens";

const cards = (page: Page) => page.getByTestId("trip-card");
/** Waits until the explore grid shows the results of this query string ("" or "?…"). */
const showing = (page: Page, query: string) =>
  expect(page.getByTestId("trip-grid")).toHaveAttribute("data-search", query);
async function cardData(page: Page) {
  return cards(page).evaluateAll((els) =>
    els.map((el) => {
      const d = (el as HTMLElement).dataset;
      return {
        slug: d.tripSlug ?? "",
        price: Number(d.priceCents),
        duration: Number(d.duration),
        rating: Number(d.rating),
        reviews: Number(d.reviews),
        next: d.nextDeparture ?? "",
        category: d.category ?? "",
      };
    }),
  );
}

function isSorted<T>(values: T[], inOrder: (a: T, b: T) => boolean): boolean {
  return values.every((v, i) => i === 0 || inOrder(values[i - 1]!, v));
}

async function screens(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SCREENS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  // Nothing may be wider than a small phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: `${SCREENS}/${name}-375.png`, fullPage: true });
  if (viewport) await page.setViewportSize(viewport);
}

for (const lang of ["es", "en"] as const) {
  const catalogue = loadTexts(lang, "catalogue");
  const home = loadTexts(lang, "home");
  const common = loadTexts(lang, "common");
  const waitlist = loadTexts(lang, "waitlist");
  const c = (key: string) => text(catalogue, key);

  test.describe(`catalogue (${lang})`, () => {
    test.use({ locale: lang === "es" ? "es-ES" : "en-GB" });

    test("the home search lands on /viajes with only the chosen filters", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1, name: text(home, "heroTitle") })).toBeVisible();
      const featured = page.getByTestId("featured-trips").getByTestId("trip-card");
      await expect(featured.first()).toBeVisible();
      // Featured trips all have a date to book.
      for (const next of await featured.evaluateAll((els) =>
        els.map((e) => (e as HTMLElement).dataset.nextDeparture),
      )) {
        expect(next).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      await screens(page, `catalogue-home-${lang}`);
      const search = page.getByRole("search", { name: c("filters.title") });
      const months = await search
        .getByLabel(c("filters.departureMonth"))
        .locator("option")
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
      // The current month and the next eleven, as YYYY-MM.
      expect(months).toHaveLength(12);
      expect(months[0]).toBe(new Date().toISOString().slice(0, 7));
      await search.getByLabel(c("filters.continent")).selectOption("europa");
      await search.getByLabel(c("filters.category")).selectOption("surf");
      await search.getByRole("button", { name: c("filters.search") }).click();
      await expect(page).toHaveURL(/\/viajes\?continent=europa&category=surf$/);
      await showing(page, "?continent=europa&category=surf");
      for (const card of await cardData(page)) expect(card.category).toBe("surf");
      await expect(page.getByTestId("results-count")).toContainText(/\d/);
    });

    test("each filter narrows the list to what it says", async ({ page }) => {
      // Category: every card shows it.
      await page.goto("/viajes?category=buceo");
      await expect(cards(page).first()).toBeVisible();
      for (const card of await cardData(page)) expect(card.category).toBe("buceo");
      await expect(cards(page).first()).toContainText(c("categories.buceo"));

      // Destination: case and accents ignored ("JAPON" finds Japón).
      await page.goto("/viajes");
      const bar = page.getByRole("search", { name: c("filters.title") });
      await bar.getByLabel(c("filters.destination")).fill("JAPON");
      await bar.getByRole("button", { name: c("filters.search") }).click();
      await expect(page).toHaveURL(/\/viajes\?destination=JAPON$/);
      await showing(page, "?destination=JAPON");
      const japan = await cards(page).allTextContents();
      expect(japan.length).toBeGreaterThan(0);
      // Cards name the country in the page's language (issue 34).
      for (const card of japan) expect(card).toContain(lang === "es" ? "Japón" : "Japan");

      // Continent: every trip found is on that continent (its page's breadcrumb says so).
      await page.goto("/viajes?continent=asia");
      const asia = await cardData(page);
      expect(asia.length).toBeGreaterThan(0);
      for (const { slug } of asia) {
        await page.goto(`/viaje/${slug}`);
        await expect(page.getByRole("navigation", { name: "breadcrumb" })).toContainText(
          c("continents.asia"),
        );
      }

      // Departure month: the first month with trips; each has a departure starting that month.
      await page.goto("/viajes");
      const months = await page
        .getByRole("search", { name: c("filters.title") })
        .getByLabel(c("filters.departureMonth"))
        .locator("option")
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
      let checked = 0;
      for (const month of months) {
        await page.goto(`/viajes?departureMonth=${month}`);
        const found = await cardData(page);
        if (found.length === 0) continue;
        for (const { slug } of found.slice(0, 3)) {
          await page.goto(`/viaje/${slug}`);
          const starts = await page
            .getByTestId("departure-option")
            .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.startDate ?? ""));
          expect(starts.some((s) => s.startsWith(month))).toBe(true);
        }
        checked++;
        if (checked === 2) break;
      }
      expect(checked).toBeGreaterThan(0);
    });

    test("the empty state clears every filter", async ({ page }) => {
      await page.goto("/viajes?destination=zzzz-nada&category=nieve");
      await expect(page.getByText(c("explore.emptyTitle"))).toBeVisible();
      await page.getByRole("link", { name: c("explore.clearFilters") }).click();
      await expect(page).toHaveURL(/\/viajes$/);
      await showing(page, "");
      await expect(cards(page).first()).toBeVisible();
      await expect(
        page.getByRole("search", { name: c("filters.title") }).getByLabel(c("filters.destination")),
      ).toHaveValue("");
    });

    test("each sort orders the cards, and 'load more' keeps filters and sort", async ({ page, request }) => {
      await page.goto("/viajes");
      const sorts: [string, (a: Awaited<ReturnType<typeof cardData>>) => boolean][] = [
        ["price-low", (l) => isSorted(l, (a, b) => a.price <= b.price)],
        ["price-high", (l) => isSorted(l, (a, b) => a.price >= b.price)],
        ["duration-short", (l) => isSorted(l, (a, b) => a.duration <= b.duration)],
        ["duration-long", (l) => isSorted(l, (a, b) => a.duration >= b.duration)],
        [
          "next-departure",
          (l) => isSorted(l, (a, b) => (a.next === "" ? b.next === "" : b.next === "" || a.next <= b.next)),
        ],
        [
          "popularity",
          (l) =>
            isSorted(l, (a, b) => a.rating > b.rating || (a.rating === b.rating && a.reviews >= b.reviews)),
        ],
      ];
      for (const [sort, inOrder] of sorts) {
        await page.getByLabel(c("filters.sortBy")).selectOption(sort);
        if (sort === "popularity") await expect(page).toHaveURL(/\/viajes$/);
        else await expect(page).toHaveURL(new RegExp(`sort=${sort}`));
        await showing(page, sort === "popularity" ? "" : `?sort=${sort}`);
        await expect(page.getByLabel(c("filters.sortBy"))).toHaveValue(sort);
        const list = await cardData(page);
        expect(list.length, sort).toBeGreaterThan(1);
        expect(
          inOrder(list),
          `${sort}: ${JSON.stringify(list.map((x) => [x.price, x.duration, x.next, x.rating]))}`,
        ).toBe(true);
      }

      // Load more, over 13 trips of this journey's own (one page and one more) in a place only they go to, so
      // trips other journeys add meanwhile cannot move them: the next page is added under the first, in the
      // same order, nothing twice.
      const place = uniqueToken();
      const leader = await newTropleader(request);
      for (let i = 0; i < 13; i++) {
        await newTrip(request, {
          tropleaderId: leader.id,
          title: `Travesía ${i + 1} por ${place}`,
          destination: { country: "Portugal", city: `Ilha ${place}`, continent: "europa" },
          // Prices in no particular order, all different.
          departures: [{ daysFromNow: 30 + i, seats: 8, price: 50_000 + ((i * 5) % 13) * 1_000 }],
        });
      }
      const query = `?destination=${place}&sort=price-low`;
      await page.goto(`/viajes${query}`);
      await showing(page, query);
      const first = await cardData(page);
      expect(first).toHaveLength(12);
      await expect(page.getByTestId("load-more")).toBeVisible();
      await page.getByTestId("load-more").click();
      await expect(page).toHaveURL(new RegExp(`destination=${place}&sort=price-low&page=2`));
      await showing(page, `${query}&page=2`);
      expect((await cardData(page)).length).toBeGreaterThan(12);
      const all = await cardData(page);
      expect(all).toHaveLength(13);
      expect(all.slice(0, 12).map((x) => x.slug)).toEqual(first.map((x) => x.slug));
      expect(new Set(all.map((x) => x.slug)).size).toBe(all.length);
      expect(isSorted(all, (a, b) => a.price <= b.price)).toBe(true);
      await expect(page.getByTestId("results-count")).toContainText(String(all.length));
      await expect(page.getByTestId("load-more")).toHaveCount(0);

      // With a filter: the filter stays on the next page.
      await page.goto("/viajes?continent=europa");
      const europa = await cardData(page);
      if (europa.length === 12) {
        await page.getByTestId("load-more").click();
        await expect(page).toHaveURL(/continent=europa&page=2/);
        await showing(page, "?continent=europa&page=2");
        for (const { slug } of await cardData(page)) expect(slug).toBeTruthy();
      }
      await screens(page, `catalogue-viajes-${lang}`);
    });

    test("opened on a phone, the cards fit the screen: none widens the grid while it is skipped", async ({
      page,
    }) => {
      // Loaded at 375 px, not resized to it: the cards past the first row are skipped (`.below-fold`) until they
      // near the screen, and a stand-in width for them once made the single column 600 px wide.
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto("/viajes");
      await expect(page.getByTestId("trip-card").nth(3)).toBeAttached();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const widths = await page
        .getByTestId("trip-card")
        .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().width));
      expect(widths.length).toBeGreaterThan(3);
      for (const width of widths) expect(width).toBeLessThanOrEqual(375 - 32);
    });

    test("the first page is in the HTML without JavaScript, with hreflang alternates", async ({
      request,
    }) => {
      const res = await request.get("/viajes?continent=europa", { headers: { "accept-language": lang } });
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/href="\/viaje\/[a-z0-9-]+"/);
      expect(html).toContain('rel="canonical" href="');
      expect(html).toMatch(/hrefLang="en" href="[^"]*\/viajes\?continent=europa&amp;lang=en"/);
      // The cards' icons are references to drawings the same page carries (the root layout's sprite).
      const used = new Set([...html.matchAll(/<use href="#([a-z-]+)"/g)].map((m) => m[1]));
      expect([...used]).toEqual(expect.arrayContaining(["icon-map-pin", "icon-clock", "icon-heart"]));
      for (const id of used) expect(html, `#${id} is drawn on the page`).toContain(`id="${id}"`);
      const english = await request.get("/viajes?lang=en");
      expect(await english.text()).toContain(text(loadTexts("en", "catalogue"), "explore.title"));
      expect(english.headers()["set-cookie"]).toContain("tropa_lang=en");
    });

    test("trip page: gallery, tabs, departures, who's going and SEO", async ({ page }) => {
      await page.goto(TRIP_WITH_FULL_DEPARTURE);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

      // Gallery: previous from the first photo wraps to the last; next from the last back to the first.
      const gallery = page.getByTestId("gallery");
      const slideLabel = await gallery.locator('[aria-roledescription="slide"]').getAttribute("aria-label");
      const total = Number(slideLabel?.split("/")[1]);
      expect(total).toBeGreaterThan(1);
      await expect(gallery).toHaveAttribute("data-index", "0");
      await page.getByRole("button", { name: c("trip.previousImage") }).click();
      await expect(gallery).toHaveAttribute("data-index", String(total - 1));
      await page.getByRole("button", { name: c("trip.nextImage") }).click();
      await expect(gallery).toHaveAttribute("data-index", "0");
      await gallery.focus();
      await page.keyboard.press("ArrowLeft");
      await expect(gallery).toHaveAttribute("data-index", String(total - 1));
      await page.keyboard.press("Home");
      await expect(gallery).toHaveAttribute("data-index", "0");
      const secondDot = text(catalogue, "trip.goToImage")
        .replace("{{n}}", "2")
        .replace("{{total}}", String(total));
      await page.getByRole("button", { name: secondDot }).click();
      await expect(gallery).toHaveAttribute("data-index", "1");

      // Tabs: itinerary days open together; includes and FAQ.
      const tabs = page.getByRole("tablist", { name: c("trip.tabsLabel") });
      // Each day is a disclosure (<details>) whose title opens it.
      await page.getByRole("tabpanel").locator("details:not([open]) > summary").first().click();
      await expect
        .poll(() => page.getByRole("tabpanel").locator("details[open]").count())
        .toBeGreaterThanOrEqual(2);
      await tabs.getByRole("tab", { name: c("trip.tabIncludes") }).click();
      await expect(page.getByText(c("trip.included"), { exact: true })).toBeVisible();
      await expect(page.getByTestId("included-list")).toBeVisible();
      await tabs.getByRole("tab", { name: c("trip.tabFaq") }).click();
      await expect(page.getByRole("tabpanel").getByRole("group").first()).toBeVisible();

      // Departures: nothing selected yet; the full one offers its waitlist instead of booking (issue 14); an
      // open one shows price and buttons.
      await expect(page.getByTestId("select-prompt")).toBeVisible();
      const full = page.locator("[data-testid=departure-option][data-full=true]");
      await expect(full.first()).toBeVisible();
      await expect(full.first().getByTestId("availability")).toHaveText(c("departures.full"));
      await full.first().click();
      // Signed out, joining goes through the sign-in and comes back to this departure.
      const fullId = (await full.first().getAttribute("data-departure-id"))!;
      await expect(
        page.getByTestId("waitlist-box").getByRole("link", { name: text(waitlist, "signInToJoin") }),
      ).toHaveAttribute("href", new RegExp(`^/login\\?redirect=.*departure%3D${fullId}$`));
      await expect(page.getByTestId("book-button")).toHaveCount(0);
      const open = page.locator("[data-testid=departure-option][data-full=false]").first();
      const departureId = (await open.getAttribute("data-departure-id"))!;
      await open.click();
      await expect(page).toHaveURL(new RegExp(`[?&]departure=${departureId}$`));
      await expect(page.getByTestId("selected-price")).toBeVisible();
      await expect(page.getByTestId("whos-going")).toBeVisible();
      await expect(page.getByTestId("whos-going")).toContainText(c("whosGoing.title"));
      // Signed out, booking goes to the login and comes back to this departure.
      const slug = TRIP_WITH_FULL_DEPARTURE.split("/").pop()!;
      await expect(page.getByTestId("book-button")).toHaveAttribute(
        "href",
        `/login?redirect=${encodeURIComponent(`/viaje/${slug}?departure=${departureId}`)}`,
      );
      // The availability labels: 'last spots' red at 3 or fewer, 'available' green otherwise.
      for (const badge of await page
        .locator("[data-testid=departure-option][data-full=false] [data-testid=availability]")
        .all()) {
        const kind = await badge.getAttribute("data-availability");
        await expect(badge).toHaveText(
          kind === "last-spots" ? c("departures.lastSpots") : c("departures.available"),
        );
      }

      // SEO: JSON-LD with one offer per departure, absolute og:image, canonical.
      const ld = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent())!,
      );
      expect(ld["@type"]).toContain("TouristTrip");
      const options = await page.getByTestId("departure-option").count();
      expect(ld.offers).toHaveLength(options);
      expect(ld.offers[0]).toMatchObject({ priceCurrency: "EUR" });
      expect(ld.offers.some((o: { availability: string }) => o.availability.endsWith("SoldOut"))).toBe(true);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https?:\/\//);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`/viaje/${slug}$`),
      );
      await screens(page, `catalogue-trip-${lang}`);
    });

    test("creator page tabs, and the way there from a trip", async ({ page }) => {
      await page.goto(TRIP_WITH_FULL_DEPARTURE);
      await page.getByTestId("creator-link").click();
      await expect(page).toHaveURL(/\/tropleader\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByTestId("years-on-platform")).toBeVisible();
      await expect(page.getByTestId("response-time")).not.toBeEmpty();
      const tabs = page.getByRole("tablist", { name: c("creator.tabsLabel") });
      await expect(tabs.getByRole("tab", { name: c("creator.tabAbout") })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(page.getByText(c("creator.specialties"), { exact: true })).toBeVisible();
      await tabs.getByRole("tab", { name: new RegExp(c("creator.tabTrips")) }).click();
      await expect(page.getByRole("tabpanel").getByTestId("trip-card").first()).toBeVisible();
      await tabs.getByRole("tab", { name: c("creator.tabGallery") }).click();
      await expect(page.getByTestId("gallery")).toBeVisible();
      const thumbs = await page.getByTestId("gallery-thumbnail").count();
      expect(thumbs).toBeGreaterThan(0);
      expect(thumbs).toBeLessThanOrEqual(6);
      await page
        .getByTestId("gallery-thumbnail")
        .nth(Math.min(1, thumbs - 1))
        .click();
      await tabs.getByRole("tab", { name: new RegExp(c("creator.tabReviews")) }).click();
      await expect(page.getByRole("tabpanel")).not.toBeEmpty();
      await screens(page, `catalogue-creator-${lang}`);
    });

    test("unknown trips and creators answer 404", async ({ page }) => {
      for (const url of [
        "/viaje/este-viaje-no-existe",
        "/tropleader/00000000-0000-4000-8000-000000000000",
        "/tropleader/no-es-un-id",
      ]) {
        const res = await page.goto(url);
        expect(res?.status(), url).toBe(404);
        await expect(
          page.getByRole("heading", { level: 1, name: text(common, "errors.notFoundTitle") }),
        ).toBeVisible();
        await expect(
          page.getByRole("link", { name: text(common, "errors.backToTrips") }).first(),
        ).toHaveAttribute("href", "/viajes");
      }
      // A trip still waiting for approval is not public either.
      expect((await page.goto("/viaje/surf-en-fuerteventura-para-principiantes"))?.status()).toBe(404);
    });

    test("wishlist round trip: a heart pressed signed out is saved after the login, then removed on the server", async ({
      page,
      request,
    }) => {
      const traveller = await newTraveller(request, { locale: lang });
      await page.goto("/viajes");
      const card = cards(page).first();
      const slug = (await card.getAttribute("data-trip-slug"))!;
      const heart = () => page.locator(`[data-trip-slug="${slug}"]`).getByTestId("wishlist-button");
      // The heart shows the new state at once; a reload must wait until the server has stored it.
      const stored = () =>
        page.waitForResponse(
          (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/lista-de-deseos"),
        );
      await heart().click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fviajes&wish=[0-9a-f-]{36}$/);
      let saved = stored();
      await submitSignIn(page, lang, traveller.email, traveller.password);
      await expect(page).toHaveURL(/\/viajes$/, { timeout: 15_000 });

      // Back on the page, signed in: the trip she hearted is on her wishlist, and she is told so.
      expect((await saved).ok()).toBe(true);
      await expect(heart()).toHaveAttribute("data-wishlisted", "true");
      await expect(heart().locator("[data-icon]")).toHaveAttribute("data-icon", "heart-filled");
      await expect(page.getByText(text(catalogue, "wishlist.added"))).toBeVisible();
      await page.reload();
      await expect(heart()).toHaveAttribute("data-wishlisted", "true");
      // The trip page shows the same state, and toggles it back.
      const initial = false;
      await page.goto(`/viaje/${slug}`);
      const pageHeart = page.getByTestId("wishlist-button");
      await expect(pageHeart).toHaveAttribute("data-wishlisted", String(!initial));
      saved = stored();
      await pageHeart.click();
      await expect(pageHeart).toHaveAttribute("data-wishlisted", String(initial));
      expect((await saved).ok()).toBe(true);
      await page.reload();
      await expect(page.getByTestId("wishlist-button")).toHaveAttribute("data-wishlisted", String(initial));
    });
  });
}

test("sitemap and robots", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  expect(xml).toContain("/viajes</loc>");
  expect(xml).toContain(`${TRIP_WITH_FULL_DEPARTURE}</loc>`);
  expect(xml).toMatch(/\/tropleader\/[0-9a-f-]{36}<\/loc>/);
  expect(xml).toContain('hreflang="en"');
  expect(xml).not.toContain("surf-en-fuerteventura-para-principiantes");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/.*\/sitemap\.xml/);
  for (const path of ["/mensajes", "/dev/", "/viajero/", "/tropleader/dashboard", "/admin"]) {
    expect(robots).toContain(`Disallow: ${path}`);
  }
});
