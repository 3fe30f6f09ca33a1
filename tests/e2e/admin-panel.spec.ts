import type { APIRequestContext, Browser, Page } from "@playwright/test";
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
import { expect, humanClick, submitSignIn, test, waitingForHydration } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

const ADMIN = { email: "admin@tropa.demo", password: "tropa1234" };
const SCREENS = ".tmp/screens";

/** A trip of that tropleader waiting for review (the factory's trips are public unless told otherwise). */
async function pendingTrip(request: APIRequestContext, tropleaderId: string, title: string) {
  const response = await postFactory(request, "trip", { tropleaderId, title, status: "pending" });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; slug: string; title: string };
}

// Issue 12: the admin panel's tabs, each journey with its own users, trips and bookings.
for (const lang of ["es", "en"] as const) {
  const admin = loadTexts(lang, "admin");
  const ta = (key: string, vars?: Record<string, string | number>) => text(admin, key, vars);
  const auditAction = (action: string) =>
    (admin.audit as { actions: Record<string, string> }).actions[action]!;
  const notifications = loadTexts(lang, "notifications");
  const tn = (key: string, vars?: Record<string, string | number>) => text(notifications, key, vars);
  const auth = loadTexts(lang, "auth");
  const common = loadTexts(lang, "common");
  const locale = lang === "es" ? "es-ES" : "en-GB";

  async function signInAsAdmin(page: Page, path: string) {
    await signInAs(page, lang, ADMIN, { redirect: path });
    await expect(page.getByRole("heading", { level: 1, name: ta("title") })).toBeVisible();
  }

  /** Another person in their own browser, signed in. */
  async function openAs(browser: Browser, baseURL: string, user: FactoryUser) {
    const context = await browser.newContext({ baseURL, locale });
    const page = waitingForHydration(await context.newPage());
    await signInAs(page, lang, user);
    return page;
  }

  test.describe(`admin panel (${lang})`, () => {
    test.use({ locale });

    test("trips: approving one raises the guide's bell live; rejecting another shows them the reason", async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      const token = uniqueToken();
      const guide = await newTropleader(request, { name: `Gael ${token}` });
      const approved = await pendingTrip(request, guide.id, `Kayak entre fiordos ${token}`);
      const rejected = await pendingTrip(request, guide.id, `Safari en Tanzania ${token}`);
      const guidePage = await openAs(browser, baseURL ?? "", guide);
      await expect(guidePage).toHaveURL(/\/tropleader\/dashboard$/);
      await expect(guidePage.getByTestId("notification-bell")).toBeVisible();
      await expect(guidePage.getByTestId("notification-count")).toHaveCount(0);

      await signInAsAdmin(page, "/admin/viajes");
      const card = (title: string) => page.getByTestId("pending-trip").filter({ hasText: title });
      // The preview opens the unpublished trip in a new tab.
      const preview = card(approved.title).getByRole("link", { name: new RegExp(ta("trips.view")) });
      await expect(preview).toHaveAttribute("href", `/viaje/${approved.slug}`);
      await expect(preview).toHaveAttribute("target", "_blank");
      expect((await page.request.get(`/viaje/${approved.slug}`)).status()).toBe(200);
      await page.screenshot({ path: `${SCREENS}/admin-trips-${lang}.png`, fullPage: true });

      await card(approved.title)
        .getByRole("button", { name: ta("trips.approve") })
        .click();
      await expect(page.getByText(ta("trips.approveSuccess"))).toBeVisible();
      await expect(card(approved.title)).toHaveCount(0);
      // The guide's open page hears it through the realtime socket: no reload.
      await expect(guidePage.getByTestId("notification-count")).toHaveText("1");
      await guidePage.getByTestId("notification-bell").click();
      await expect(guidePage.getByTestId("notification-item").first()).toContainText(
        tn("types.trip_approved.title"),
      );
      await expect(guidePage.getByTestId("notification-item").first()).toContainText(approved.title);

      // Rejecting needs a reason the guide can act on: a short one is refused in the browser.
      await card(rejected.title).getByText(ta("trips.reject"), { exact: true }).click();
      await expect(card(rejected.title)).toContainText(ta("trips.rejectConfirm"));
      const reasonBox = card(rejected.title).getByLabel(ta("trips.reason"));
      await reasonBox.fill("corto");
      await humanClick(card(rejected.title).getByRole("button", { name: ta("trips.rejectSubmit") }));
      await expect(card(rejected.title).getByRole("alert")).toHaveText(ta("trips.errors.reasonMin"));
      const reason =
        lang === "es"
          ? "Faltan fotos reales del alojamiento y el detalle del día 3."
          : "Real photos of the lodging and the details of day 3 are missing.";
      await reasonBox.fill(reason);
      await humanClick(card(rejected.title).getByRole("button", { name: ta("trips.rejectSubmit") }));
      await expect(page.getByText(ta("trips.rejectSuccess"))).toBeVisible();
      await expect(card(rejected.title)).toHaveCount(0);
      await expect(guidePage.getByTestId("notification-count")).toHaveText("2");

      // Mis viajes shows the reason next to the trip (the notification leads there).
      await guidePage.goto("/tropleader/dashboard/mis-viajes");
      await expect(guidePage.getByTestId("trip-rejection")).toContainText(reason);
      await guidePage.context().close();

      // The guide was emailed; the decisions are in the audit log.
      // Emails go in the recipient's language: the factory's guide reads Spanish.
      const subject = `Tu viaje «${approved.title}» está publicado`;
      await page.goto(`/dev/mailbox?to=${encodeURIComponent(guide.email)}`);
      await expect(page.getByRole("link", { name: new RegExp(subject) })).toBeVisible();
      await page.goto(`/admin/registro?subject=${approved.id}`);
      await expect(page.getByTestId("audit-entry")).toHaveCount(1);
      await expect(page.getByTestId("audit-entry")).toContainText(auditAction("trip.approve"));
      await page.goto(`/admin/registro?action=trip.reject&subject=${rejected.id}`);
      await expect(page.getByTestId("audit-entry")).toContainText(reason);
    });

    test("users: a suspended account's open session is refused, and so is signing in, until reactivated", async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      const traveller = await newTraveller(request, { name: `Vera ${uniqueToken()}` });
      const travellerPage = await openAs(browser, baseURL ?? "", traveller);
      await expect(travellerPage).toHaveURL(/\/viajero\/dashboard/);

      await signInAsAdmin(page, `/admin/usuarios?q=${encodeURIComponent(traveller.email)}`);
      const row = page.getByTestId("admin-user").filter({ hasText: traveller.email });
      await row.getByRole("button", { name: ta("users.suspendLabel", { name: traveller.name }) }).click();
      const dialog = page.getByRole("alertdialog");
      await expect(dialog).toContainText(ta("users.suspendConfirm", { name: traveller.name }));
      await dialog.getByRole("button", { name: ta("users.suspend") }).click();
      await expect(page.getByText(ta("users.suspendSuccess"))).toBeVisible();
      await expect(row).toContainText(ta("users.suspended"));

      // The open session is over: the next page asks to sign in, and signing in is refused.
      await travellerPage.reload();
      await expect(travellerPage).toHaveURL(/\/login/);
      await submitSignIn(travellerPage, lang, traveller.email, traveller.password);
      await expect(travellerPage.getByText(text(auth, "login.errors.suspended"))).toBeVisible();

      await row.getByRole("button", { name: ta("users.reactivateLabel", { name: traveller.name }) }).click();
      await expect(page.getByText(ta("users.reactivateSuccess"))).toBeVisible();
      await submitSignIn(travellerPage, lang, traveller.email, traveller.password);
      await expect(travellerPage).toHaveURL(/\/viajero\/dashboard/, { timeout: 15_000 });
      await travellerPage.context().close();

      await page.goto(`/admin/registro?subject=${encodeURIComponent(traveller.email)}`);
      await expect(page.getByTestId("audit-entry")).toHaveCount(2);
      await expect(page.getByTestId("audit-entry").first()).toContainText(auditAction("user.reactivate"));
      await expect(page.getByTestId("audit-entry").last()).toContainText(auditAction("user.suspend"));
    });

    test("refunds: a medical refund needs the certificate, and the traveller sees it on their dashboard", async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      const token = uniqueToken();
      const guide = await newTropleader(request);
      const trip = await newTrip(request, {
        tropleaderId: guide.id,
        title: `Ruta por Islandia ${token}`,
        departures: [{ daysFromNow: 20, seats: 6, price: 80_000 }],
      });
      const traveller = await newTraveller(request, { name: `Rita ${token}` });
      const booking = await newBooking(request, {
        userId: traveller.id,
        departureId: trip.departures[0]!.id,
        participants: 2,
      });
      // 90% of 1.600 €.
      const refund = lang === "es" ? "1.440 €" : "€1,440";

      await signInAsAdmin(page, `/admin/reembolsos?q=${booking.bookingReference}`);
      const card = page.getByTestId("refund-booking").filter({ hasText: booking.bookingReference });
      const medical = card.getByRole("button", { name: ta("refunds.medical.button", { amount: refund }) });
      await medical.click();
      await expect(card.getByRole("alert")).toHaveText(ta("refunds.errors.certificateRequired"));
      await card.getByLabel(ta("refunds.certificate")).setInputFiles({
        name: "informe-medico.pdf",
        mimeType: "application/pdf",
        buffer: samplePdf("Informe médico"),
      });
      await expect(card.getByTestId("certificate-ready")).toBeVisible();
      await medical.click();
      const dialog = page.getByRole("alertdialog");
      await expect(dialog).toContainText(
        ta("refunds.medical.confirm", { amount: refund, reference: booking.bookingReference }),
      );
      await dialog.getByRole("button", { name: ta("refunds.confirmButton") }).click();
      await expect(page.getByText(ta("refunds.refundSuccess", { amount: refund }))).toBeVisible();
      await expect(card.getByTestId("refunded-amount")).toHaveText(refund);
      await expect(card).not.toContainText(ta("refunds.certificate"));
      await page.screenshot({ path: `${SCREENS}/admin-refunds-${lang}.png`, fullPage: true });

      const travellerPage = await openAs(browser, baseURL ?? "", traveller);
      await expect(travellerPage.getByTestId("cancelled-bookings")).toContainText(trip.title);
      await travellerPage.getByTestId("cancelled-bookings").click();
      await expect(travellerPage.getByTestId("cancelled-bookings")).toContainText(refund);
      await expect(travellerPage.getByTestId("notification-count")).toHaveText("1");
      await travellerPage.goto("/notificaciones");
      await expect(travellerPage.getByTestId("notification-row").first()).toContainText(
        tn("types.refund_issued.title"),
      );
      await travellerPage.context().close();

      await page.goto(`/admin/registro?action=booking.refund_issued&subject=${booking.id}`);
      await expect(page.getByTestId("audit-entry")).toContainText(auditAction("booking.refund_issued"));
    });

    test("every tab and every Contenido block passes axe (Spanish at desktop, English at 375 px)", async ({
      page,
    }) => {
      // Fourteen pages, each analysed by axe: longer than one journey's default minute on a loaded CI machine.
      test.setTimeout(180_000);
      await page.setViewportSize(lang === "es" ? { width: 1280, height: 900 } : { width: 375, height: 800 });
      await signInAsAdmin(page, "/admin");
      for (const path of [
        "/admin",
        "/admin/tropleaders",
        "/admin/viajes",
        "/admin/verificaciones",
        "/admin/reembolsos",
        "/admin/finanzas",
        "/admin/configuracion",
        "/admin/contenido",
        "/admin/contenido/sobre-nosotros",
        "/admin/contenido/ayuda",
        "/admin/contenido/cancelacion",
        "/admin/contenido/contacto",
        "/admin/usuarios",
        "/admin/registro",
      ]) {
        await page.goto(path);
        await expectNoSeriousA11yViolations(page);
      }
      // A block's preview too (the long pages laid out from their markup).
      await page.goto("/admin/contenido/cancelacion");
      await page.getByRole("button", { name: ta("content.preview") }).click();
      await expect(page.getByTestId(`content-preview-${lang}`)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SCREENS}/admin-content-preview-${lang}.png`, fullPage: true });
    });

    test("before the scripts load, rejecting an applicant or suspending an account asks the spec's question first", async ({
      browser,
      baseURL,
      request,
    }) => {
      const token = uniqueToken();
      const applicant = await newTropleader(request, { name: `Olga ${token}`, approved: false });
      const traveller = await newTraveller(request, { name: `Pau ${token}` });
      const context = await browser.newContext({ baseURL, locale, javaScriptEnabled: false });
      const page = await context.newPage();
      await signInAs(page, lang, ADMIN, {
        redirect: `/admin/tropleaders?q=${encodeURIComponent(applicant.email)}`,
      });
      const result = page.getByTestId("tropleader-result").filter({ hasText: applicant.name });
      const step = page.getByTestId("confirm-step");

      await result.getByRole("button", { name: ta("decisions.reject") }).click();
      await expect(step).toContainText(ta("decisions.rejectConfirm"));
      await expect(step).toContainText(applicant.name);
      // Nothing changed yet: going back leaves the application pending.
      await step.getByRole("link", { name: text(common, "ui.cancel") }).click();
      await expect(step).toHaveCount(0);
      await expect(result).toContainText(ta("search.pending"));
      await result.getByRole("button", { name: ta("decisions.reject") }).click();
      await step.getByRole("button", { name: ta("decisions.reject") }).click();
      await expect(page.getByText(ta("decisions.rejectSuccess"))).toBeVisible();
      await expect(result).toHaveCount(0);

      await page.goto(`/admin/usuarios?q=${encodeURIComponent(traveller.email)}`);
      const row = page.getByTestId("admin-user").filter({ hasText: traveller.email });
      await row.getByRole("button", { name: ta("users.suspendLabel", { name: traveller.name }) }).click();
      await expect(step).toContainText(ta("users.suspendConfirm", { name: traveller.name }));
      await expect(row).not.toContainText(ta("users.suspended"));
      await page.screenshot({ path: `${SCREENS}/admin-confirm-step-${lang}.png`, fullPage: true });
      await step.getByRole("button", { name: ta("users.suspend") }).click();
      await expect(page.getByText(ta("users.suspendSuccess"))).toBeVisible();
      await expect(row).toContainText(ta("users.suspended"));
      await context.close();
    });

    test("tropleaders: search finds an applicant by email; each tab has its own address", async ({
      page,
      request,
    }) => {
      const token = uniqueToken();
      const applicant = await newTropleader(request, {
        name: `Nora ${token}`,
        approved: false,
        location: "Granada",
      });
      await signInAsAdmin(page, "/admin");
      for (const tab of [
        "tropleaders",
        "viajes",
        "verificaciones",
        "reembolsos",
        "configuracion",
        "contenido",
        "usuarios",
        "registro",
      ]) {
        await page
          .getByRole("navigation", { name: ta("tabs.label") })
          .getByRole("link", { name: new RegExp(ta(`tabs.${tab}`)) })
          .click();
        await expect(page).toHaveURL(new RegExp(`/admin/${tab}`));
      }
      await page.goto("/admin/tropleaders");
      const search = page.getByRole("searchbox", { name: ta("search.label") });
      await search.fill(applicant.email.toUpperCase());
      await search.press("Enter");
      await expect(page).toHaveURL(/\?q=/);
      const result = page.getByTestId("tropleader-result").filter({ hasText: applicant.name });
      await expect(result).toContainText(ta("search.pending"));
      await expect(result).toContainText("Granada");
      await result.getByRole("button", { name: ta("decisions.approve") }).click();
      await expect(page.getByText(ta("decisions.approveSuccess"))).toBeVisible();
      await expect(result).toContainText(ta("search.approved"));
    });
  });
}
