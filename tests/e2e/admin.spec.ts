import type { Browser, Page } from "@playwright/test";
import { samplePdf, samplePng } from "../../server/testing/sample-files.ts";
import { expect, humanClick, submitSignIn, test, waitingForHydration } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

const PASSWORD = "ruta-de-montana-8";
const SCREENS = ".tmp/screens";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// Issue 12 (first part): the admin decides on tropleader applications made during the test.
for (const lang of ["es", "en"] as const) {
  const auth = loadTexts(lang, "auth");
  const t = (key: string, vars?: Record<string, string>) => text(auth, key, vars);
  const admin = loadTexts(lang, "admin");
  const ta = (key: string, vars?: Record<string, string>) => text(admin, key, vars);
  const locale = lang === "es" ? "es-ES" : "en-GB";
  const approvedSubject = lang === "es" ? "Ya eres tropleader de Tropa" : "You are now a Tropa tropleader";

  async function signInAsAdmin(page: Page, path = "/admin") {
    await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
    await submitSignIn(page, lang, "admin@tropa.demo", "tropa1234");
    await expect(page.getByRole("heading", { name: ta("title") })).toBeVisible();
  }

  test.describe(`admin: tropleader applications (${lang})`, () => {
    test.use({ locale });

    /** Registers a tropleader applicant through the form and confirms the email from the mailbox. */
    async function apply(browser: Browser, baseURL: string, name: string) {
      const context = await browser.newContext({ baseURL, locale });
      const page = waitingForHydration(await context.newPage());
      const email = `solicitante-${lang}-${unique()}@example.com`;
      await page.goto("/register");
      await page.getByLabel(t("fields.name")).fill(name);
      await page.getByLabel(t("fields.email")).fill(email);
      await page.getByLabel(t("fields.birthDate")).fill("1985-06-15");
      await page.getByLabel(t("fields.password"), { exact: true }).fill(PASSWORD);
      await page.getByLabel(t("fields.confirmPassword")).fill(PASSWORD);
      await page.getByLabel(t("register.roles.tropleader")).check();
      await page.getByLabel(t("register.acceptTermsPrefix"), { exact: false }).check();
      await page.getByLabel(t("register.application.location")).fill("Granada");
      await page.getByLabel(t("register.application.experienceYears")).fill("6");
      await page.getByText(lang === "es" ? "Montaña" : "Mountains", { exact: true }).click();
      await page
        .getByRole("main")
        .getByText(lang === "es" ? "Español" : "Spanish", { exact: true })
        .click();
      await page
        .getByLabel(t("register.application.motivation"))
        .fill("Llevo años guiando grupos por Sierra Nevada y quiero proponer mis rutas.");
      await humanClick(page.getByRole("button", { name: t("register.submitTropleader") }));
      await expect(page.getByText(t("register.success.tropleader"))).toBeVisible();
      await openMail(
        page,
        email,
        lang === "es" ? "Confirma tu email en Tropa" : "Confirm your email for Tropa",
      );
      await page.getByTestId("mailbox-link").first().click();
      await expect(page).toHaveURL(/\/\?message=pending_approval$/, { timeout: 15_000 });
      await context.close();
      return email;
    }

    async function openMail(page: Page, to: string, subject: string) {
      await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
      await page
        .getByRole("link", { name: new RegExp(subject) })
        .first()
        .click();
    }

    const card = (page: Page, email: string) =>
      page.getByTestId("tropleader-application").filter({ hasText: email });

    test("approve an applicant: they are told by email and reach their dashboard", async ({
      page,
      browser,
      baseURL,
    }) => {
      const email = await apply(browser, baseURL ?? "", "Irene Guía");
      await signInAsAdmin(page, "/admin/tropleaders");
      const application = card(page, email);
      await application.getByText(ta("decisions.details")).click();
      await expect(application).toContainText("Sierra Nevada");
      await page.screenshot({ path: `${SCREENS}/admin-applications-${lang}.png`, fullPage: true });
      await application.getByRole("button", { name: ta("decisions.approve") }).click();
      await expect(page.getByText(ta("decisions.approveSuccess"))).toBeVisible();
      await expect(card(page, email)).toHaveCount(0);

      await openMail(page, email, approvedSubject);
      await expect(page.getByRole("heading", { name: approvedSubject })).toBeVisible();

      const applicant = waitingForHydration(await (await browser.newContext({ baseURL, locale })).newPage());
      await applicant.goto("/login");
      await submitSignIn(applicant, lang, email, PASSWORD);
      await expect(applicant).toHaveURL(/\/tropleader\/dashboard$/);
      await applicant.context().close();
    });

    test("reject an applicant after confirming: they become a traveller", async ({
      page,
      browser,
      baseURL,
    }) => {
      const email = await apply(browser, baseURL ?? "", "Óscar Guía");
      await signInAsAdmin(page, "/admin/tropleaders");
      await card(page, email)
        .getByRole("button", { name: ta("decisions.reject") })
        .click();
      const dialog = page.getByRole("alertdialog");
      await expect(dialog).toContainText(ta("decisions.rejectConfirm"));
      await dialog.getByRole("button", { name: ta("decisions.reject") }).click();
      await expect(page.getByText(ta("decisions.rejectSuccess"))).toBeVisible();
      await expect(card(page, email)).toHaveCount(0);

      const applicant = waitingForHydration(await (await browser.newContext({ baseURL, locale })).newPage());
      await applicant.goto("/login");
      await submitSignIn(applicant, lang, email, PASSWORD);
      await expect(applicant).toHaveURL(/\/viajero\/dashboard$/);
      await applicant.context().close();
    });
  });

  test.describe(`admin: identity verifications (${lang})`, () => {
    test.use({ locale });
    const profile = loadTexts(lang, "profile");
    const p = (key: string) => text(profile, key);

    /** A traveller registered in this test who sends both sides of a document and the number given. */
    async function submitIdentity(browser: Browser, baseURL: string, identityNumber: string) {
      const context = await browser.newContext({ baseURL, locale });
      const page = waitingForHydration(await context.newPage());
      const email = `identidad-${lang}-${unique()}@example.com`;
      await page.goto("/register");
      await page.getByLabel(t("fields.name")).fill("Nora Viajera");
      await page.getByLabel(t("fields.email")).fill(email);
      // The date the identity form is sent with below: it must match the account's.
      await page.getByLabel(t("fields.birthDate")).fill("1991-03-14");
      await page.getByLabel(t("fields.password"), { exact: true }).fill(PASSWORD);
      await page.getByLabel(t("fields.confirmPassword")).fill(PASSWORD);
      await page.getByLabel(t("register.roles.viajero")).check();
      await page.getByLabel(t("register.acceptTermsPrefix"), { exact: false }).check();
      await humanClick(page.getByRole("button", { name: t("register.submit") }));
      await expect(page.getByTestId("register-success")).toBeVisible();
      await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
      await page
        .getByRole("link", { name: new RegExp(lang === "es" ? "Confirma tu email" : "Confirm your email") })
        .first()
        .click();
      await page.getByTestId("mailbox-link").first().click();
      await expect(page).toHaveURL(/\/viajero\/dashboard$/, { timeout: 15_000 });
      await page.goto("/viajero/dashboard?tab=perfil");
      const form = page.getByTestId("identity-form");
      await form.getByLabel(p("identity.birthDate")).fill("1991-03-14");
      await form.getByLabel(p("identity.identityNumber")).fill(identityNumber);
      await form
        .getByTestId("identity-front")
        .locator("input[type=file]")
        .setInputFiles({ name: "dni-front.png", mimeType: "image/png", buffer: await samplePng(600, 380) });
      await form
        .getByTestId("identity-back")
        .locator("input[type=file]")
        .setInputFiles({ name: "dni-back.pdf", mimeType: "application/pdf", buffer: samplePdf("DNI") });
      await expect(form.getByTestId("identity-back")).toContainText(p("identity.uploaded"));
      await humanClick(form.getByRole("button", { name: p("identity.submit") }));
      await expect(page.getByTestId("identity-pending")).toBeVisible();
      await context.close();
      return email;
    }

    const submission = (page: Page, email: string) =>
      page.getByTestId("identity-submission").filter({ hasText: email });

    test("the number shows only when asked; approving verifies the traveller", async ({
      page,
      browser,
      baseURL,
    }) => {
      const number = `${Math.floor(Math.random() * 9e7 + 1e7)}K`;
      const email = await submitIdentity(browser, baseURL ?? "", number);
      await signInAsAdmin(page, "/admin/verificaciones");
      const card = submission(page, email);
      // Masked in the page (and its source) until revealed.
      expect(await page.content()).not.toContain(number);
      await expect(card.getByTestId("identity-number")).toHaveText(`••••••${number.slice(-3)}`);
      await card
        .getByRole("button", { name: ta("verifications.revealLabel", { name: "Nora Viajera" }) })
        .click();
      await expect(card.getByTestId("identity-number")).toHaveText(number);
      await page.screenshot({ path: `${SCREENS}/admin-verifications-${lang}.png`, fullPage: true });
      await card.getByRole("button", { name: ta("verifications.approve") }).click();
      await expect(page.getByText(ta("verifications.approveSuccess"))).toBeVisible();
      await expect(submission(page, email)).toHaveCount(0);
    });

    test("rejecting deletes the documents: their links answer 404", async ({ page, browser, baseURL }) => {
      const email = await submitIdentity(browser, baseURL ?? "", "Y7654321P");
      await signInAsAdmin(page, "/admin/verificaciones");
      const card = submission(page, email);
      const links = await card
        .getByRole("link")
        .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
      expect(links).toHaveLength(2);
      for (const link of links) expect((await page.request.get(link)).status()).toBe(200);
      await card.getByRole("button", { name: ta("verifications.reject") }).click();
      const dialog = page.getByRole("alertdialog");
      await expect(dialog).toContainText(ta("verifications.rejectConfirm"));
      await dialog.getByRole("button", { name: ta("verifications.reject") }).click();
      await expect(page.getByText(ta("verifications.rejectSuccess"))).toBeVisible();
      await expect(submission(page, email)).toHaveCount(0);
      for (const link of links) expect((await page.request.get(link)).status()).toBe(404);
    });
  });
}
