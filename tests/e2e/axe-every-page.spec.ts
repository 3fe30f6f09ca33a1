import type { Page } from "@playwright/test";
import { seriousA11yFindings } from "./axe.ts";
import {
  addToWishlist,
  newBooking,
  newGroupConversation,
  newMessage,
  newPaidBooking,
  newTraveller,
  newTrip,
  newTropleader,
  signInAs,
  uniqueToken,
  unsubscribeLink,
} from "./factory.ts";
import { expect, test } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

/**
 * Issue 17: axe over every page of the product (public, traveller, tropleader, admin), in Spanish and English,
 * at 375 px and on a desktop, with the states that show more markup (empty lists, forms showing their errors,
 * open dialogs and menus, every tab). A full run (WCAG 2.1 A/AA and best practices) on each; any serious or
 * critical violation fails the journey, every one found listed at the end with the page it was on.
 * One signed-in page per role and language; the pages are visited one after another. Each page state is loaded
 * once and checked at both widths, the window resized between the two runs (the layout follows the width through
 * CSS alone: no script reads it), which halves the page loads, sign-ins and test data of the sweep
 * (docs/decisions/0038-suite-time.md); states only one width has (the phone's menu, the desktop's user menu, a
 * tab shown at one width only) are shown and checked at that width. A full axe run takes seconds on a loaded
 * 2-core machine, hence the journeys' long time limits (a step that does not happen still fails in 15 s).
 */

const ADMIN = { email: "admin@tropa.demo", password: "tropa1234" };
const PHONE = { name: "375 px", size: { width: 375, height: 800 } } as const;
const DESKTOP = { name: "desktop", size: { width: 1280, height: 900 } } as const;
/** The widths every state is checked at, in this order: the journeys act at the last one (desktop). */
const VIEWPORTS = [PHONE, DESKTOP] as const;
type Viewport = (typeof VIEWPORTS)[number];

/** The violations found on the pages a journey visits, reported together at its end. */
class Findings {
  private readonly found: string[] = [];
  constructor(
    private readonly page: Page,
    private readonly lang: string,
  ) {}

  /**
   * Axe on the page as it is now, labelled `where` (the path, or the state shown), at 375 px and on a desktop:
   * the window is resized between the two runs and left at the desktop width.
   */
  async check(where: string = this.path()): Promise<void> {
    for (const viewport of VIEWPORTS) await this.checkAt(viewport, where);
  }

  /** Axe on the page as it is now at one width only (a state that width alone shows); the window stays there. */
  async checkAt(viewport: Viewport, where: string = this.path()): Promise<void> {
    await this.page.setViewportSize(viewport.size);
    await expect(this.page.locator("html"), `${where} is in ${this.lang}`).toHaveAttribute("lang", this.lang);
    this.found.push(...(await seriousA11yFindings(this.page, `${where} (${viewport.name})`)));
  }

  /** Opens `path` (the page fixture waits for hydration) and checks it. */
  async visit(path: string): Promise<void> {
    await this.page.goto(path);
    await this.check(path);
  }

  /**
   * Every tab of the page's tab lists, each one shown and checked, at each width in turn (a width may show
   * tabs the other hides); the window is left at the desktop width.
   */
  async everyTab(where: string): Promise<void> {
    for (const viewport of VIEWPORTS) {
      await this.page.setViewportSize(viewport.size);
      const tabs = this.page.getByRole("tab");
      const count = await tabs.count();
      for (let i = 1; i < count; i++) {
        const tab = tabs.nth(i);
        if (!(await tab.isVisible())) continue;
        await tab.click();
        await expect(tab).toHaveAttribute("aria-selected", "true");
        await this.checkAt(viewport, `${where} (tab ${i + 1}: ${((await tab.textContent()) ?? "").trim()})`);
      }
    }
  }

  expectNone(): void {
    expect(this.found, `serious/critical axe violations:\n\n${this.found.join("\n\n")}`).toEqual([]);
  }

  private path(): string {
    const url = new URL(this.page.url());
    return url.pathname + url.search;
  }
}

/** Submits the form without filling it and waits for its field errors (the browser's shared-schema check). */
async function submitEmpty(page: Page, button: ReturnType<Page["getByRole"]>): Promise<void> {
  await button.click();
  await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
}

