import { newTraveller, newTrip, newTropleader, signInAs } from "./factory.ts";
import { expect, test } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

// Issue 16: the pages work under the strict Content-Security-Policy (the fixture fails any journey the policy
// blocks something in), and the HTTP layer's own answers are translated.
for (const lang of ["es", "en"] as const) {
  const common = loadTexts(lang, "common");

  test.describe(`security (${lang})`, () => {
    test.use({ locale: lang === "es" ? "es-ES" : "en-GB" });

    test("pages hydrate and navigate under the Content-Security-Policy", async ({ page }) => {
      const response = await page.goto("/");
      const csp = response?.headers()["content-security-policy"] ?? "";
      expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
      // The nonce is this response's: the inline scripts carry it, the header names it.
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(await page.locator(`script[nonce]`).count()).toBeGreaterThan(0);
      expect(nonce).toBeTruthy();

      // A client-side navigation (scripts running, data fetched) and a trip page with its images.
      await page
        .getByRole("link", { name: text(common, "nav.trips"), exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(/\/viajes/);
      await page.locator('a[href^="/viaje/"]').first().click();
      await expect(page).toHaveURL(/\/viaje\//);
      await expect(page.locator("h1")).toBeVisible();
    });

    test("a public page shared between signed-out visitors keeps its nonce and nobody's request id", async ({
      page,
      playwright,
      request,
      baseURL,
    }) => {
      // Issue 17's page cache (server/lib/public-page-cache.ts): the trip page a signed-out visitor gets may be
      // the one rendered for another. Whichever it is (other journeys' changes empty the cache at any time),
      // the header's nonce is the one its scripts carry, and the request id it shows is its own or none.
      const tropleader = await newTropleader(request, { approved: true, verified: true });
      const trip = await newTrip(request, { tropleaderId: tropleader.id, title: `Shared page ${lang}` });
      const visitors = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { "accept-language": lang },
      });
      const seen = new Set<string>();
      for (let i = 0; i < 4; i++) {
        const response = await visitors.get(`/viaje/${trip.slug}`);
        expect(response.status()).toBe(200);
        const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1] ?? "";
        const html = await response.text();
        const scriptNonces = [...html.matchAll(/<script[^>]* nonce="([^"]*)"/g)].map((m) => m[1]);
        expect(scriptNonces.length).toBeGreaterThan(0);
        expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
        expect(html).toContain(`Shared page ${lang}`);
        const requestId = /requestId\\?",\\?"([^"\\]*)/.exec(html)?.[1];
        expect(requestId).toBeDefined();
        if (requestId) {
          // Its own: never one another response showed.
          expect(seen.has(requestId)).toBe(false);
          seen.add(requestId);
        }
      }
      await visitors.dispose();

      // A signed-in visitor's page is rendered for them: the browser runs it under its own header.
      await signInAs(page, lang, await newTraveller(request, { locale: lang }));
      await page.goto(`/viaje/${trip.slug}`);
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      await expect(page.getByRole("heading", { level: 1, name: `Shared page ${lang}` })).toBeVisible();
    });

    test("a signed-in page with the live connection works under the policy", async ({ page, request }) => {
      await signInAs(page, lang, await newTraveller(request, { locale: lang }));
      await expect(page).toHaveURL(/\/viajero\/dashboard/);
      await page.goto("/mensajes");
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
    });

    test("a form too large to read gets the translated 413 page", async ({ page, baseURL }) => {
      const res = await page.request.post("/register", {
        headers: { origin: baseURL ?? "", "accept-language": lang },
        form: { name: "x".repeat(200_000) },
        failOnStatusCode: false,
      });
      expect(res.status()).toBe(413);
      expect(await res.text()).toContain(text(common, "errors.payloadTooLargeTitle"));
    });
  });
}
