import { samplePng } from "../../server/testing/sample-files.ts";
import { signInAs, uniqueToken } from "./factory.ts";
import { expect, humanClick, test, waitingForHydration } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

/**
 * Contenido's home hero image (issue 35): it changes the home page every visitor sees, so this file runs with
 * the platform-wide journeys, after every other one (playwright.config.ts), one test at a time.
 */
test.describe.configure({ mode: "serial" });

const ADMIN = { email: "admin@tropa.demo", password: "tropa1234" };

for (const lang of ["es", "en"] as const) {
  const admin = loadTexts(lang, "admin");
  const legal = loadTexts(lang, "legal");
  const ta = (key: string) => text(admin, key);

  test.describe(`Contenido images and preview (${lang})`, () => {
    test.use({ locale: lang === "es" ? "es-ES" : "en-GB" });

    test("an admin uploads, crops and places a new home hero image with its alt texts; the home shows it", async ({
      page,
      browser,
      baseURL,
    }) => {
      const token = uniqueToken();
      const alts = { es: `Montañas al amanecer ${token}`, en: `Mountains at dawn ${token}` };
      const home = async (locale: "es-ES" | "en-GB") => {
        const visitor = waitingForHydration(await (await browser.newContext({ baseURL, locale })).newPage());
        await visitor.goto("/");
        return visitor;
      };
      const before = await home("es-ES");
      const oldSrc = await before.getByTestId("home-hero-image").getAttribute("src");
      await before.context().close();

      await signInAs(page, lang, ADMIN, { redirect: "/admin/contenido/imagen-portada" });
      await expect(page.getByTestId("content-block-heroImage")).toHaveAttribute("aria-current", "page");
      const form = page.getByTestId("hero-image-form");
      // A 4:3 photo: the browser crops it to the hero's 16:10 before uploading it.
      await page.getByTestId("hero-image-input").setInputFiles({
        name: "montanas.png",
        mimeType: "image/png",
        buffer: await samplePng(2000, 1500, "#2a9d8f"),
      });
      await expect(page.getByTestId("hero-image-input-message")).toHaveText(ta("content.images.uploaded"));
      await expect(page.getByTestId("hero-image-current")).toHaveAttribute("src", /site-images/);
      await form.getByLabel(ta("content.images.focalX")).fill("20");
      await form.getByLabel(ta("content.images.focalY")).fill("80");
      const alt = (code: "ES" | "EN") => form.getByLabel(`${ta("content.images.alt")} (${code})`);
      // An empty alternative text is refused in the browser, with the server's schema.
      await alt("ES").fill("");
      await humanClick(page.getByRole("button", { name: ta("content.preview") }));
      await expect(form.getByText(ta("content.errors.required"))).toBeVisible();
      await alt("ES").fill(alts.es);
      await alt("EN").fill(alts.en);
      await humanClick(page.getByRole("button", { name: ta("content.preview") }));
      const preview = page.getByTestId("hero-image-preview");
      await expect(preview.getByTestId("hero-alt-preview-es")).toHaveText(alts.es);
      await expect(preview.getByTestId("hero-alt-preview-en")).toHaveText(alts.en);
      await expect(preview.locator("img").first()).toHaveCSS("object-position", "20% 80%");
      await humanClick(page.getByRole("button", { name: ta("content.publish") }));
      await expect(page.getByText(ta("content.published"))).toBeVisible();

      for (const [code, locale] of [
        ["es", "es-ES"],
        ["en", "en-GB"],
      ] as const) {
        const visitor = await home(locale);
        const hero = visitor.getByTestId("home-hero-image");
        await expect(hero).toHaveAttribute("alt", alts[code]);
        await expect(hero).toHaveAttribute("src", /\/site-images\//);
        expect(await hero.getAttribute("src")).not.toBe(oldSrc);
        await expect(hero).toHaveCSS("object-position", "20% 80%");
        await expect(visitor.getByRole("img", { name: alts[code] })).toBeVisible();
        await visitor.context().close();
      }
      // Other platform-wide journeys may publish content meanwhile: look for this change's own entry.
      await page.goto("/admin/registro?action=content.update");
      await expect(page.getByTestId("audit-entry").filter({ hasText: token })).toHaveCount(1);
    });

    test("the cancellation policy's preview draws the real refund table", async ({ page }) => {
      await signInAs(page, lang, ADMIN, { redirect: "/admin/contenido/cancelacion" });
      await humanClick(page.getByRole("button", { name: ta("content.preview") }));
      const preview = page.getByTestId(`content-preview-${lang}`);
      const table = preview.getByTestId("refund-table");
      await expect(table).toBeVisible();
      await expect(table.getByRole("row")).toHaveCount(8);
      for (const row of ["moreThan30", "from15to30", "from7to14", "lessThan7", "medical"]) {
        await expect(
          table.getByRole("rowheader", { name: text(legal, `cancellation.table.${row}`) }),
        ).toBeVisible();
      }
      await expect(page.getByText("Aquí va la tabla de reembolsos")).toHaveCount(0);
    });
  });
}
