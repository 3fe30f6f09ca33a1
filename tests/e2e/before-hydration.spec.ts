import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import {
  FACTORY_PASSWORD,
  newBooking,
  newTraveller,
  newTrip,
  newTropleader,
  uniqueEmail,
  uniqueToken,
} from "./factory.ts";
import { expect, submitSignIn, test } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

/** A password the registration accepts (hard to guess: docs/decisions/0014-security-hardening.md, "Later"). */
const NEW_PASSWORD = "sendero-del-lobo-7";

/**
 * Pages work before their scripts (issue 17): every form posts to its action and links lead somewhere, so a
 * browser without JavaScript, or a visitor who acts before the page has hydrated, gets the same page the
 * hydrated app would show. Two kinds of journeys:
 * - with JavaScript disabled (each form with valid and invalid input: the server's translated message, the
 *   values kept, nothing changed on bad input);
 * - with the client scripts held back a few seconds, acting at once after load (no lost click).
 */

/** A tropleader and a published trip of theirs with one departure in 30 days, for a journey of its own. */
async function tripWithOneDeparture(request: APIRequestContext, title: string) {
  const leader = await newTropleader(request);
  const trip = await newTrip(request, {
    tropleaderId: leader.id,
    title,
    departures: [{ daysFromNow: 30, seats: 6 }],
  });
  return { leader, trip };
}

/** The factory trip's second day (its itinerary is the factory's default one), closed when the page opens. */
const SECOND_DAY = {
  title: "Día de actividad",
  description: "Jornada completa de actividad con el tropleader y el grupo.",
};

/** How long the client scripts are held back in the "before hydration" journeys. */
const SCRIPT_DELAY_MS = 2_500;

async function plainContext(browser: Browser, baseURL: string | undefined, lang: "es" | "en") {
  return browser.newContext({ baseURL, javaScriptEnabled: false, locale: lang === "es" ? "es-ES" : "en-GB" });
}

/** A context whose JavaScript modules arrive SCRIPT_DELAY_MS late: the page is on screen, not hydrated. */
async function slowScriptsContext(
  browser: Browser,
  baseURL: string | undefined,
  lang: "es" | "en",
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: lang === "es" ? "es-ES" : "en-GB" });
  await context.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue().catch(() => undefined);
  });
  return context;
}

/** The page is on screen and its scripts have not run yet (so the next action really is before hydration). */
async function notHydratedYet(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
}

const header = (page: Page) => page.locator("header").first();

