import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { newTrip, newTropleader, signInAs, uniqueToken } from "./factory.ts";
import { expect, humanClick, test, waitingForHydration } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

const SCREENS = ".tmp/screens";
const ADMIN = { email: "admin@tropa.demo", password: "tropa1234" };
const EN_SHORT = "Five days of surfing, yoga and local food with a small group on the northern coast.";
const EN_LONG =
  "A trip for anyone who wants to learn to surf without hurrying: lessons every morning with qualified " +
  "instructors, yoga at sunset, meals made with local produce and free time to explore villages and beaches. " +
  "We sleep in a house by the sea and travel in groups of at most ten people.";
const REASON = "The English title still reads like a word-for-word translation.";

// Issue 34: the English version of a trip, written step by step on the edit screen (es and en interface),
// drafted by the machine translator (the local DeepL stub), read by English visitors, judged by an admin.
for (const lang of ["es", "en"] as const) {
  const trips = loadTexts(lang, "trips");
  const tt = (key: string, vars?: Record<string, string | number>) => text(trips, key, vars);
  const admin = loadTexts(lang, "admin");
  const ta = (key: string, vars?: Record<string, string | number>) => text(admin, key, vars);
  const save = (page: Page) =>
    humanClick(page.getByRole("button", { name: tt("translationEditor.save"), exact: true }));
  const englishTab = (page: Page) =>
    page.getByRole("tab", { name: new RegExp(`^${tt("translationEditor.languages.en")}`) });
  const openEnglish = async (page: Page) => {
    await englishTab(page).click();
    await expect(englishTab(page)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("translation-form")).toBeVisible();
  };
  const progress = (page: Page, done: number) =>
    expect(page.getByTestId("translation-progress")).toHaveText(
      text(trips, "translationEditor.progress_other", { current: done, count: 3 }),
    );

  test.describe(`trip translation editor (${lang})`, () => {
    test.use({ locale: lang === "es" ? "es-ES" : "en-GB" });

    test("Lucía writes the English version step by step, English visitors read it, an admin rejects it with a reason she then reads", async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(180_000);
      const lucia = await newTropleader(request, { name: "Lucía Fernández" });
      const token = uniqueToken();
      const trip = await newTrip(request, { tropleaderId: lucia.id, title: `Ruta del norte ${token}` });
      const englishTitle = `Northern coast route ${token}`;
      await signInAs(page, lang, lucia, { redirect: `/tropleader/editar-viaje/${trip.id}` });
      await expect(page.getByRole("heading", { level: 1, name: tt("edit.title") })).toBeVisible();

      // Step 1 in English: the same rules and messages as the Spanish fields; a refused save changes nothing.
      await openEnglish(page);
      await progress(page, 0);
      await expect(page.getByTestId("translation-step-state")).toHaveText(
        tt("translationEditor.state.missing"),
      );
      await page.screenshot({
        path: `${SCREENS}/translation-editor-basics-${lang}-desktop.png`,
        fullPage: true,
      });
      await page.getByLabel(tt("translationEditor.fields.title")).fill("Short");
      await page.getByLabel(tt("translationEditor.fields.shortDescription")).fill(EN_SHORT);
      await page.getByLabel(tt("translationEditor.fields.description")).fill(EN_LONG);
      await save(page);
      await expect(page.getByText(tt("wizard.errors.titleMin"))).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.reload();
      await expect(page.getByLabel(tt("translationEditor.fields.title"))).toHaveValue("");
      await page.getByLabel(tt("translationEditor.fields.title")).fill(englishTitle);
      await page.getByLabel(tt("translationEditor.fields.shortDescription")).fill(EN_SHORT);
      await page.getByLabel(tt("translationEditor.fields.description")).fill(EN_LONG);
      await save(page);
      await expect(page.getByText(tt("translationEditor.saved")).first()).toBeVisible();
      await progress(page, 1);
      await expect(page.getByTestId("translation-step-state")).toHaveText(
        tt("translationEditor.state.complete"),
      );

      // Step 2: one English card per Spanish day.
      await page.getByRole("link", { name: tt("wizard.steps.itinerary") }).click();
      await expect(page.getByRole("heading", { level: 2, name: tt("wizard.steps.itinerary") })).toBeVisible();
      await openEnglish(page);
      const dayTitles = page.getByLabel(tt("translationEditor.fields.dayTitle"));
      const dayTexts = page.getByLabel(tt("translationEditor.fields.dayDescription"));
      await expect(dayTitles).toHaveCount(2);
      await dayTitles.nth(0).fill("Arrival and welcome");
      await dayTexts.nth(0).fill("The group meets, introductions and a welcome dinner together.");
      await dayTitles.nth(1).fill("A day of activity");
      await dayTexts.nth(1).fill("A full day of activity with the tropleader and the group.");
      await save(page);
      await expect(page.getByText(tt("translationEditor.saved")).first()).toBeVisible();
      await progress(page, 2);

      // Step 3: the included and excluded items.
      await page.getByRole("link", { name: tt("wizard.steps.inclusions") }).click();
      await expect(
        page.getByRole("heading", { level: 2, name: tt("wizard.steps.inclusions") }),
      ).toBeVisible();
      await openEnglish(page);
      const included = page
        .getByRole("group", { name: tt("wizard.inclusions.included") })
        .getByRole("textbox");
      const excluded = page
        .getByRole("group", { name: tt("wizard.inclusions.excluded") })
        .getByRole("textbox");
      await included.nth(0).fill("Accommodation");
      await included.nth(1).fill("Tropleader for the whole trip");
      await excluded.nth(0).fill("Flights");
      await excluded.nth(1).fill("Travel insurance");
      await save(page);
      await expect(page.getByText(tt("translationEditor.saved")).first()).toBeVisible();
      await progress(page, 3);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({
        path: `${SCREENS}/translation-editor-inclusions-${lang}-375.png`,
        fullPage: true,
      });
      await expectNoSeriousA11yViolations(page);

      // An English visitor reads the English title; the Spanish interface still shows the Spanish one.
      const visitor = await browser.newContext({ locale: "en-GB" });
      const reader = waitingForHydration(await visitor.newPage());
      await reader.goto(`/viaje/${trip.slug}?lang=en`);
      await expect(reader.getByRole("heading", { level: 1 })).toHaveText(englishTitle);
      await visitor.close();

      // The trip is published, so the English version showed at once: the admin finds it among the recently
      // published ones, compares both versions and rejects the English one alone, with a reason.
      const adminContext = await browser.newContext({ locale: lang === "es" ? "es-ES" : "en-GB" });
      const adminPage = waitingForHydration(await adminContext.newPage());
      await signInAs(adminPage, lang, ADMIN, { redirect: "/admin/viajes" });
      const recent = adminPage.getByTestId("recent-translations").getByTestId("pending-translation");
      await humanClick(
        recent.filter({ hasText: trip.title }).getByRole("link", { name: ta("trips.english.compare") }),
      );
      await expect(adminPage).toHaveURL(new RegExp(`[?&]textos=${trip.id}`));
      const compare = adminPage.getByTestId("trip-texts-compare");
      await expect(compare).toContainText(trip.title);
      await expect(compare).toContainText(englishTitle);
      await expect(
        compare.locator('[lang="en"]', { hasText: "Tropleader for the whole trip" }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(adminPage);
      await adminPage.screenshot({
        path: `${SCREENS}/translation-admin-compare-${lang}-desktop.png`,
        fullPage: true,
      });
      await compare.locator("summary", { hasText: ta("trips.english.reject") }).click();
      await humanClick(compare.getByRole("button", { name: ta("trips.english.rejectSubmit") }));
      await expect(adminPage.getByText(ta("trips.errors.reasonMin"))).toBeVisible();
      await compare.getByLabel(ta("trips.reason")).fill(REASON);
      await humanClick(compare.getByRole("button", { name: ta("trips.english.rejectSubmit") }));
      await expect(adminPage.getByText(ta("trips.english.rejectSuccess"))).toBeVisible();
      await expect(compare).toContainText(ta("trips.english.status.rejected"));
      await adminContext.close();

      // Lucía reads the reason on the edit screen; English visitors are back to the Spanish text.
      await page.reload();
      await expect(page.getByTestId("translation-rejection")).toContainText(REASON);
      const again = await browser.newContext({ locale: "en-GB" });
      const second = waitingForHydration(await again.newPage());
      await second.goto(`/viaje/${trip.slug}?lang=en`);
      await expect(second.getByRole("heading", { level: 1 })).toHaveText(trip.title);
      await again.close();

      // She corrects it: the English version waits for review; the admin finds it in the queue and approves it.
      await page.goto(`/tropleader/editar-viaje/${trip.id}?parte=1&idioma=en`);
      const better = `Northern coast trail ${token}`;
      await page.getByLabel(tt("translationEditor.fields.title")).fill(better);
      await save(page);
      await expect(page.getByText(tt("translationEditor.pending"))).toBeVisible();
      const reviewer = await browser.newContext({ locale: lang === "es" ? "es-ES" : "en-GB" });
      const reviewPage = waitingForHydration(await reviewer.newPage());
      await signInAs(reviewPage, lang, ADMIN, { redirect: "/admin/viajes" });
      const queued = reviewPage.getByTestId("pending-translation").filter({ hasText: trip.title });
      await queued.getByRole("link", { name: ta("trips.english.compare") }).click();
      const review = reviewPage.getByTestId("trip-texts-compare");
      await expect(review).toContainText(better);
      await humanClick(review.getByRole("button", { name: ta("trips.english.approve") }));
      await expect(reviewPage.getByText(ta("trips.english.approveSuccess"))).toBeVisible();
      await expect(review).toContainText(ta("trips.english.status.approved"));
      await reviewer.close();
    });

    test("in the wizard the English texts of a step travel in the draft; the Spanish step stays as it was", async ({
      page,
      request,
    }) => {
      const lucia = await newTropleader(request, { name: "Lucía Fernández" });
      await signInAs(page, lang, lucia, { redirect: "/tropleader/crear-viaje" });
      await expect(page.getByRole("heading", { level: 1, name: tt("wizard.title") })).toBeVisible();
      await openEnglish(page);
      await progress(page, 0);
      const title = `Northern coast route ${uniqueToken()}`;
      await page.getByLabel(tt("translationEditor.fields.title")).fill(title);
      await page.getByLabel(tt("translationEditor.fields.shortDescription")).fill(EN_SHORT);
      await page.getByLabel(tt("translationEditor.fields.description")).fill(EN_LONG);
      await save(page);
      // The first save makes the draft and puts it in the address, on the English tab.
      await expect(page).toHaveURL(/borrador=[0-9a-f-]{36}.*idioma=en/);
      await progress(page, 1);
      await page.reload();
      await expect(page.getByLabel(tt("translationEditor.fields.title"))).toHaveValue(title);
      await page.screenshot({
        path: `${SCREENS}/translation-wizard-basics-${lang}-desktop.png`,
        fullPage: true,
      });
      await expectNoSeriousA11yViolations(page);
      // The Spanish tab still shows the Spanish step, empty as it was left.
      await page.getByRole("tab", { name: tt("translationEditor.languages.es") }).click();
      await expect(page.getByLabel(tt("wizard.fields.title"))).toHaveValue("");
    });

    test("'Traducir al inglés' drafts a step (the local DeepL stub) that Lucía corrects and saves", async ({
      page,
      request,
      browser,
    }) => {
      const lucia = await newTropleader(request, { name: "Lucía Fernández" });
      const token = uniqueToken();
      const trip = await newTrip(request, { tropleaderId: lucia.id, title: `Playas del norte ${token}` });
      await signInAs(page, lang, lucia, { redirect: `/tropleader/editar-viaje/${trip.id}?idioma=en` });
      await expect(page.getByTestId("translation-form")).toBeVisible();
      const title = page.getByLabel(tt("translationEditor.fields.title"));
      await expect(title).toHaveValue("");
      await page.getByRole("button", { name: tt("translationEditor.translate") }).click();
      // The stub marks its drafts with "[EN] " and knows a few words ("playas" → "beaches").
      await expect(title).toHaveValue(new RegExp(`^\\[EN\\] .*beaches.*${token}`, "i"));
      await expect(page.getByText(tt("translationEditor.drafted"))).toBeVisible();
      await page.screenshot({
        path: `${SCREENS}/translation-editor-drafted-${lang}-desktop.png`,
        fullPage: true,
      });
      // Nothing is saved until she saves: a reload shows the empty English title again.
      await page.reload();
      await expect(title).toHaveValue("");
      await page.getByRole("button", { name: tt("translationEditor.translate") }).click();
      await expect(title).toHaveValue(/^\[EN\] /);
      const corrected = `Northern beaches ${token}`;
      await title.fill(corrected);
      await save(page);
      await expect(page.getByText(tt("translationEditor.saved")).first()).toBeVisible();
      await page.reload();
      await expect(title).toHaveValue(corrected);
      await expect(page.getByTestId("translation-step-state")).toHaveText(
        tt("translationEditor.state.complete"),
      );

      // The itinerary's draft saved as it came: the server marks that section machine-translated.
      await page.getByRole("link", { name: tt("wizard.steps.itinerary") }).click();
      await expect(page.getByRole("heading", { level: 2, name: tt("wizard.steps.itinerary") })).toBeVisible();
      await openEnglish(page);
      await page.getByRole("button", { name: tt("translationEditor.translate") }).click();
      await expect(page.getByLabel(tt("translationEditor.fields.dayTitle")).first()).toHaveValue(/^\[EN\] /);
      await save(page);
      await expect(page.getByText(tt("translationEditor.saved")).first()).toBeVisible();
      const adminContext = await browser.newContext({ locale: lang === "es" ? "es-ES" : "en-GB" });
      const adminPage = waitingForHydration(await adminContext.newPage());
      await signInAs(adminPage, lang, ADMIN, { redirect: `/admin/viajes?textos=${trip.id}` });
      const machine = adminPage.getByTestId("trip-texts-compare").getByText(ta("trips.english.machine"));
      await expect(machine).toHaveCount(1);
      await expect(
        adminPage.getByRole("heading", { level: 4, name: new RegExp(ta("trips.english.itinerary")) }),
      ).toContainText(ta("trips.english.machine"));
      await adminContext.close();
    });

    test("without JavaScript the English form posts, shows the translated errors with what was typed, and saves", async ({
      browser,
      request,
    }) => {
      const lucia = await newTropleader(request, { name: "Lucía Fernández" });
      const token = uniqueToken();
      const trip = await newTrip(request, { tropleaderId: lucia.id, title: `Sierra del norte ${token}` });
      const context = await browser.newContext({
        javaScriptEnabled: false,
        locale: lang === "es" ? "es-ES" : "en-GB",
      });
      const page = await context.newPage();
      await signInAs(page, lang, lucia, { redirect: `/tropleader/editar-viaje/${trip.id}?idioma=en` });
      await expect(page.getByTestId("translation-form")).toBeVisible();
      // The machine draft needs the scripts: the button is there but disabled.
      await expect(page.getByRole("button", { name: tt("translationEditor.translate") })).toBeDisabled();
      await page.getByLabel(tt("translationEditor.fields.title")).fill("Short");
      await page.getByLabel(tt("translationEditor.fields.shortDescription")).fill(EN_SHORT);
      await page.getByRole("button", { name: tt("translationEditor.save"), exact: true }).click();
      await expect(page.getByText(tt("wizard.errors.titleMin"))).toBeVisible();
      await expect(page.getByLabel(tt("translationEditor.fields.shortDescription"))).toHaveValue(EN_SHORT);
      await page.getByLabel(tt("translationEditor.fields.title")).fill(`Northern sierra ${token}`);
      await page.getByLabel(tt("translationEditor.fields.description")).fill(EN_LONG);
      await page.getByRole("button", { name: tt("translationEditor.save"), exact: true }).click();
      await expect(page.getByText(tt("translationEditor.saved")).first()).toBeVisible();
      await page.goto(`/tropleader/editar-viaje/${trip.id}?idioma=en`);
      await expect(page.getByLabel(tt("translationEditor.fields.title"))).toHaveValue(
        `Northern sierra ${token}`,
      );
      await context.close();
    });
  });
}
