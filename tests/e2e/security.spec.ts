import { newTraveller, signInAs } from "./factory.ts";
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