for (const lang of ["es", "en"] as const) {
  const auth = loadTexts(lang, "auth");
  const a = (key: string, vars?: Record<string, string | number>) => text(auth, key, vars);
  const common = loadTexts(lang, "common");
  const n = (key: string) => text(common, key);
  const booking = loadTexts(lang, "booking");
  const b = (key: string) => text(booking, key);
  const catalogue = loadTexts(lang, "catalogue");
  const c = (key: string) => text(catalogue, key);
  /** The second day's title as read out: its number, then its title. */
  const secondDay = new RegExp(`^${text(catalogue, "trip.day", { n: 2 })}\\s*${SECOND_DAY.title}$`);
  const dashboard = loadTexts(lang, "dashboard");
  const d = (key: string) => text(dashboard, key);
  const chat = loadTexts(lang, "chat");
  const help = loadTexts(lang, "help");

  test.describe(`without JavaScript (${lang})`, () => {
    test("login: a bad address and a wrong password are refused with the email kept; the right one signs in", async ({
      browser,
      baseURL,
      request,
    }) => {
      const traveller = await newTraveller(request, { locale: lang });
      const context = await plainContext(browser, baseURL, lang);
      const page = await context.newPage();
      await page.goto("/login");
      await expect(page.locator("form[method=post]")).toHaveCount(1);

      await submitSignIn(page, lang, "not-an-email", "whatever1");
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText(a("validation.email"))).toBeVisible();
      await expect(page.getByLabel(a("fields.email"))).toHaveValue("not-an-email");

      await submitSignIn(page, lang, traveller.email, "wrong-password");
      await expect(page.getByText(a("login.errors.invalidCredentials"))).toBeVisible();
      await expect(page.getByLabel(a("fields.email"))).toHaveValue(traveller.email);

      await submitSignIn(page, lang, traveller.email, FACTORY_PASSWORD);
      await expect(page).toHaveURL(/\/viajero\/dashboard$/);
      await context.close();
    });

    test("register: an invalid form keeps what was typed and says why; a valid one creates the account", async ({
      browser,
      baseURL,
    }) => {
      const context = await plainContext(browser, baseURL, lang);
      const page = await context.newPage();
      await page.goto("/register");
      const email = uniqueEmail("e2e-nojs");
      await page.getByLabel(a("fields.name")).fill("Ana Sin Scripts");
      await page.getByLabel(a("fields.email")).fill(email);
      await page.getByLabel(a("fields.birthDate")).fill("1994-02-28");
      await page.getByLabel(a("fields.password"), { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel(a("fields.confirmPassword"), { exact: true }).fill(`${NEW_PASSWORD}x`);
      await page.getByRole("checkbox").last().check();
      await page.getByRole("button", { name: a("register.submit") }).click();
      await expect(page).toHaveURL(/\/register$/);
      await expect(page.getByText(a("validation.passwordMismatch")).first()).toBeVisible();
      await expect(page.getByLabel(a("fields.name"))).toHaveValue("Ana Sin Scripts");
      await expect(page.getByLabel(a("fields.email"))).toHaveValue(email);
      await expect(page.getByLabel(a("fields.birthDate"))).toHaveValue("1994-02-28");

      await page.getByLabel(a("fields.password"), { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel(a("fields.confirmPassword"), { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole("checkbox").last().check();
      await page.getByRole("button", { name: a("register.submit") }).click();
      await expect(page.getByTestId("register-success")).toContainText(a("register.success.viajero"));
      await context.close();
    });

    test("register as a tropleader: refused twice, every field but the password comes back filled, then sent", async ({
      browser,
      baseURL,
      request,
    }) => {
      const taken = await newTraveller(request, { locale: lang });
      const context = await plainContext(browser, baseURL, lang);
      const page = await context.newPage();
      // The application shows with the tropleader role chosen (links to become one carry ?role=tropleader).
      await page.goto("/register?role=tropleader");
      const token = uniqueToken();
      const typed = {
        name: `Leo Guía ${token}`,
        location: `Granada ${token}`,
        experienceYears: "7",
        motivation: `Llevo años guiando grupos por Sierra Nevada ${token}.`,
        travelSpecialty: `Travesías de varios días ${token}`,
        expectedAnnualTrips: "6",
        websiteUrl: `https://leo-${token}.example.com`,
        socialMediaUrl: `https://social.example.com/leo-${token}`,
        previousExperience: `Diez años en una escuela de montaña ${token}.`,
        tropleaderPresentation: `Soy Leo, guía de alta montaña ${token}.`,
      };
      const field = (key: keyof typeof typed) =>
        page.getByLabel(key === "name" ? a("fields.name") : a(`register.application.${key}`));
      const chip = (list: "specialties" | "languages", value: string) =>
        page.locator(`input[name="application.${list}"][value="${value}"]`);
      const license = page.getByRole("checkbox", { name: a("register.application.hasAgencyLicense") });
      const licenseDetails = page.getByLabel(a("register.application.agencyLicenseDetails"));
      const password = page.getByLabel(a("fields.password"), { exact: true });
      const confirm = page.getByLabel(a("fields.confirmPassword"), { exact: true });
      const terms = page.getByRole("checkbox").last();
      const submit = page.getByRole("button", { name: a("register.submitTropleader") });

      for (const [key, value] of Object.entries(typed)) await field(key as keyof typeof typed).fill(value);
      await page.getByLabel(a("fields.email")).fill(taken.email);
      await page.getByLabel(a("fields.birthDate")).fill("1986-10-03");
      for (const value of ["Montaña", "Nieve"])
        await page.locator("label", { has: chip("specialties", value) }).click();
      for (const value of ["es", "fr"])
        await page.locator("label", { has: chip("languages", value) }).click();
      // Without scripts the licence details only show once the page comes back from the server.
      await license.check();
      await expect(licenseDetails).toHaveCount(0);
      await password.fill(NEW_PASSWORD);
      await confirm.fill(NEW_PASSWORD);
      await terms.check();

      /** Everything typed is in the fields again, the passwords are empty, and the page says why. */
      async function refusedWithEverythingKept(message: string) {
        await expect(page).toHaveURL(/\/register(\?role=tropleader)?$/);
        await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
        for (const [key, value] of Object.entries(typed)) {
          await expect(field(key as keyof typeof typed)).toHaveValue(value);
        }
        await expect(page.getByLabel(a("fields.email"))).toHaveValue(taken.email);
        await expect(page.getByLabel(a("fields.birthDate"))).toHaveValue("1986-10-03");
        for (const value of ["Montaña", "Nieve"]) await expect(chip("specialties", value)).toBeChecked();
        await expect(chip("specialties", "Surf")).not.toBeChecked();
        for (const value of ["es", "fr"]) await expect(chip("languages", value)).toBeChecked();
        await expect(chip("languages", "en")).not.toBeChecked();
        await expect(license).toBeChecked();
        await expect(terms).toBeChecked();
        await expect(password).toHaveValue("");
        await expect(confirm).toHaveValue("");
      }

      // Refused by the schema: the licence details are missing (the field now shows, empty).
      await submit.click();
      await refusedWithEverythingKept(a("validation.agencyLicenseDetails"));
      await expect(licenseDetails).toHaveValue("");

      // Refused by the server: that email is taken.
      await licenseDetails.fill(`AV-${token}`);
      await password.fill(NEW_PASSWORD);
      await confirm.fill(NEW_PASSWORD);
      await page.getByRole("button", { name: a("register.submitTropleader") }).click();
      await refusedWithEverythingKept(a("register.errors.alreadyRegistered"));
      await expect(licenseDetails).toHaveValue(`AV-${token}`);

      await page.getByLabel(a("fields.email")).fill(uniqueEmail("e2e-nojs-leader"));
      await password.fill(NEW_PASSWORD);
      await confirm.fill(NEW_PASSWORD);
      await page.getByRole("button", { name: a("register.submitTropleader") }).click();
      await expect(page.getByTestId("register-success")).toContainText(a("register.success.tropleader"));
      await context.close();
    });

    test("a closed itinerary day and a help question open and close", async ({
      browser,
      baseURL,
      request,
    }) => {
      const { trip } = await tripWithOneDeparture(request, `Itinerario sin scripts ${uniqueToken()}`);
      const context = await plainContext(browser, baseURL, lang);
      const page = await context.newPage();
      await page.goto(`/viaje/${trip.slug}`);
      const panel = page.getByRole("tabpanel");
      const day = panel.getByRole("heading", {
        level: 3,
        name: secondDay,
      });
      await expect(panel.getByText(SECOND_DAY.description)).toBeHidden();
      await day.click();
      await expect(panel.getByText(SECOND_DAY.description)).toBeVisible();
      await day.click();
      await expect(panel.getByText(SECOND_DAY.description)).toBeHidden();
      // Opening every day at once needs the scripts: the button says so by being disabled.
      await expect(panel.getByRole("button", { name: c("trip.expandAll") })).toBeDisabled();

      await page.goto("/ayuda");
      const question = text(help, "categories.general.items.1.q");
      const answer = text(help, "categories.general.items.1.a").split("\n")[0]!.slice(0, 60);
      await expect(page.getByText(answer)).toBeHidden();
      await page.getByRole("heading", { level: 3, name: question }).click();
      await expect(page.getByText(answer)).toBeVisible();
      await context.close();
    });

    test("on a phone, the menu opens and leads to the login without JavaScript", async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled: false,
        locale: lang === "es" ? "es-ES" : "en-GB",
        viewport: { width: 375, height: 800 },
      });
      const page = await context.newPage();
      await page.goto("/sobre-nosotros");
      const menu = page.locator("#mobile-menu");
      await expect(menu).toBeHidden();
      await header(page)
        .getByRole("link", { name: n("nav.openMenu") })
        .click();
      await expect(menu).toBeVisible();
      await menu.getByRole("link", { name: n("nav.login") }).click();
      await expect(page).toHaveURL(/\/login$/);
      await context.close();
    });

    test("password reset request: a bad address is refused and kept; a good one is answered", async ({
      browser,
      baseURL,
    }) => {
      const context = await plainContext(browser, baseURL, lang);
      const page = await context.newPage();
      await page.goto("/forgot-password");
      await page.getByLabel(a("fields.email")).fill("nope@");
      await page.getByRole("button", { name: a("forgot.submit") }).click();
      await expect(page.getByText(a("validation.email"))).toBeVisible();
      await expect(page.getByLabel(a("fields.email"))).toHaveValue("nope@");
      const email = uniqueEmail("e2e-forgot");
      await page.getByLabel(a("fields.email")).fill(email);
      await page.getByRole("button", { name: a("forgot.submit") }).click();
      await expect(page.getByText(a("forgot.sent", { email }))).toBeVisible();
      await context.close();
    });

    test("search and sort on /viajes are plain GET forms", async ({ browser, baseURL, request }) => {
      const token = uniqueToken();
      const leader = await newTropleader(request);
      const trip = await newTrip(request, {
        tropleaderId: leader.id,
        title: `Ruta sin scripts ${token}`,
        destination: { country: "Portugal", city: `Evora${token}`, continent: "europa" },
        departures: [{ daysFromNow: 40, seats: 6 }],
      });
      const context = await plainContext(browser, baseURL, lang);
      const page = await context.newPage();
      await page.goto("/viajes");
      const search = page.getByRole("search");
      await search.getByLabel(c("filters.destination")).fill(`Evora${token}`);
      await search.getByLabel(c("filters.continent")).selectOption("europa");
      await search.getByRole("button", { name: c("filters.search") }).click();
      await expect(page).toHaveURL(new RegExp(`/viajes\\?continent=europa&destination=Evora${token}`));
      await expect(page.getByRole("link", { name: trip.title }).first()).toBeVisible();
      // The values stay in the form of the results page.
      await expect(page.getByRole("search").getByLabel(c("filters.destination"))).toHaveValue(
        `Evora${token}`,
      );
      await context.close();
    });

    test("booking: choose the departure, refused without an emergency contact, then pay on the simulated page", async ({
      browser,
      baseURL,
      request,
    }) => {
      const leader = await newTropleader(request);
      const trip = await newTrip(request, {
        tropleaderId: leader.id,
        title: `Reserva sin scripts ${uniqueToken()}`,
        departures: [
          { daysFromNow: 30, seats: 6 },
          { daysFromNow: 60, seats: 6 },
        ],
      });
      const second = trip.departures[1]!;
      const traveller = await newTraveller(request, { locale: lang });
      const context = await plainContext(browser, baseURL, lang);
      const page = await context.newPage();
      await page.goto("/login");
      await submitSignIn(page, lang, traveller.email, FACTORY_PASSWORD);
      await expect(page).toHaveURL(/\/viajero\/dashboard$/);

      await page.goto(`/viaje/${trip.slug}`);
      // Choosing a departure without scripts: the radio, then the form's own button.
      await page.locator(`[data-testid=departure-option][data-departure-id="${second.id}"]`).click();
      await page
        .getByTestId("departures-panel")
        .getByRole("button", { name: c("departures.selected") })
        .click();
      await expect(page).toHaveURL(new RegExp(`departure=${second.id}`));
      await page.getByTestId("book-button").click();
      await expect(page).toHaveURL(new RegExp(`/reservar/${second.id}$`));

      await page.getByTestId("participants").selectOption("2");
      await page.getByTestId("emergency-phone").fill("+34 600 123 456");
      await page.getByTestId("checkout-button").click();
      await expect(page).toHaveURL(new RegExp(`/reservar/${second.id}$`));
      await expect(page.getByText(b("form.errors.emergencyNameRequired")).first()).toBeVisible();
      await expect(page.getByTestId("participants")).toHaveValue("2");
      await expect(page.getByTestId("emergency-phone")).toHaveValue("+34 600 123 456");

      await page.getByTestId("emergency-name").fill("Marta López");
      await page.getByTestId("emergency-relationship").fill(lang === "es" ? "Hermana" : "Sister");
      await page.getByTestId("checkout-button").click();
      await expect(page).toHaveURL(/\/pago-simulado\/sim_cs_/);
      await page.getByTestId("simulated-pay").click();
      await expect(page).toHaveURL(/\/success\?session_id=sim_cs_/);
      await expect(page.getByTestId("outcome-title")).toHaveText(b("success.confirmedTitle"));
      await context.close();
    });

    test("the wishlist heart and contacting the tropleader (trip page and creator page) post forms", async ({
      browser,
      baseURL,
      request,
    }) => {
      const { trip, leader } = await tripWithOneDeparture(request, `Deseo sin scripts ${uniqueToken()}`);
      const traveller = await newTraveller(request, { locale: lang });
      const context = await plainContext(browser, baseURL, lang);
      const page = await context.newPage();
      await page.goto("/login");
      // Showing the password needs the scripts: the toggle says so by being disabled.
      await expect(page.getByRole("button", { name: a("fields.showPassword") })).toBeDisabled();
      await submitSignIn(page, lang, traveller.email, FACTORY_PASSWORD);
      await expect(page).toHaveURL(/\/viajero\/dashboard$/);

      await page.goto(`/viaje/${trip.slug}?departure=${trip.departures[0]!.id}`);
      const heart = page.locator("main").getByTestId("wishlist-button").first();
      await expect(heart).toHaveAttribute("data-wishlisted", "false");
      await heart.click();
      await expect(page).toHaveURL(new RegExp(`/viaje/${trip.slug}`));
      await expect(page.locator("main").getByTestId("wishlist-button").first()).toHaveAttribute(
        "data-wishlisted",
        "true",
      );

      await page.getByTestId("contact-button").click();
      await expect(page).toHaveURL(/\/mensajes\?c=[0-9a-f-]{36}$/);
      // Sending a message needs the live connection: the button says so by being disabled until it works.
      await expect(page.getByRole("button", { name: text(chat, "composer.send") })).toBeDisabled();

      // The creator page's 'Enviar mensaje' is a form post too.
      await page.goto(`/tropleader/${leader.id}`);
      await page.getByTestId("creator-contact").click();
      await expect(page).toHaveURL(/\/mensajes\?c=[0-9a-f-]{36}$/);
      await context.close();
    });

    test("a heart pressed while signed out is saved by the login it leads to", async ({
      browser,
      baseURL,
      request,
    }) => {
      const { trip } = await tripWithOneDeparture(request, `Deseo antes de entrar ${uniqueToken()}`);
      const traveller = await newTraveller(request, { locale: lang });
      const context = await plainContext(browser, baseURL, lang);
      const page = await context.newPage();
      await page.goto(`/viaje/${trip.slug}`);
      await page.locator("main").getByTestId("wishlist-button").first().click();
      await expect(page).toHaveURL(/\/login\?redirect=.+&wish=[0-9a-f-]{36}$/);
      await submitSignIn(page, lang, traveller.email, FACTORY_PASSWORD);
      await expect(page).toHaveURL(new RegExp(`/viaje/${trip.slug}$`));
      await expect(page.locator("main").getByTestId("wishlist-button").first()).toHaveAttribute(
        "data-wishlisted",
        "true",
      );
      await context.close();
    });

    test("the trip page's and the creator page's tabs are links to the same page with that tab", async ({
      browser,
      baseURL,
      request,
    }) => {
      const { leader, trip } = await tripWithOneDeparture(request, `Pestañas sin scripts ${uniqueToken()}`);
      const context = await plainContext(browser, baseURL, lang);
      const page = await context.newPage();
      await page.goto(`/viaje/${trip.slug}`);
      const faqTab = page.getByRole("tab", { name: c("trip.tabFaq") });
      await expect(faqTab).toHaveAttribute("aria-selected", "false");
      await expect(page.getByText(c("trip.noFaqs"))).toBeHidden();
      await faqTab.click();
      await expect(page).toHaveURL(new RegExp(`/viaje/${trip.slug}\\?tab=faq$`));
      await expect(page.getByRole("tab", { name: c("trip.tabFaq") })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(page.getByText(c("trip.noFaqs"))).toBeVisible();

      await page.goto(`/tropleader/${leader.id}`);
      const reviewsTab = page.getByRole("tab", { name: new RegExp(`^${c("creator.tabReviews")}`) });
      await reviewsTab.click();
      await expect(page).toHaveURL(new RegExp(`/tropleader/${leader.id}\\?tab=resenas$`));
      await expect(
        page.getByRole("tab", { name: new RegExp(`^${c("creator.tabReviews")}`) }),
      ).toHaveAttribute("aria-selected", "true");
      await context.close();
    });

    test("review: the form opens from a link, refuses empty fields and publishes", async ({
      browser,
      baseURL,
      request,
    }) => {
      const leader = await newTropleader(request);
      const trip = await newTrip(request, {
        tropleaderId: leader.id,
        title: `Reseña sin scripts ${uniqueToken()}`,
        departures: [{ daysFromNow: -20, seats: 6 }],
      });
      const traveller = await newTraveller(request, { locale: lang });
      await newBooking(request, {
        userId: traveller.id,
        departureId: trip.departures[0]!.id,
        status: "completed",
      });
      const context = await plainContext(browser, baseURL, lang);
      const page = await context.newPage();
      await page.goto("/login");
      await submitSignIn(page, lang, traveller.email, FACTORY_PASSWORD);
      await expect(page).toHaveURL(/\/viajero\/dashboard$/);
      // The dashboard's tabs are links: the history tab opens without scripts.
      await page.getByRole("tab", { name: new RegExp(d("tabs.history")) }).click();
      await expect(page).toHaveURL(/\/viajero\/dashboard\?tab=historial$/);
      await page.getByTestId("write-review").click();
      const form = page.getByTestId("review-form");
      await form.getByLabel(d("review.titleLabel")).fill(lang === "es" ? "Inolvidable" : "Unforgettable");
      await form.getByRole("button", { name: d("review.submit") }).click();
      await expect(page.getByTestId("review-form").getByText(d("review.errors.required"))).toBeVisible();
      await expect(page.getByTestId("review-form").getByLabel(d("review.titleLabel"))).toHaveValue(
        lang === "es" ? "Inolvidable" : "Unforgettable",
      );
      await page
        .getByTestId("review-form")
        .getByLabel(d("review.commentLabel"))
        .fill(lang === "es" ? "Un grupo estupendo." : "A great group.");
      await page
        .getByTestId("review-form")
        .getByRole("button", { name: d("review.submit") })
        .click();
      await expect(page.getByTestId("existing-review")).toContainText(
        lang === "es" ? "Inolvidable" : "Unforgettable",
      );
      await context.close();
    });
  });

  test.describe(`a click before the scripts have loaded (${lang})`, () => {
    test("login submitted at once signs in, or shows the error", async ({ browser, baseURL, request }) => {
      const traveller = await newTraveller(request, { locale: lang });
      const context = await slowScriptsContext(browser, baseURL, lang);
      const page = await context.newPage();
      await page.goto("/login", { waitUntil: "commit" });
      await page.getByLabel(a("fields.email")).waitFor();
      await notHydratedYet(page);
      await submitSignIn(page, lang, traveller.email, "wrong-password");
      await expect(page.getByText(a("login.errors.invalidCredentials"))).toBeVisible();

      await page.goto("/login", { waitUntil: "commit" });
      await page.getByLabel(a("fields.email")).waitFor();
      await notHydratedYet(page);
      await submitSignIn(page, lang, traveller.email, FACTORY_PASSWORD);
      await expect(page).toHaveURL(/\/viajero\/dashboard$/);
      await context.close();
    });

    test("an itinerary day opened before the scripts have run stays open, and the page knows it", async ({
      browser,
      baseURL,
      request,
    }) => {
      const { trip } = await tripWithOneDeparture(request, `Día temprano ${uniqueToken()}`);
      const context = await slowScriptsContext(browser, baseURL, lang);
      const page = await context.newPage();
      await page.goto(`/viaje/${trip.slug}`, { waitUntil: "commit" });
      const panel = page.getByRole("tabpanel");
      const day = panel.getByRole("heading", {
        level: 3,
        name: secondDay,
      });
      await day.waitFor();
      await notHydratedYet(page);
      await day.click();
      await expect(panel.getByText(SECOND_DAY.description)).toBeVisible();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      // Both days are open now, as the page shows: the button offers to close them all, and does.
      await expect(panel.getByText(SECOND_DAY.description)).toBeVisible();
      const closeAll = panel.getByRole("button", { name: c("trip.collapseAll") });
      await expect(closeAll).toBeEnabled();
      await closeAll.click();
      await expect(panel.getByText(SECOND_DAY.description)).toBeHidden();
      await expect(panel.locator("details[open]")).toHaveCount(0);
      // Once hydrated, a title still opens its day.
      await day.click();
      await expect(panel.getByText(SECOND_DAY.description)).toBeVisible();
      await expect(panel.getByRole("button", { name: c("trip.expandAll") })).toBeEnabled();
      await context.close();
    });

    test("the language switch pressed at once changes the language", async ({ browser, baseURL }) => {
      const context = await slowScriptsContext(browser, baseURL, lang);
      const page = await context.newPage();
      await page.goto("/sobre-nosotros", { waitUntil: "commit" });
      const other = lang === "es" ? /English$/ : /Español$/;
      // The header's own switch (the phone menu, hidden on a desktop, holds a second one further down).
      const headerSwitch = header(page).getByRole("link", { name: other }).first();
      await headerSwitch.waitFor();
      await notHydratedYet(page);
      // The menu control (hidden on a desktop) is a link to the menu until the scripts run, then a button.
      await expect(page.locator('header a[href="#mobile-menu"]')).toHaveCount(1);
      await headerSwitch.click();
      await expect(page.locator("html")).toHaveAttribute("lang", lang === "es" ? "en" : "es");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(page.locator('header button[aria-controls="mobile-menu"]')).toBeEnabled();
      await context.close();
    });

    test("a sort and a departure picked before the scripts have run are applied when they do", async ({
      browser,
      baseURL,
      request,
    }) => {
      const leader = await newTropleader(request);
      const trip = await newTrip(request, {
        tropleaderId: leader.id,
        title: `Salida temprana ${uniqueToken()}`,
        departures: [
          { daysFromNow: 30, seats: 6 },
          { daysFromNow: 60, seats: 6 },
        ],
      });
      const second = trip.departures[1]!;
      const context = await slowScriptsContext(browser, baseURL, lang);
      const page = await context.newPage();
      await page.goto("/viajes", { waitUntil: "commit" });
      await page.getByLabel(c("filters.sortBy")).waitFor();
      await notHydratedYet(page);
      await page.getByLabel(c("filters.sortBy")).selectOption("price-low");
      await expect(page).toHaveURL(/\/viajes\?sort=price-low$/);

      await page.goto(`/viaje/${trip.slug}`, { waitUntil: "commit" });
      const option = page.locator(`[data-testid=departure-option][data-departure-id="${second.id}"]`);
      await option.waitFor();
      await notHydratedYet(page);
      await option.click();
      await expect(page).toHaveURL(new RegExp(`departure=${second.id}`));
      await expect(page.getByTestId("book-button")).toBeVisible();
      await context.close();
    });

    test("a search submitted at once, and one typed before and sent after hydration, both search", async ({
      browser,
      baseURL,
    }) => {
      const context = await slowScriptsContext(browser, baseURL, lang);
      const page = await context.newPage();
      await page.goto("/viajes", { waitUntil: "commit" });
      const search = page.getByRole("search");
      await search.getByLabel(c("filters.destination")).waitFor();
      await notHydratedYet(page);
      await search.getByLabel(c("filters.destination")).fill("Granada");
      await search.getByRole("button", { name: c("filters.search") }).click();
      await expect(page).toHaveURL(/\/viajes\?destination=Granada$/);

      // Typed before the scripts ran, sent after: what was typed is searched.
      await page.goto("/viajes", { waitUntil: "commit" });
      await page.getByRole("search").getByLabel(c("filters.destination")).waitFor();
      await notHydratedYet(page);
      await page.getByRole("search").getByLabel(c("filters.destination")).fill("Sevilla");
      await page.getByRole("search").getByLabel(c("filters.continent")).selectOption("europa");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page
        .getByRole("search")
        .getByRole("button", { name: c("filters.search") })
        .click();
      await expect(page).toHaveURL(/\/viajes\?continent=europa&destination=Sevilla$/);
      await expect(page.getByRole("search").getByLabel(c("filters.destination"))).toHaveValue("Sevilla");
      await context.close();
    });
  });
}
