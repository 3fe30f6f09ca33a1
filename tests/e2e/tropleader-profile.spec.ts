import { samplePdf, samplePng } from "../../server/testing/sample-files.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { newTraveller, newTropleader, signInAs, uniqueToken } from "./factory.ts";
import { expect, humanClick, test } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

const SCREENS = ".tmp/screens";

// Issue 11: /tropleader/editar-perfil, its own fields, photo and gallery, shown on the public creator page.
// Issue 35: location, years, specialties, languages, certifications (private documents) and the cover.
for (const lang of ["es", "en"] as const) {
  const workspace = loadTexts(lang, "workspace");
  const tw = (key: string, vars?: Record<string, string | number>) => text(workspace, key, vars);
  const uploads = loadTexts(lang, "uploads");
  const catalogue = loadTexts(lang, "catalogue");
  const locale = lang === "es" ? "es-ES" : "en-GB";

  test.describe(`tropleader profile edit (${lang})`, () => {
    test.use({ locale });

    test("the guide edits each field, the photo and the gallery; the public page shows them", async ({
      page,
      request,
    }) => {
      // Every field of the page, three uploads and the public page: longer than one journey's default minute.
      test.setTimeout(180_000);
      const token = uniqueToken();
      const guide = await newTropleader(request, { name: `Lucía ${token}` });
      await signInAs(page, lang, guide, { redirect: "/tropleader/dashboard" });
      await page.getByRole("link", { name: tw("header.editProfile"), exact: true }).click();
      await expect(page).toHaveURL(/\/tropleader\/editar-perfil$/);
      await expect(page.getByTestId("gallery-images")).toHaveCount(0);
      await expect(page.getByText(tw("profileEdit.galleryEmpty"))).toBeVisible();

      // Bad input is refused in the browser with the translated message and nothing is saved.
      const form = page.getByTestId("profile-form");
      const chip = (list: "specialties" | "languages", value: string) =>
        form.locator("label", { has: page.locator(`input[name="${list}"][value="${value}"]`) });
      const certification = (n: number) =>
        form.getByRole("group", { name: tw("profileEdit.certificationLegend", { n }) });
      await form.getByLabel(tw("profileEdit.name")).fill("");
      await form.getByLabel(tw("profileEdit.socialMedia")).fill("instagram.com/lucia");
      await humanClick(form.getByRole("button", { name: tw("profileEdit.save") }));
      await expect(form.getByText(tw("profileEdit.errors.nameRequired"))).toBeVisible();
      await expect(form.getByText(tw("profileEdit.errors.socialUrl"))).toBeVisible();

      // Each field saves.
      const name = `Lucía Fernández ${token}`;
      const bio = `Guía de montaña en Asturias ${token}`;
      const presentation = `Llevo grupos pequeños por los Picos de Europa desde 2015. ${token}`;
      await form.getByLabel(tw("profileEdit.name")).fill(name);
      await form.getByLabel(tw("profileEdit.bio")).fill(bio);
      await form.getByLabel(tw("profileEdit.presentation")).fill(presentation);
      await form.getByLabel(tw("profileEdit.socialMedia")).fill("https://instagram.com/lucia.picos");
      // The application's fields: a guide made by the factory has none, so the form asks for them.
      await humanClick(form.getByRole("button", { name: tw("profileEdit.save") }));
      await expect(form.getByText(tw("profileEdit.errors.locationRequired"))).toBeVisible();
      await expect(form.getByText(tw("profileEdit.errors.experienceYears"))).toBeVisible();
      await expect(form.getByText(tw("profileEdit.errors.specialties"))).toBeVisible();
      await expect(form.getByText(tw("profileEdit.errors.languages"))).toBeVisible();
      const location = `Cangas de Onís ${token}`;
      await form.getByLabel(tw("profileEdit.location")).fill(location);
      await form.getByLabel(tw("profileEdit.experienceYears")).fill("71");
      for (const value of ["Montaña", "Nieve"]) await humanClick(chip("specialties", value));
      for (const value of ["es", "fr"]) await humanClick(chip("languages", value));
      // Certifications: the first row is there already; a year before 1950 is refused.
      const first = certification(1);
      await first.getByLabel(tw("profileEdit.certificationName")).fill(`Técnico en media montaña ${token}`);
      await first.getByLabel(tw("profileEdit.certificationIssuer")).fill("Federación de Montaña");
      await first.getByLabel(tw("profileEdit.certificationYear")).fill("1949");
      await humanClick(form.getByRole("button", { name: tw("profileEdit.save") }));
      await expect(form.getByText(tw("profileEdit.errors.experienceYears"))).toBeVisible();
      await expect(first.getByText(tw("profileEdit.errors.certificationYear"))).toBeVisible();
      await form.getByLabel(tw("profileEdit.experienceYears")).fill("12");
      await first.getByLabel(tw("profileEdit.certificationYear")).fill("2015");
      // Its document (private), then a second certification.
      await page.getByTestId("certification-file-0").setInputFiles({
        name: "titulo.pdf",
        mimeType: "application/pdf",
        buffer: samplePdf("Título de técnico"),
      });
      await expect(first.getByTestId("certification-document")).toBeVisible();
      await humanClick(form.getByRole("button", { name: tw("profileEdit.certificationAdd") }));
      await certification(2)
        .getByLabel(tw("profileEdit.certificationName"))
        .fill(`Primeros auxilios ${token}`);
      await humanClick(form.getByRole("button", { name: tw("profileEdit.save") }));
      await expect(page.getByTestId("profile-message")).toHaveText(tw("profileEdit.messages.success"));
      // The success message clears after 3 s.
      await expect(page.getByTestId("profile-message")).toHaveText("", { timeout: 6000 });
      await page.reload();
      await expect(form.getByLabel(tw("profileEdit.name"))).toHaveValue(name);
      await expect(form.getByLabel(tw("profileEdit.bio"))).toHaveValue(bio);
      await expect(form.getByLabel(tw("profileEdit.presentation"))).toHaveValue(presentation);
      await expect(form.getByLabel(tw("profileEdit.socialMedia"))).toHaveValue(
        "https://instagram.com/lucia.picos",
      );
      await expect(form.getByLabel(tw("profileEdit.location"))).toHaveValue(location);
      await expect(form.getByLabel(tw("profileEdit.experienceYears"))).toHaveValue("12");
      await expect(chip("specialties", "Nieve").locator("input")).toBeChecked();
      await expect(chip("languages", "fr").locator("input")).toBeChecked();
      await expect(chip("languages", "en").locator("input")).not.toBeChecked();
      await expect(certification(2).getByLabel(tw("profileEdit.certificationName"))).toHaveValue(
        `Primeros auxilios ${token}`,
      );
      // The document opens for the guide, not for someone signed out (other people: the service tests).
      const documentUrl = await certification(1).getByTestId("certification-document").getAttribute("href");
      expect((await page.request.get(documentUrl!)).status()).toBe(200);
      expect((await request.get(documentUrl!)).status()).toBe(401);

      // The cover: a PDF is refused, a wide photo is cropped 3:1.
      const cover = page.getByTestId("cover-input");
      await cover.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: samplePdf() });
      await expect(page.getByTestId("cover-message")).toHaveText(
        text(uploads, "errors.invalidGalleryImages"),
      );
      await cover.setInputFiles({
        name: "picos.png",
        mimeType: "image/png",
        buffer: await samplePng(1600, 1000, "#264653"),
      });
      await expect(page.getByTestId("cover-message")).toHaveText(tw("profileEdit.messages.coverSuccess"));
      const coverPreview = page.getByTestId("cover-preview");
      await expect(coverPreview).toHaveAttribute("src", /\/tropleader-covers\//);
      // Read once the new picture has loaded: right after the src changes its natural size is still 0 × 0.
      const coverSize = await coverPreview.evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        return [img.naturalWidth, img.naturalHeight];
      });
      expect(coverSize).toEqual([1920, 640]);

      // The photo: a PDF is refused, a too small picture is refused, a landscape photo is cropped square.
      const photo = page.getByTestId("profile-photo-input");
      await photo.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: samplePdf() });
      await expect(page.getByTestId("photo-message")).toHaveText(text(uploads, "errors.invalidImage"));
      await photo.setInputFiles({
        name: "tiny.png",
        mimeType: "image/png",
        buffer: await samplePng(300, 300),
      });
      await expect(page.getByTestId("photo-message")).toContainText(text(uploads, "errors.avatarTooSmall"));
      await photo.setInputFiles({
        name: "me.png",
        mimeType: "image/png",
        buffer: await samplePng(900, 600, "#e07a5f"),
      });
      await expect(page.getByTestId("photo-message")).toHaveText(tw("profileEdit.messages.photoSuccess"));
      const avatar = page.getByRole("main").locator("img[src^='/media/public/avatars/']").first();
      await expect(avatar).toBeVisible();
      const size = await avatar.evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        return [img.naturalWidth, img.naturalHeight];
      });
      expect(size[0]).toBeGreaterThan(0); // 0 × 0, a picture not loaded yet, would be square too
      expect(size[0]).toBe(size[1]);

      // The gallery: two photos at once, then one deleted.
      await page.getByTestId("gallery-input").setInputFiles([
        { name: "picos-1.png", mimeType: "image/png", buffer: await samplePng(800, 600, "#2a9d8f") },
        { name: "picos-2.png", mimeType: "image/png", buffer: await samplePng(800, 600, "#e9c46a") },
      ]);
      await expect(page.getByTestId("gallery-message")).toHaveText(tw("profileEdit.messages.gallerySuccess"));
      await expect(page.getByTestId("gallery-image")).toHaveCount(2);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SCREENS}/profile-edit-${lang}.png`, fullPage: true });
      await page.getByRole("button", { name: tw("profileEdit.galleryDeleteNamed", { n: 2 }) }).click();
      await page
        .getByRole("alertdialog")
        .getByRole("button", { name: tw("profileEdit.galleryDelete") })
        .click();
      await expect(page.getByTestId("gallery-message")).toHaveText(tw("profileEdit.messages.deleteSuccess"));
      await expect(page.getByTestId("gallery-image")).toHaveCount(1);
      const kept = await page.getByTestId("gallery-image").locator("img").getAttribute("src");

      // The public creator page shows the new name, presentation and the kept photo.
      await page.goto(`/tropleader/${guide.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(page.getByText(presentation)).toBeVisible();
      await expect(page.getByText(location).first()).toBeVisible();
      await expect(
        page.getByText(text(catalogue, "creator.experienceYears_other", { count: 12 })),
      ).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: /^Nieve$/ })).toBeVisible();
      const french = new Intl.DisplayNames([lang], { type: "language" }).of("fr")!;
      await expect(page.getByText(new RegExp(french, "i")).first()).toBeVisible();
      await expect(
        page.getByText(`Técnico en media montaña ${token} · Federación de Montaña, 2015`),
      ).toBeVisible();
      await expect(page.getByText(`Primeros auxilios ${token}`)).toBeVisible();
      await expect(page.locator("a[href^='/api/files/']")).toHaveCount(0);
      await expect(
        page.getByRole("img", { name: text(catalogue, "creator.cover", { name }) }),
      ).toHaveAttribute("src", /tropleader-covers/);
      await page.screenshot({ path: `${SCREENS}/creator-page-${lang}.png`, fullPage: true });
      await page.getByRole("tab", { name: text(catalogue, "creator.tabGallery") }).click();
      const fileName = kept!.split("/").pop()!;
      await expect(page.getByTestId("gallery").getByTestId("gallery-image")).toHaveAttribute(
        "src",
        new RegExp(fileName.replace(".", "\\.")),
      );
    });

    test("without JavaScript the guide saves the application's fields and a certification", async ({
      browser,
      baseURL,
      request,
    }) => {
      const token = uniqueToken();
      const guide = await newTropleader(request, { name: `Lucía ${token}` });
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale });
      const page = await context.newPage();
      await signInAs(page, lang, guide, { redirect: "/tropleader/editar-perfil" });
      const form = page.getByTestId("profile-form");
      await form.getByLabel(tw("profileEdit.location")).fill(`Jaca ${token}`);
      await form.getByLabel(tw("profileEdit.experienceYears")).fill("0");
      await form.locator("label", { has: page.locator('input[name="specialties"][value="Nieve"]') }).click();
      await form.locator("label", { has: page.locator('input[name="languages"][value="en"]') }).click();
      const row = form.getByRole("group", { name: tw("profileEdit.certificationLegend", { n: 1 }) });
      await row.getByLabel(tw("profileEdit.certificationName")).fill(`Guía de barrancos ${token}`);
      await row.getByLabel(tw("profileEdit.certificationYear")).fill(String(new Date().getFullYear()));
      await form.getByRole("button", { name: tw("profileEdit.save") }).click();
      await expect(page).toHaveURL(/\/tropleader\/editar-perfil$/);
      await page.goto(`/tropleader/${guide.id}`);
      await expect(page.getByText(`Jaca ${token}`).first()).toBeVisible();
      await expect(page.getByText(`Guía de barrancos ${token}`)).toBeVisible();
      await context.close();
    });

    test("only tropleaders edit a tropleader profile; at 375 px it fits and passes axe", async ({
      page,
      request,
    }) => {
      const traveller = await newTraveller(request, { locale: lang });
      await signInAs(page, lang, traveller, { redirect: "/tropleader/editar-perfil" });
      await expect(page).toHaveURL(/\/$/);
      const denied = await page.request.post("/tropleader/editar-perfil", {
        form: { intent: "profile", name: "Intruso" },
        headers: { Origin: new URL(page.url()).origin },
        maxRedirects: 0,
      });
      // The server sends a traveller away before reading the form: nothing about them changes.
      expect(denied.status()).toBe(302);
      expect(denied.headers().location).toBe("/");
      await page.context().clearCookies();

      const guide = await newTropleader(request);
      await page.setViewportSize({ width: 375, height: 800 });
      await signInAs(page, lang, guide, { redirect: "/tropleader/editar-perfil" });
      // The URL changes before the page has finished rendering (a check run then saw an 800 px tall document
      // that grew to ~2,900 px during the axe run, and axe read the footer's text against the white page):
      // wait for the page itself first.
      await expect(page.getByRole("heading", { level: 1, name: tw("profileEdit.title") })).toBeVisible();
      await expect(page.getByTestId("profile-form")).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SCREENS}/profile-edit-375-${lang}.png`, fullPage: true });
    });
  });
}