for (const lang of ["es", "en"] as const) {
  const common = loadTexts(lang, "common");
  const auth = loadTexts(lang, "auth");
  const trips = loadTexts(lang, "trips");

  test.describe(`axe on every page (${lang}, 375 px and desktop)`, () => {
    // Many pages one after another: a step that does not happen fails in seconds, not at the journey's end.
    test.use({ locale: lang === "es" ? "es-ES" : "en-GB", viewport: DESKTOP.size, actionTimeout: 15_000 });

    test("public pages, signed out", async ({ page, request }) => {
      test.setTimeout(420_000);
      const token = uniqueToken();
      const guide = await newTropleader(request, { name: `Irene ${token}`, location: "Granada" });
      const trip = await newTrip(request, {
        tropleaderId: guide.id,
        title: `Alpujarra a pie ${token}`,
        departures: [
          { daysFromNow: 40, seats: 10 },
          { daysFromNow: 70, seats: 4, taken: 4 },
        ],
      });
      const reader = await newTraveller(request, { locale: lang });
      const unsubscribe = await unsubscribeLink(request, { userId: reader.id, kind: "newsletter" });
      const f = new Findings(page, lang);

      await f.visit("/");
      await page.setViewportSize(PHONE.size);
      await page.getByRole("button", { name: text(common, "nav.openMenu") }).click();
      await expect(page.getByRole("button", { name: text(common, "nav.closeMenu") })).toBeVisible();
      await f.checkAt(PHONE, "/ (mobile menu open)");
      await page.setViewportSize(DESKTOP.size);
      await f.visit("/viajes");
      await f.visit(`/viajes?q=${token}-nada`);
      await f.visit(`/viaje/${trip.slug}`);
      await f.everyTab(`/viaje/${trip.slug}`);
      // Issue 34: a demo trip with its English version, and the Spanish-only one (lang="es" and its notes).
      for (const demo of ["/viaje/surf-y-yoga-en-ericeira", "/viaje/padel-y-tango-en-buenos-aires"]) {
        await f.visit(demo);
        await f.everyTab(demo);
      }
      await f.visit(`/tropleader/${guide.id}`);
      await f.everyTab(`/tropleader/${guide.id}`);
      for (const path of [
        "/ayuda",
        "/sobre-nosotros",
        "/terminos",
        "/privacidad",
        "/politica-cancelacion",
        "/blog",
      ]) {
        await f.visit(path);
      }
      const article = await page.locator('main a[href^="/blog/"]').first().getAttribute("href");
      await f.visit(article!);
      await f.visit("/pagina-que-no-existe");
      await f.visit(unsubscribe.path);
      await f.visit("/cuenta/datos/no-valido");
      await f.visit("/cuenta/eliminar?hecho=1");

      await f.visit("/login");
      await submitEmpty(page, page.getByRole("button", { name: text(auth, "login.submit") }));
      await f.check("/login (errors)");
      await f.visit("/login?error=callback_error");
      await f.visit("/register");
      await submitEmpty(page, page.getByRole("button", { name: text(auth, "register.submit") }));
      await f.check("/register (errors)");
      await f.visit("/forgot-password");
      await submitEmpty(page, page.getByRole("button", { name: text(auth, "forgot.submit") }));
      await f.check("/forgot-password (errors)");
      await f.visit("/reset-password?token=no-valido");
      f.expectNone();
    });

    test("traveller pages: empty and full dashboard, booking and payment, messages, account", async ({
      page,
      request,
    }) => {
      test.setTimeout(420_000);
      const token = uniqueToken();
      const guide = await newTropleader(request, { name: `Irene ${token}` });
      const trip = await newTrip(request, {
        tropleaderId: guide.id,
        title: `Sierra Nevada ${token}`,
        departures: [
          { daysFromNow: -40, seats: 10 },
          { daysFromNow: 45, seats: 10 },
          { daysFromNow: 90, seats: 10 },
        ],
      });
      const [past, upcoming, toBook] = trip.departures;
      // An account from before birth dates were asked: the booking form asks for it (adults only).
      const newcomer = await newTraveller(request, {
        name: `Nora ${token}`,
        locale: lang,
        birthDate: null,
      });
      const traveller = await newTraveller(request, { name: `Teo ${token}`, locale: lang });
      await newBooking(request, { userId: traveller.id, departureId: upcoming!.id });
      await newBooking(request, { userId: traveller.id, departureId: past!.id, status: "completed" });
      await addToWishlist(request, { userId: traveller.id, tripId: trip.id });
      const { conversationId } = await newGroupConversation(request, {
        tropleaderId: guide.id,
        departureId: upcoming!.id,
      });
      await newMessage(request, { senderId: guide.id, conversationId, content: `Hola ${token}` });
      const f = new Findings(page, lang);

      // A traveller with nothing yet: every empty state.
      await signInAs(page, lang, newcomer, { redirect: "/viajero/dashboard" });
      for (const path of [
        "/viajero/dashboard",
        "/viajero/dashboard?tab=historial",
        "/viajero/dashboard?tab=deseos",
        "/mensajes",
        "/notificaciones",
      ]) {
        await f.visit(path);
      }
      await f.visit(`/reservar/${toBook!.id}`);
      await expect(page.getByTestId("booking-birth-date")).toBeVisible();
      await page.getByTestId("checkout-button").click();
      await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
      await f.check(`/reservar/${toBook!.id} (birth date asked, errors)`);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport.size);
        await page.screenshot({
          path: `.tmp/screens/booking-birth-date-${lang}-${viewport === PHONE ? 375 : "desktop"}.png`,
          fullPage: true,
        });
      }
      await page.context().clearCookies();

      await signInAs(page, lang, traveller, { redirect: "/viajero/dashboard" });
      await f.visit("/viajero/dashboard");
      await page.setViewportSize(PHONE.size);
      await page.getByRole("button", { name: text(common, "nav.openMenu") }).click();
      await f.checkAt(PHONE, "/viajero/dashboard (mobile menu open)");
      await page.keyboard.press("Escape");
      await page.setViewportSize(DESKTOP.size);
      await page.getByRole("button", { name: text(common, "userMenu.open") }).click();
      await f.checkAt(DESKTOP, "/viajero/dashboard (user menu open)");
      await page.keyboard.press("Escape");
      await page.getByTestId("cancel-booking-button").first().click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await f.check("/viajero/dashboard (cancel dialog)");
      await page.keyboard.press("Escape");
      for (const path of [
        "/viajero/dashboard?tab=historial",
        "/viajero/dashboard?tab=deseos",
        "/viajero/dashboard?tab=perfil",
        "/mensajes",
        `/mensajes?c=${conversationId}`,
        "/notificaciones",
        "/cuenta/eliminar",
        `/viaje/${trip.slug}`,
        "/cancel",
      ]) {
        await f.visit(path);
      }

      // Booking: the form, its errors, the simulated payment page and the outcome.
      await f.visit(`/reservar/${toBook!.id}`);
      await page.getByTestId("checkout-button").click();
      await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
      await f.check(`/reservar/${toBook!.id} (errors)`);
      await page.getByTestId("emergency-name").fill("Marta López");
      await page.getByTestId("emergency-phone").fill("+34 600 123 456");
      await page.getByTestId("emergency-relationship").fill(lang === "es" ? "Hermana" : "Sister");
      await page.getByTestId("checkout-button").click();
      await expect(page).toHaveURL(/\/pago-simulado\//);
      await f.check("/pago-simulado/… (checkout)");
      await page.getByTestId("simulated-pay").click();
      await expect(page).toHaveURL(/\/success\?session_id=/);
      await expect(page.getByTestId("outcome-title")).toBeVisible();
      await f.check("/success");
      f.expectNone();
    });

    test("tropleader pages: workspace tabs, wizard, departures, travellers; a new applicant's pages", async ({
      page,
      request,
    }) => {
      test.setTimeout(540_000);
      const token = uniqueToken();
      const guide = await newTropleader(request, { name: `Irene ${token}`, payoutAccount: "ready" });
      const trip = await newTrip(request, {
        tropleaderId: guide.id,
        title: `Picos de Europa ${token}`,
        departures: [
          { daysFromNow: -30, seats: 10 },
          { daysFromNow: 20, seats: 10 },
        ],
      });
      const [past, soon] = trip.departures;
      const traveller = await newTraveller(request, { name: `Teo ${token}`, locale: lang });
      await newPaidBooking(request, { userId: traveller.id, departureId: soon!.id, participants: 2 });
      await newBooking(request, { userId: traveller.id, departureId: past!.id, status: "completed" });
      const { conversationId } = await newGroupConversation(request, {
        tropleaderId: guide.id,
        departureId: soon!.id,
      });
      await newMessage(request, { senderId: traveller.id, conversationId, content: `Hola ${token}` });
      const applicant = await newTropleader(request, {
        name: `Lola ${token}`,
        approved: false,
        verified: false,
      });
      const f = new Findings(page, lang);

      // An applicant not yet approved nor verified: the banners, the empty tabs, the blocked wizard, payouts.
      await signInAs(page, lang, applicant, { redirect: "/tropleader/dashboard" });
      for (const path of [
        "/tropleader/dashboard",
        "/tropleader/dashboard/mis-viajes",
        "/tropleader/dashboard/reservas",
        "/tropleader/dashboard/cobros",
        "/tropleader/dashboard/perfil",
        "/tropleader/crear-viaje",
      ]) {
        await f.visit(path);
      }
      await page.goto("/tropleader/dashboard/perfil");
      await page.getByTestId("payout-button").click();
      await expect(page).toHaveURL(/\/pago-simulado\/cuenta\//);
      await f.check("/pago-simulado/cuenta/… (payout onboarding)");
      await page.context().clearCookies();

      await signInAs(page, lang, guide, { redirect: "/tropleader/dashboard" });
      const base = `/tropleader/viajeros/${trip.id}/${soon!.startDate}`;
      for (const path of [
        "/tropleader/dashboard",
        "/tropleader/dashboard/mis-viajes",
        "/tropleader/dashboard/analiticas",
        "/tropleader/dashboard/reservas",
        `/tropleader/dashboard/reservas?q=${token}-nadie`,
        `/tropleader/dashboard/calendario?mes=${soon!.startDate.slice(0, 7)}`,
        "/tropleader/dashboard/cobros",
        "/tropleader/dashboard/perfil",
        "/tropleader/editar-perfil",
        // The bio and presentation in English (issue 34).
        "/tropleader/editar-perfil?idioma=en",
        `/tropleader/${guide.id}`,
        `/tropleader/gestionar-fechas/${trip.id}`,
        base,
        `${base}/comunicacion`,
        `${base}/documentos`,
        "/mensajes",
        `/mensajes?c=${conversationId}`,
        "/notificaciones",
      ]) {
        await f.visit(path);
      }
      for (const part of [1, 2, 3, 4]) await f.visit(`/tropleader/editar-viaje/${trip.id}?parte=${part}`);
      // The English version of each text part (issue 34).
      for (const part of [1, 2, 3]) {
        await f.visit(`/tropleader/editar-viaje/${trip.id}?parte=${part}&idioma=en`);
      }
      await f.visit("/tropleader/crear-viaje");
      await submitEmpty(page, page.getByRole("button", { name: text(trips, "wizard.next"), exact: true }));
      await f.check("/tropleader/crear-viaje (step 1 errors)");
      for (const step of [2, 3, 4]) await f.visit(`/tropleader/crear-viaje?paso=${step}`);
      f.expectNone();
    });

    test("admin pages: every tab, every content block, an empty search", async ({ page, request }) => {
      test.setTimeout(420_000);
      const f = new Findings(page, lang);
      const guide = await newTropleader(request, { name: `Nuria ${uniqueToken()}` });
      const compared = await newTrip(request, { tropleaderId: guide.id, title: `Sierra ${uniqueToken()}` });
      await signInAs(page, lang, ADMIN, { redirect: "/admin" });
      for (const path of [
        "/admin",
        "/admin/tropleaders",
        "/admin/viajes",
        // A trip's texts in Spanish and English side by side (issue 34).
        `/admin/viajes?textos=${compared.id}`,
        "/admin/verificaciones",
        "/admin/reembolsos",
        "/admin/finanzas",
        "/admin/configuracion",
        "/admin/contenido",
        "/admin/contenido/imagen-portada",
        "/admin/contenido/ventajas",
        "/admin/contenido/llamada",
        "/admin/contenido/sobre-nosotros",
        "/admin/contenido/ayuda",
        "/admin/contenido/cancelacion",
        "/admin/contenido/contacto",
        "/admin/contenido/logotipo",
        "/admin/usuarios",
        "/admin/usuarios?q=nadie-con-este-nombre",
        "/admin/registro",
        "/admin/privacidad",
        "/admin/soporte",
        "/admin/soporte?estado=resueltas",
        "/admin/resenas",
        "/admin/resenas?filtro=hidden",
        "/admin/sistema",
        "/mensajes",
        "/notificaciones",
      ]) {
        await f.visit(path);
      }
      // Contenido's previews: the refund table in the policy's, the hero image's desktop and phone crops.
      for (const [path, preview] of [
        ["/admin/contenido/cancelacion", `content-preview-${lang}`],
        ["/admin/contenido/imagen-portada", "hero-image-preview"],
      ] as const) {
        await f.visit(path);
        await page.getByRole("button", { name: lang === "es" ? "Vista previa" : "Preview" }).click();
        await expect(page.getByTestId(preview)).toBeVisible();
        await f.check(`${path} (preview)`);
      }
      f.expectNone();
    });
  });
}
