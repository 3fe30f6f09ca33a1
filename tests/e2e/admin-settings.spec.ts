import type { Page } from "@playwright/test";
import { newTraveller, newTrip, newTropleader, signInAs, uniqueToken } from "./factory.ts";
import { expect, test, waitingForHydration } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

/**
 * Configuración changes platform-wide rules, which other journeys read (the 10% commission on the legal
 * pages, the contact email in the footer): this file runs in its own Playwright project after every other
 * journey (playwright.config.ts), one test at a time, and leaves the defaults as it found them.
 */
test.describe.configure({ mode: "serial" });

const ADMIN = { email: "admin@tropa.demo", password: "tropa1234" };

for (const lang of ["es", "en"] as const) {
  const admin = loadTexts(lang, "admin");
  const ta = (key: string, vars?: Record<string, string | number>) => text(admin, key, vars);
  const booking = loadTexts(lang, "booking");
  const b = (key: string) => text(booking, key);

  test.describe(`admin settings (${lang})`, () => {
    test.use({ locale: lang === "es" ? "es-ES" : "en-GB" });

    async function openSettings(page: Page) {
      await signInAs(page, lang, ADMIN, { redirect: "/admin/configuracion" });
      await expect(page.getByTestId("admin-settings-form")).toBeVisible();
    }

    async function save(page: Page, values: { commission: string; email: string }) {
      const form = page.getByTestId("admin-settings-form");
      await form.getByLabel(ta("settings.fields.commission_percent")).fill(values.commission);
      await form.getByLabel(ta("settings.fields.contact_email")).fill(values.email);
      await form.getByRole("button", { name: ta("settings.save") }).click();
      await expect(page.getByText(ta("settings.success"))).toBeVisible();
      await expect(form.getByRole("button", { name: ta("settings.save") })).toBeDisabled();
    }

    test("the commission and contact email rule the site: the next booking pays the guide at the new rate", async ({
      page,
      request,
      browser,
      baseURL,
    }) => {
      const token = uniqueToken();
      const contact = `equipo-${token}@tropa.test`;
      await openSettings(page);
      const form = page.getByTestId("admin-settings-form");
      const saveButton = form.getByRole("button", { name: ta("settings.save") });
      // 'Guardar Cambios' only once something changed; bad input is refused in the browser.
      await expect(saveButton).toBeDisabled();
      await form.getByLabel(ta("settings.fields.commission_percent")).fill("100.5");
      await expect(saveButton).toBeEnabled();
      await saveButton.click();
      await expect(form.getByText(ta("settings.errors.commission"))).toBeVisible();
      await save(page, { commission: "15", email: contact });

      // The footer (and help, legal pages, emails) read the contact email from the settings.
      await page.goto("/ayuda");
      await expect(page.getByRole("contentinfo").getByRole("link", { name: contact })).toBeVisible();

      // A booking paid now is split at 15%: the guide's share of 1.000 € is 850 €.
      const guide = await newTropleader(request);
      const trip = await newTrip(request, {
        tropleaderId: guide.id,
        title: `Travesía en velero ${token}`,
        departures: [{ daysFromNow: 50, seats: 6, price: 100_000 }],
      });
      const traveller = await newTraveller(request);
      const travellerContext = await browser.newContext({
        baseURL,
        locale: lang === "es" ? "es-ES" : "en-GB",
      });
      const travellerPage = waitingForHydration(await travellerContext.newPage());
      await signInAs(travellerPage, lang, traveller, { redirect: `/reservar/${trip.departures[0]!.id}` });
      await expect(travellerPage.getByRole("heading", { level: 1, name: b("form.title") })).toBeVisible();
      await travellerPage.getByTestId("emergency-name").fill("Marta López");
      await travellerPage.getByTestId("emergency-phone").fill("+34 600 123 456");
      await travellerPage.getByTestId("emergency-relationship").fill(lang === "es" ? "Hermana" : "Sister");
      await travellerPage.getByTestId("checkout-button").click();
      await expect(travellerPage).toHaveURL(/\/pago-simulado\/sim_cs_/);
      await travellerPage.getByTestId("simulated-pay").click();
      await expect(travellerPage).toHaveURL(/\/success\?session_id=sim_cs_/);
      await travellerContext.close();

      // The factory's guide reads Spanish: 'Tu parte tras la comisión de la plataforma: 850 €'.
      await page.goto(`/dev/mailbox?to=${encodeURIComponent(guide.email)}`);
      await page
        .getByRole("link", { name: /Nueva reserva/ })
        .first()
        .click();
      await expect(page.locator("#main-content")).toContainText(
        /Tu parte tras la comisión de la plataforma: 850\s€/,
      );
      await expect(page.locator("#main-content")).toContainText(contact);

      // The change is in the audit log with its values before and after.
      await page.goto("/admin/registro?action=settings.update");
      await expect(page.getByTestId("audit-entry").first()).toContainText("commission_rate: 0.1 → 0.15");

      await page.goto("/admin/configuracion");
      await save(page, { commission: "10", email: "hola@tropa.travel" });
    });
    test("the home hero's texts: preview, publish for everyone in both languages, shown as plain text", async ({
      page,
      browser,
      baseURL,
    }) => {
      const home = { es: loadTexts("es", "home"), en: loadTexts("en", "home") };
      const field = (label: string, code: "ES" | "EN") =>
        page
          .getByTestId("site-texts-form")
          .getByLabel(`${ta(`content.fields.${label}`)} (${code})`, { exact: true });
      const token = uniqueToken();
      const titles = { es: `Viajes con gente como tú ${token}`, en: `Trips with people like you ${token}` };
      const subtitle = `<script>window.__hacked = true</script> ${token}`;

      await signInAs(page, lang, ADMIN, { redirect: "/admin/contenido" });
      await field("home_heroTitle", "ES").fill(titles.es);
      await field("home_heroTitle", "EN").fill(titles.en);
      await field("home_heroSubtitle", "EN").fill(subtitle);
      // Empty is refused in the browser, with the same schema the server uses.
      await field("home_heroEyebrow", "ES").fill("");
      await page.getByRole("button", { name: ta("content.preview") }).click();
      await expect(page.getByText(ta("content.errors.required"))).toBeVisible();
      await field("home_heroEyebrow", "ES").fill(text(home.es, "heroEyebrow"));
      await page.getByRole("button", { name: ta("content.preview") }).click();
      await expect(page.getByTestId("hero-preview-es")).toContainText(titles.es);
      await expect(page.getByTestId("hero-preview-en")).toContainText(subtitle);
      await page.getByRole("button", { name: ta("content.publish") }).click();
      await expect(page.getByText(ta("content.published"))).toBeVisible();

      for (const [code, locale] of [
        ["es", "es-ES"],
        ["en", "en-GB"],
      ] as const) {
        const visitor = waitingForHydration(await (await browser.newContext({ baseURL, locale })).newPage());
        await visitor.goto("/");
        await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(titles[code]);
        if (code === "en") {
          // Plain text: the markup shows as typed and never runs.
          await expect(visitor.getByText(subtitle)).toBeVisible();
          expect(await visitor.evaluate(() => (window as { __hacked?: boolean }).__hacked)).toBeUndefined();
        }
        await visitor.context().close();
      }
      await page.goto(`/admin/registro?action=content.update`);
      // Its own entry (the title carries this run's token): another journey may publish content meanwhile.
      await expect(page.getByTestId("audit-entry").filter({ hasText: titles.es }).first()).toBeVisible();

      // Back to the translation files' texts for the journeys that read the home page.
      await page.goto("/admin/contenido");
      await field("home_heroTitle", "ES").fill(text(home.es, "heroTitle"));
      await field("home_heroTitle", "EN").fill(text(home.en, "heroTitle"));
      await field("home_heroSubtitle", "EN").fill(text(home.en, "heroSubtitle"));
      await page.getByRole("button", { name: ta("content.preview") }).click();
      await page.getByRole("button", { name: ta("content.publish") }).click();
      await expect(page.getByText(ta("content.published"))).toBeVisible();
    });

    test("the contact details: address and support hours checked, previewed, published in the footer, then restored", async ({
      page,
      browser,
      baseURL,
    }) => {
      const common = loadTexts(lang, "common");
      const form = page.getByTestId("site-contact-form");
      const field = (name: string) => form.getByLabel(ta(`content.contact.fields.${name}`));
      const token = uniqueToken();
      const address = `Plaza Mayor 1, 37002 Salamanca ${token}`;

      await signInAs(page, lang, ADMIN, { redirect: "/admin/contenido/contacto" });
      const original = await field("address").inputValue();
      await field("address").fill(address);
      await field("phoneCloses").fill("08:00");
      await page.getByRole("button", { name: ta("content.preview") }).click();
      await expect(form.getByText(text(common, "siteContent.errors.closesAfterOpens"))).toBeVisible();
      await field("phoneCloses").fill("18:00");
      await page.getByRole("button", { name: ta("content.preview") }).click();
      await expect(page.getByTestId("contact-preview")).toContainText(address);
      await page.getByRole("button", { name: ta("content.publish") }).click();
      await expect(page.getByText(ta("content.published"))).toBeVisible();

      const visitor = waitingForHydration(
        await (await browser.newContext({ baseURL, locale: lang === "es" ? "es-ES" : "en-GB" })).newPage(),
      );
      await visitor.goto("/ayuda");
      await expect(visitor.getByRole("contentinfo")).toContainText(address);
      await visitor.context().close();

      await page.goto("/admin/contenido/contacto");
      await field("address").fill(original);
      await page.getByRole("button", { name: ta("content.preview") }).click();
      await page.getByRole("button", { name: ta("content.publish") }).click();
      await expect(page.getByText(ta("content.published"))).toBeVisible();
    });

    test("a policy page or a help question in the page markup: checked, previewed, published, then restored", async ({
      page,
      browser,
      baseURL,
    }) => {
      const code = lang === "es" ? "ES" : "EN";
      // Spanish edits the terms, English a help topic: each language's form, checked on its public page.
      const target =
        lang === "es"
          ? { path: "terminos", field: "legal_terms_sections", page: "/terminos" }
          : { path: "ayuda", field: "help_categories_general_items", page: "/ayuda" };
      const form = page.getByTestId("site-texts-form");
      const markup = form.getByLabel(`${ta(`content.fields.${target.field}`)} (${code})`, { exact: true });
      const token = uniqueToken();
      const title = lang === "es" ? `Normas del grupo ${token}` : `Can I bring my dog ${token}?`;
      const body = lang === "es" ? `Respeta los horarios ${token}.` : `Only on trips that say so ${token}.`;

      await signInAs(page, lang, ADMIN, { redirect: `/admin/contenido/${target.path}` });
      await expect(page.getByTestId(`content-block-${lang === "es" ? "terms" : "help"}`)).toHaveAttribute(
        "aria-current",
        "page",
      );
      const original = await markup.inputValue();
      // A link to another site is refused in the browser, with the server's schema.
      await markup.fill(`${original}\n\n## ${title}\n\n[Click](https://evil.example)`);
      await page.getByRole("button", { name: ta("content.preview") }).click();
      await expect(form.getByText(ta("content.errors.badLink"))).toBeVisible();
      await markup.fill(
        `${original}\n\n## ${title}\n\n${body}\n\n- ${token} A\n- ${token} B\n\n[Viajes](/viajes)`,
      );
      await page.getByRole("button", { name: ta("content.preview") }).click();
      await expect(page.getByTestId(`content-preview-${lang}`)).toContainText(title);
      await page.getByRole("button", { name: ta("content.publish") }).click();
      await expect(page.getByText(ta("content.published"))).toBeVisible();

      const visitor = waitingForHydration(
        await (await browser.newContext({ baseURL, locale: lang === "es" ? "es-ES" : "en-GB" })).newPage(),
      );
      if (lang === "es") {
        await visitor.goto(target.page);
        await expect(visitor.getByRole("heading", { level: 2, name: title })).toBeVisible();
        await expect(visitor.getByText(body)).toBeVisible();
        await expect(visitor.getByRole("listitem").filter({ hasText: `${token} B` })).toBeVisible();
        const section = visitor.getByRole("region", { name: title });
        await expect(section.getByRole("link", { name: "Viajes" })).toHaveAttribute("href", "/viajes");
      } else {
        await visitor.goto(`${target.page}?q=${encodeURIComponent(token)}`);
        // A search opens its matches: the published answer is read at once.
        await expect(visitor.getByRole("heading", { level: 3, name: title })).toBeVisible();
        await expect(visitor.getByText(body)).toBeVisible();
      }
      await visitor.context().close();
      await page.goto(`/admin/registro?action=content.update`);
      await expect(page.getByTestId("audit-entry").filter({ hasText: token }).first()).toBeVisible();

      // Back to the translation files' text for the journeys that read these pages.
      await page.goto(`/admin/contenido/${target.path}`);
      await markup.fill(original);
      await page.getByRole("button", { name: ta("content.preview") }).click();
      await page.getByRole("button", { name: ta("content.publish") }).click();
      await expect(page.getByText(ta("content.published"))).toBeVisible();
    });
  });
}
