import type { Browser, Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { newTrip, newTropleader, signInAs, uniqueToken } from "./factory.ts";
import { expect, humanClick, test, waitingForHydration } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

const SCREENS = ".tmp/screens";
// The local DeepL stub "translates" with a small dictionary and marks its drafts with "[EN] "
// (server/testing/deepl-stub.ts): "montaña" → "mountain", "mar" → "sea".
const SPANISH_BIO = "Guía de montaña y de mar. Vivo en Ericeira desde hace diez años.";
const SPANISH_PRESENTATION = "Preparo viajes sin prisa, con clases de surf cada mañana y cena libre.";

/** A visitor reading in English (no account): the creator page, or the trip page's guide block. */
async function englishVisitor(browser: Browser, baseURL: string, path: string) {
  const context = await browser.newContext({ baseURL, locale: "en-GB" });
  const page = waitingForHydration(await context.newPage());
  await page.goto(`${path}?lang=en`);
  return { page, close: () => context.close() };
}

// Issue 34: on 'Editar perfil' (es and en interface) Lucía has the machine draft her English bio and
// presentation (the provider stub), corrects the bio and saves; an English visitor reads her texts, with no
// 'Machine translation' note. Saved again exactly as the machine drafted them, the creator page and the trip
// page's guide block label them 'Machine translation'. The server decides that, not the browser.
for (const lang of ["es", "en"] as const) {
  const workspace = loadTexts(lang, "workspace");
  const tw = (key: string, vars?: Record<string, string | number>) => text(workspace, key, vars);
  const catalogueEn = loadTexts("en", "catalogue");
  const MACHINE_NOTE = text(catalogueEn, "contentLanguage.machine");
  const englishBio = (page: Page) => page.getByLabel(tw("profileEdit.english.bio"), { exact: true });
  const englishPresentation = (page: Page) =>
    page.getByLabel(tw("profileEdit.english.presentation"), { exact: true });
  const translate = (page: Page) =>
    humanClick(page.getByRole("button", { name: tw("profileEdit.english.translate"), exact: true }));
  const save = async (page: Page) => {
    await humanClick(page.getByRole("button", { name: tw("profileEdit.english.save"), exact: true }));
    await expect(page.getByTestId("profile-translation-message")).toHaveText(tw("profileEdit.english.saved"));
  };

  test.describe(`profile machine draft (${lang})`, () => {
    test.use({ locale: lang === "es" ? "es-ES" : "en-GB" });

    test("Lucía drafts her English bio by machine, corrects it and saves; English visitors read it, labelled only when unchanged", async ({
      page,
      request,
      browser,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      const token = uniqueToken();
      const lucia = await newTropleader(request, {
        name: "Lucía Fernández",
        bio: SPANISH_BIO,
        presentation: SPANISH_PRESENTATION,
      });
      const trip = await newTrip(request, { tropleaderId: lucia.id, title: `Olas del norte ${token}` });
      await signInAs(page, lang, lucia, { redirect: "/tropleader/editar-perfil?idioma=en" });
      const form = page.getByTestId("profile-translation-form");
      await expect(form).toBeVisible();
      await expect(englishBio(page)).toHaveValue("");

      // The draft fills both English fields; nothing is saved until she saves.
      await translate(page);
      await expect(englishBio(page)).toHaveValue(/^\[EN\] .*[Mm]ountain.*sea.*Ericeira/);
      await expect(englishPresentation(page)).toHaveValue(/^\[EN\] .*classes.*morning/);
      await expect(form.getByText(tw("profileEdit.english.drafted"))).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/profile-machine-draft-${lang}-desktop.png`, fullPage: true });
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await form.screenshot({ path: `${SCREENS}/profile-machine-draft-form-${lang}-375.png` });
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.reload();
      await expect(englishBio(page)).toHaveValue("");

      // Drafted again, the bio corrected by hand, then saved: her text, not the machine's.
      await translate(page);
      await expect(englishBio(page)).toHaveValue(/^\[EN\] /);
      const drafted = {
        bio: await englishBio(page).inputValue(),
        presentation: await englishPresentation(page).inputValue(),
      };
      const corrected = `Mountain and sea guide. I have lived in Ericeira for ten years. ${token}`;
      await englishBio(page).fill(corrected);
      await save(page);
      await page.reload();
      await expect(englishBio(page)).toHaveValue(corrected);

      const creator = await englishVisitor(browser, baseURL!, `/tropleader/${lucia.id}`);
      await expect(creator.page.getByText(corrected, { exact: true })).toBeVisible();
      await expect(creator.page.getByText(corrected, { exact: true })).not.toHaveAttribute("lang", "es");
      await expect(creator.page.getByText(drafted.presentation, { exact: true })).toBeVisible();
      await expect(creator.page.getByText(MACHINE_NOTE)).toHaveCount(0);
      await creator.close();

      // The machine's draft saved exactly as it came: visitors are told it is a machine translation.
      await translate(page);
      await expect(englishBio(page)).toHaveValue(drafted.bio);
      await save(page);
      const labelled = await englishVisitor(browser, baseURL!, `/tropleader/${lucia.id}`);
      await expect(labelled.page.getByText(drafted.bio, { exact: true })).toBeVisible();
      await expect(
        labelled.page.getByTestId("content-language-note").filter({ hasText: MACHINE_NOTE }),
      ).toHaveCount(1);
      await labelled.close();
      const tripPage = await englishVisitor(browser, baseURL!, `/viaje/${trip.slug}`);
      await expect(tripPage.page.getByText(drafted.presentation, { exact: true })).toBeVisible();
      const guideNote = tripPage.page.getByTestId("content-language-note").filter({ hasText: MACHINE_NOTE });
      await expect(guideNote).toHaveCount(1);
      await guideNote
        .locator("xpath=../..")
        .screenshot({ path: `${SCREENS}/profile-machine-note-trip-${lang}.png` });
      await tripPage.close();

      // The sitemap's English URL of her page is as new as her English texts.
      const xml = await (await request.get("/sitemap.xml")).text();
      const english = xml.split("<url>").find((u) => u.includes(`/tropleader/${lucia.id}?lang=en</loc>`));
      expect(english).toContain(`<lastmod>${new Date().toISOString().slice(0, 10)}</lastmod>`);
    });
  });
}
