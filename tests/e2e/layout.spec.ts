import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const header = (page: Page) => page.locator("header").first();
const footer = (page: Page) => page.locator("footer");

test.describe("Spanish (default)", () => {
  test("home renders in Spanish with the shared header and footer", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const nav = page.getByRole("navigation", { name: "Navegación principal" }).first();
    await expect(nav.getByRole("link", { name: "Viajes" })).toHaveAttribute("href", "/viajes");
    await expect(nav.getByRole("link", { name: "Sobre nosotros" })).toHaveAttribute(
      "href",
      "/sobre-nosotros",
    );
    await expect(header(page).getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Registrarse" })).toBeVisible();
    await expect(footer(page)).toContainText(`© ${new Date().getFullYear()} Tropa`);
    // The first Tab stop is the skip link, and it leads to the main content.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Saltar al contenido" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
    // Contact block and social links come from the site content (defaults on a fresh database).
    await expect(footer(page).getByRole("link", { name: "hola@tropa.travel" })).toHaveAttribute(
      "href",
      "mailto:hola@tropa.travel",
    );
    await expect(footer(page).getByRole("link", { name: "Instagram" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.instagram\.com\//,
    );
  });

  test("the language choice survives a reload and the server renders it", async ({ page }) => {
    await page.goto("/sobre-nosotros");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Viajar en grupo, con quien mejor conoce el destino",
    );
    await header(page)
      .getByRole("link", { name: /English$/ })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Travel in a group, with the people who know the destination best",
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle("About us · Tropa");

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Travel in a group, with the people who know the destination best",
    );
    await expect(header(page).getByRole("link", { name: /English$/ })).toHaveAttribute(
      "aria-current",
      "true",
    );

    // The HTML the server sends (same cookies as the page) is already English: no flash of Spanish.
    const html = await (await page.request.get("/sobre-nosotros")).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("Travel in a group, with the people who know the destination best");

    // And back: the footer toggle works too.
    await footer(page)
      .getByRole("link", { name: /Español$/ })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Viajar en grupo, con quien mejor conoce el destino",
    );
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("when the other language's texts cannot be fetched, the toggle asks the server for the page", async ({
    page,
  }) => {
    await page.goto("/sobre-nosotros");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    let refused = 0;
    // Refused for the Spanish page only: the English page the server then sends fetches it as usual.
    await page.route(/\/locales\/en\.[0-9a-f]+\.json$/, async (route) => {
      if (route.request().frame().url().includes("lang=en")) return route.continue();
      refused++;
      await route.abort("internetdisconnected");
    });
    await header(page)
      .getByRole("link", { name: /English$/ })
      .click();
    await expect(page).toHaveURL(/[?&]lang=en/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Travel in a group, with the people who know the destination best",
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // Three tries before giving up (create-client-i18n.ts); the English page hydrates with its texts.
    expect(refused).toBe(3);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(header(page).getByRole("link", { name: /English$/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("before the scripts load, the language links ask the server for the other language", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "es-ES" });
    const page = await context.newPage();
    await page.goto("/sobre-nosotros");
    await header(page)
      .getByRole("link", { name: /English$/ })
      .click();
    await expect(page).toHaveURL(/\/sobre-nosotros\?lang=en$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Travel in a group, with the people who know the destination best",
    );
    // The choice sticks without the parameter (the server set the cookie).
    await page.goto("/sobre-nosotros");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await context.close();
  });

  test("the header is transparent over the home hero until scrolled past 20 px", async ({ page }) => {
    await page.goto("/");
    await expect(header(page)).toHaveAttribute("data-transparent", "true");
    // Make sure the page can scroll whatever the home content is.
    await page.evaluate(() => {
      document.body.style.minHeight = "3000px";
    });
    await page.evaluate(() => window.scrollTo(0, 15));
    await page.waitForTimeout(100);
    await expect(header(page)).toHaveAttribute("data-transparent", "true");
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header(page)).toHaveAttribute("data-transparent", "false");
    await expect(header(page)).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header(page)).toHaveAttribute("data-transparent", "true");

    // Elsewhere it is always white.
    await page.goto("/ayuda");
    await expect(header(page)).toHaveAttribute("data-transparent", "false");
    await expect(header(page)).toHaveCSS("background-color", "rgb(255, 255, 255)");
  });

  test("blocks below the first screen are drawn when they are reached, and hold the page's height", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto("/");
    // Its content is skipped while off screen (content-visibility: auto), yet in the page: its links are there.
    const skipped = () =>
      footer(page)
        .getByRole("link", { name: "hola@tropa.travel" })
        .evaluate((el) => !el.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions));
    expect(await footer(page).evaluate((el) => getComputedStyle(el).contentVisibility)).toBe("auto");
    expect(await skipped()).toBe(true);
    await expect(footer(page).getByRole("link", { name: "hola@tropa.travel" })).toHaveCount(1);
    // Reached, it is drawn; the remembered size keeps the page as tall when scrolling back up.
    await footer(page).scrollIntoViewIfNeeded();
    await expect.poll(skipped).toBe(false);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(skipped).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
    // Keyboard focus inside it draws it too.
    await footer(page).getByRole("link", { name: "hola@tropa.travel" }).focus();
    await expect.poll(skipped).toBe(false);
  });

  test("footer links lead to real pages", async ({ page }) => {
    await page.goto("/sobre-nosotros");
    const links = footer(page).getByRole("navigation").getByRole("link");
    const hrefs = await links.evaluateAll((els) => els.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/viajes",
      "/sobre-nosotros",
      "/blog",
      "/ayuda",
      "/politica-cancelacion",
      "/terminos",
      "/privacidad",
    ]);
    for (const href of hrefs) {
      const response = await page.request.get(href!);
      expect(response.status(), href!).toBe(200);
    }
    await footer(page).getByRole("link", { name: "Política de cancelación" }).click();
    await expect(page).toHaveURL(/\/politica-cancelacion$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de cancelación");
  });

  test("sign-in screens are shown without the footer", async ({ page }) => {
    for (const path of ["/login", "/register"]) {
      await page.goto(path);
      await expect(header(page)).toBeVisible();
      await expect(footer(page)).toHaveCount(0);
    }
  });

  test("unknown pages get the 404 page inside the layout", async ({ page }) => {
    const response = await page.goto("/no-existe/para-nada");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Página no encontrada · Tropa");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
    await main.getByRole("link", { name: "Explorar viajes" }).click();
    await expect(page).toHaveURL(/\/viajes$/);
    // An unknown blog article is a 404 too.
    expect((await page.goto("/blog/articulo-inexistente"))?.status()).toBe(404);
  });

  test("help centre: live search, no-results state and contact cards", async ({ page }) => {
    await page.goto("/ayuda");
    for (const topic of [
      "General",
      "Reservas y pagos",
      "Durante el viaje",
      "Para tropleaders",
      "Seguridad y seguros",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: topic })).toBeVisible();
    }
    const search = page.getByRole("searchbox", { name: "Buscar en la ayuda" });
    await search.fill("reembolso");
    await expect(page.getByText(/\d+ resultados? para «reembolso»/)).toBeVisible();
    // Matches open by themselves; the answer is readable right away.
    await expect(
      page.getByText("Procesamos los reembolsos en 5-7 días hábiles", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Para tropleaders" })).toHaveCount(0);

    // Accent- and case-insensitive.
    await search.fill("HABILES");
    await expect(
      page.getByText("La revisión suele tardar 24-48 horas hábiles", { exact: false }),
    ).toBeVisible();

    await search.fill("submarinismo en marte");
    await expect(page.getByText("No encontramos resultados")).toBeVisible();
    await page.getByRole("button", { name: "Ver todas las preguntas" }).click();
    await expect(search).toHaveValue("");
    await expect(page.getByRole("heading", { level: 2, name: "Seguridad y seguros" })).toBeVisible();

    // Collapsible: a question (a heading in a disclosure) opens and closes.
    const heading = page.getByRole("heading", { level: 3, name: "¿Los viajes incluyen seguro?" });
    const question = page.getByRole("group").filter({ has: heading });
    await expect(question).toHaveJSProperty("open", false);
    await heading.click();
    await expect(question).toHaveJSProperty("open", true);
    await expect(
      page.getByText("todos los viajes incluyen un seguro de viaje básico", { exact: false }),
    ).toBeVisible();
    await heading.click();
    await expect(question).toHaveJSProperty("open", false);

    // The chat card writes to the Tropa team (issue 35): a button of a form posted to /soporte.
    const chat = page.getByTestId("support-chat-card");
    await expect(chat).toHaveAccessibleName(/Chat/);
    await expect(page.locator('form[action="/soporte"]').getByTestId("support-chat-card")).toBeVisible();
    await expect(page.getByRole("link", { name: /hola@tropa\.travel/ }).first()).toBeVisible();
    await expect(page.getByText("Lunes a viernes, de 09:00 a 18:00.")).toBeVisible();
  });

  test("legal pages carry their key terms", async ({ page }) => {
    await page.goto("/politica-cancelacion");
    const table = page.getByTestId("refund-table");
    for (const [situation, refund] of [
      ["Más de 30 días antes de la salida", "100 %"],
      ["Entre 15 y 30 días antes", "75 %"],
      ["Entre 7 y 14 días antes", "50 %"],
      ["Menos de 7 días antes", "Sin reembolso"],
      ["Emergencia médica con certificado", "90 %"],
      ["El tropleader cancela la salida", "100 % en 24-48 h"],
      ["Restricciones oficiales de viaje", "Reembolso completo"],
    ]) {
      await expect(table.getByRole("row", { name: new RegExp(situation!) })).toContainText(refund!);
    }
    await expect(page.getByText("5-7 días hábiles", { exact: false })).toBeVisible();
    await expect(page.getByText("hasta 10 días", { exact: false })).toBeVisible();
    await expect(page.getByText(/Última actualización: \d+ de \w+ de \d{4}/)).toBeVisible();

    await page.goto("/terminos");
    const terms = page.getByRole("main");
    await expect(terms).toContainText("debes ser mayor de 18 años");
    await expect(terms).toContainText("Solo puedes tener una cuenta por persona");
    await expect(terms).toContainText("comisión del 10 % sobre el precio total");
    await expect(terms).toContainText("El pago es completo en el momento de la reserva");
    await expect(terms).toContainText("7 días después de que termine el viaje");
    await expect(terms).toContainText("ley española");
    await expect(terms).toContainText("juzgados y tribunales de Madrid");

    await page.goto("/privacidad");
    const privacy = page.getByRole("main");
    const retention = privacy.getByTestId("privacy-table");
    await expect(retention).toContainText("tras 3 años sin actividad (te avisamos 30 días antes)");
    await expect(retention).toContainText("7 años");
    await expect(retention).toContainText("12 meses");
    await expect(privacy).toContainText("no verás ningún aviso de cookies");
    await expect(privacy).toContainText("Solo pueden verlos su titular y el equipo de verificación");
  });

  test("about page shows figures computed from the platform", async ({ page }) => {
    await page.goto("/sobre-nosotros");
    for (const key of ["tropleaders", "travellers", "destinations"]) {
      await expect(page.locator(`[data-stat="${key}"] dd`)).toHaveText(/^\d[\d.]*$/);
    }
    await expect(page.locator('[data-stat="rating"] dd')).toHaveText(/(\d,\d\s*de 5)|Aún sin reseñas/);
    // The spec's sample figures are not shown as if they were data.
    await expect(page.getByRole("main")).not.toContainText("2.500+");
    await expect(page.getByRole("main").getByRole("link", { name: "Explorar viajes" })).toHaveAttribute(
      "href",
      "/viajes",
    );
    await expect(page.getByRole("link", { name: "Crear cuenta de viajero" })).toHaveAttribute(
      "href",
      "/register",
    );
  });

  test("blog lists real articles, each with its own page", async ({ page }) => {
    await page.goto("/blog");
    const articles = page.getByRole("main").getByRole("article");
    await expect(articles).toHaveCount(3);
    await articles.first().getByRole("link").click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Surf para principiantes: qué esperar de tu primera semana",
    );
    await expect(page).toHaveTitle("Surf para principiantes: qué esperar de tu primera semana · Tropa");
    await page.getByRole("link", { name: "Volver al blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe("mobile (375 px)", () => {
  test.use({ viewport: { width: 375, height: 780 } });

  test("the collapsible menu opens and navigates", async ({ page }) => {
    await page.goto("/ayuda");
    const toggle = page.getByRole("button", { name: "Abrir menú" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Cerrar menú" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
    await menu.getByRole("link", { name: "Sobre nosotros" }).click();
    await expect(page).toHaveURL(/\/sobre-nosotros$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Abrir menú" })).toHaveAttribute("aria-expanded", "false");
    // Escape closes it too.
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Abrir menú" })).toBeFocused();
    // Nothing overflows sideways at 375 px.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("nothing moves when the Inter font arrives late", async ({ page }) => {
    // The fallback face is a local Arial or Liberation Sans sized like Inter (app/app.css).
    await page.goto("/ayuda");
    const fallbackInstalled = await page.evaluate(async () => {
      try {
        await new FontFace("probe", 'local("Arial"), local("Liberation Sans")').load();
        return true;
      } catch {
        return false;
      }
    });
    test.skip(!fallbackInstalled, "neither Arial nor Liberation Sans is installed on this machine");

    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      Object.assign(window, { tropaShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.total += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/viaje/surf-y-yoga-en-ericeira");
    await page.waitForFunction(
      () => document.fonts.check('16px "Inter Variable"') && document.fonts.status === "loaded",
    );
    await page.waitForTimeout(300);
    const shift = await page.evaluate(
      () => (window as unknown as { tropaShifts: { total: number } }).tropaShifts.total,
    );
    // Without the sized fallback this page shifted by 0.12 at this width when the font swapped.
    expect(shift).toBeLessThan(0.01);
  });

  test("the language can be switched from the mobile menu", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page
      .locator("#mobile-menu")
      .getByRole("link", { name: /English$/ })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Ideas and tips for travelling in a group",
    );
  });
});

test.describe("English (en-GB browser)", () => {
  test.use({ locale: "en-GB" });

  test("home and layout render in English", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const nav = page.getByRole("navigation", { name: "Main navigation" }).first();
    await expect(nav.getByRole("link", { name: "Trips" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "About us" })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(footer(page).getByRole("link", { name: "Cancellation policy" })).toBeVisible();
    await expect(footer(page)).toContainText("All rights reserved.");
  });

  test("help search and legal pages in English", async ({ page }) => {
    await page.goto("/ayuda");
    await expect(page).toHaveTitle("Help centre · Tropa");
    const search = page.getByRole("searchbox", { name: "Search the help centre" });
    await search.fill("refund");
    await expect(page.getByText(/\d+ results? for “refund”/)).toBeVisible();
    await search.fill("zzzz qqqq");
    await expect(page.getByText("We couldn't find any results")).toBeVisible();

    await page.goto("/politica-cancelacion");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancellation policy");
    await expect(page.getByTestId("refund-table")).toContainText("Medical emergency with a certificate");
    await expect(page.getByTestId("refund-table")).toContainText("90%");
    await page.goto("/terminos");
    await expect(page.getByRole("main")).toContainText("You must be over 18 to sign up.");
    await expect(page.getByRole("main")).toContainText("a 10% commission on the total price");
    await page.goto("/privacidad");
    await expect(page.getByTestId("privacy-table")).toContainText("after 3 years without activity");
    await expect(page.getByTestId("privacy-table")).toContainText("12 months");
  });

  test("404 in English", async ({ page }) => {
    const response = await page.goto("/nothing-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Explore trips" })).toHaveAttribute(
      "href",
      "/viajes",
    );
  });
});
