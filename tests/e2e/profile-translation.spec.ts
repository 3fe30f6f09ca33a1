import type { Browser, Page } from "@playwright/test";
import { DEMO_TROPLEADERS } from "../../server/seed/demo/people.ts";
import { TROPLEADERS_EN } from "../../server/seed/demo/people-en.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { signInAs, uniqueToken } from "./factory.ts";
import { expect, humanClick, test, waitingForHydration } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

const SCREENS = ".tmp/screens";
const LUCIA = { email: "lucia@tropa.demo", password: "tropa1234" };
const SPANISH_BIO = DEMO_TROPLEADERS.find((t) => t.key === "lucia")!.bio;
const SEEDED_ENGLISH_BIO = TROPLEADERS_EN.lucia!.bio;

// Both languages edit the same seeded guide: one after the other.
test.describe.configure({ mode: "serial" });

/** The public creator page as a visitor reading in `lang` (no account). */
async function visitorPage(browser: Browser, baseURL: string, lang: "es" | "en", guideId: string) {
  const context = await browser.newContext({ baseURL, locale: lang === "es" ? "es-ES" : "en-GB" });
  const page = waitingForHydration(await context.newPage());
  await page.goto(`/tropleader/${guideId}?lang=${lang}`);
  return { page, close: () => context.close() };
}

// Issue 34: Lucía writes her bio in English on 'Editar perfil' (es and en interface); English visitors read it
// on her public page, Spanish visitors still read the Spanish one; a too-long bio is refused and changes nothing.
for (const lang of ["es", "en"] as const) {
  const workspace = loadTexts(lang, "workspace");
  const tw = (key: string, vars?: Record<string, string | number>) => text(workspace, key, vars);
  const englishTab = (page: Page) =>
    page.getByRole("tab", { name: tw("profileEdit.english.languages.en"), exact: true });
  const spanishTab = (page: Page) =>
    page.getByRole("tab", { name: tw("profileEdit.english.languages.es"), exact: true });
  const englishBio = (page: Page) => page.getByLabel(tw("profileEdit.english.bio"), { exact: true });
  const save = (page: Page) =>
    humanClick(page.getByRole("button", { name: tw("profileEdit.english.save"), exact: true }));

  test.describe(`profile translation (${lang})`, () => {
    test.use({ locale: lang === "es" ? "es-ES" : "en-GB" });

    test("Lucía writes her bio in English, English visitors read it, Spanish visitors keep the Spanish one", async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const token = uniqueToken();
      await signInAs(page, lang, LUCIA, { redirect: "/tropleader/editar-perfil" });
      const publicLink = page.getByRole("link", { name: tw("profileEdit.viewPublic") });
      const guideId = (await publicLink.getAttribute("href"))!.split("/").pop()!;

      // The switch is WAI-ARIA tabs: the arrow keys move to English.
      await expect(spanishTab(page)).toHaveAttribute("aria-selected", "true");
      await expect(page.getByTestId("profile-form")).toBeVisible();
      await spanishTab(page).focus();
      await page.keyboard.press("ArrowRight");
      await expect(englishTab(page)).toHaveAttribute("aria-selected", "true");
      await expect(englishTab(page)).toBeFocused();
      await expect(page).toHaveURL(/[?&]idioma=en/);
      const form = page.getByTestId("profile-translation-form");
      await expect(form).toBeVisible();
      await expect(page.getByTestId("profile-form")).toHaveCount(0);
      await expect(form.getByText(tw("profileEdit.english.intro"))).toBeVisible();
      // The Spanish text under the English field, marked as Spanish.
      await expect(form.locator('[lang="es"]', { hasText: SPANISH_BIO })).toBeVisible();
      await expect(englishBio(page)).toHaveValue(SEEDED_ENGLISH_BIO);

      // Too long: refused in the browser with the translated message; nothing changes.
      // (maxlength stops a person typing more; the schema is what refuses a longer text.)
      await englishBio(page).evaluate((el) => el.removeAttribute("maxlength"));
      await englishBio(page).fill("x".repeat(1001));
      await save(page);
      await expect(form.getByText(tw("profileEdit.errors.bioMax"))).toBeVisible();
      await page.reload();
      await expect(englishBio(page)).toHaveValue(SEEDED_ENGLISH_BIO);

      await page.screenshot({ path: `${SCREENS}/profile-translation-${lang}-desktop.png`, fullPage: true });
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: `${SCREENS}/profile-translation-${lang}-375.png`, fullPage: true });
      await form.screenshot({ path: `${SCREENS}/profile-translation-form-${lang}-375.png` });
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize({ width: 1280, height: 800 });

      const written = `I surf, I teach yoga and I take small groups to the Atlantic. ${token}`;
      await englishBio(page).fill(written);
      await save(page);
      await expect(page.getByTestId("profile-translation-message")).toHaveText(
        tw("profileEdit.english.saved"),
      );
      await page.reload();
      await expect(englishBio(page)).toHaveValue(written);

      // An English visitor reads the English bio (not marked Spanish); a Spanish visitor the Spanish one.
      const english = await visitorPage(browser, baseURL!, "en", guideId);
      const bioEn = english.page.getByText(written, { exact: true });
      await expect(bioEn).toBeVisible();
      await expect(bioEn).not.toHaveAttribute("lang", "es");
      await expect(english.page.getByText(SPANISH_BIO)).toHaveCount(0);
      await english.close();
      const spanish = await visitorPage(browser, baseURL!, "es", guideId);
      await expect(spanish.page.getByText(SPANISH_BIO, { exact: true })).toBeVisible();
      await expect(spanish.page.getByText(written)).toHaveCount(0);
      await spanish.close();

      // The seeded English bio back, for the demo and the other specs.
      await englishBio(page).fill(SEEDED_ENGLISH_BIO);
      await save(page);
      await expect(page.getByTestId("profile-translation-message")).toHaveText(
        tw("profileEdit.english.saved"),
      );
    });

    test("without JavaScript the switch is a link and the server refuses a too-long bio with what was typed", async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled: false,
        locale: lang === "es" ? "es-ES" : "en-GB",
      });
      const page = await context.newPage();
      await signInAs(page, lang, LUCIA, { redirect: "/tropleader/editar-perfil" });
      await englishTab(page).click();
      await expect(page).toHaveURL(/[?&]idioma=en/);
      await expect(englishTab(page)).toHaveAttribute("aria-selected", "true");
      const tooLong = "y".repeat(1001);
      await englishBio(page).evaluate((el) => el.removeAttribute("maxlength"));
      await englishBio(page).fill(tooLong);
      await page.getByRole("button", { name: tw("profileEdit.english.save"), exact: true }).click();
      await expect(page.getByTestId("profile-translation-message")).toHaveText(
        tw("profileEdit.english.error", { message: tw("profileEdit.errors.bioMax") }),
      );
      await expect(englishBio(page)).toHaveValue(tooLong);
      await page.goto("/tropleader/editar-perfil?idioma=en");
      await expect(englishBio(page)).toHaveValue(SEEDED_ENGLISH_BIO);
      await context.close();
    });
  });
}
