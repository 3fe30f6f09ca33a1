import type { APIRequestContext, Page } from "@playwright/test";
import { newTraveller } from "./factory.ts";
import { expect, humanClick, test } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

/** The platform's clock (core/rules/platform-calendar.ts), as core/format/dates.ts's formatDateTime writes it. */
const madrid = (iso: string, lang: "es" | "en") =>
  new Intl.DateTimeFormat(lang === "es" ? "es-ES" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Madrid",
  }).format(new Date(iso));

/** The first `<time>` of the server's HTML of a page, before any script has run: its datetime and its text. */
async function serverTime(request: APIRequestContext, url: string) {
  const html = await (await request.get(url)).text();
  const match = /<time[^>]*datetime="([^"]+)"[^>]*>([^<]*)<\/time>/i.exec(html);
  if (!match) throw new Error(`no <time> in the server's page ${url}`);
  return { iso: match[1]!, text: match[2]!.replace(/&nbsp;|\u202f/g, " ") };
}

const normalised = async (page: Page) =>
  ((await page.locator("time").first().textContent()) ?? "").replace(/\u202f|\u00a0/g, " ");

// Issue 39: the dev mailbox rendered its times in the server's zone, then the browser rewrote them in its own
// after hydration (a click during that rewrite was lost). Both now write the platform's clock, once.
for (const lang of ["es", "en"] as const) {
  const auth = loadTexts(lang, "auth");

  test.describe(`dev mailbox times (${lang})`, () => {
    // A browser far from Madrid and from the server's zone: any rewrite in the browser's zone would show.
    test.use({ locale: lang === "es" ? "es-ES" : "en-GB", timezoneId: "Pacific/Auckland" });

    test("the time reads the same in the server's page and once hydrated, on Madrid's clock", async ({
      page,
    }) => {
      const traveller = await newTraveller(page.request, { locale: lang });
      await page.goto("/forgot-password");
      await page.getByLabel(text(auth, "fields.email")).fill(traveller.email);
      await humanClick(page.getByRole("button", { name: text(auth, "forgot.submit") }));
      await expect(page.getByRole("heading", { name: text(auth, "forgot.sentTitle") })).toBeVisible();

      const list = `/dev/mailbox?to=${encodeURIComponent(traveller.email)}`;
      const before = await serverTime(page.request, list);
      expect(before.text).toBe(madrid(before.iso, lang).replace(/\u202f|\u00a0/g, " "));
      await page.goto(list);
      await expect(page.locator("time").first()).toBeVisible();
      expect(await normalised(page)).toBe(before.text);

      // The email's own page: its date, the same way.
      await page.locator(`a[href^="/dev/mailbox/"]`).first().click();
      await expect(page).toHaveURL(/\/dev\/mailbox\/[^/?]+$/);
      const detail = await serverTime(page.request, new URL(page.url()).pathname);
      expect(detail).toEqual(before);
      await page.reload();
      await expect(page.locator("time").first()).toBeVisible();
      expect(await normalised(page)).toBe(before.text);
    });
  });
}
