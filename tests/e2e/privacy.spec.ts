import type { Browser, Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { expectNoSeriousA11yViolations, expectWellFormedOutline } from "./axe.ts";
import {
  type FactoryUser,
  newBooking,
  newGroupConversation,
  newMessage,
  newTraveller,
  newTrip,
  newTropleader,
  signInAs,
  uniqueToken,
  unsubscribeLink,
} from "./factory.ts";
import { expect, submitSignIn, test, waitingForHydration } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

const SCREENS = ".tmp/screens";
const ADMIN = { email: "admin@tropa.demo", password: "tropa1234" };

// Issue 15: download one's data, delete one's account, unsubscribe without signing in, the privacy page's
// table and the admin's privacy log.
for (const lang of ["es", "en"] as const) {
  const privacy = loadTexts(lang, "privacy");
  const tp = (key: string, vars?: Record<string, string | number>) => text(privacy, key, vars);
  const common = loadTexts(lang, "common");
  const auth = loadTexts(lang, "auth");
  const admin = loadTexts(lang, "admin");
  const locale = lang === "es" ? "es-ES" : "en-GB";
  const deletedUser = text(common, "deletedUser");

  async function openAs(
    browser: Browser,
    baseURL: string,
    user: Pick<FactoryUser, "email" | "password">,
    path: string,
  ) {
    const page: Page = waitingForHydration(await (await browser.newContext({ baseURL, locale })).newPage());
    await signInAs(page, lang, user, { redirect: path });
    return page;
  }

  /** A traveller and another on a trip that ended 20 days ago, each with a message in the group chat. */
  async function pastTripWithChat(request: Parameters<typeof newTraveller>[0]) {
    const token = uniqueToken();
    const guide = await newTropleader(request, { name: `Guía ${token}` });
    const trip = await newTrip(request, {
      tropleaderId: guide.id,
      title: `Ruta del Cares ${token}`,
      departures: [{ daysFromNow: -24, seats: 8 }],
    });
    const departure = trip.departures[0]!;
    const me = await newTraveller(request, { name: `Lía ${token}`, locale: lang });
    const other = await newTraveller(request, { name: `Otro ${token}`, locale: lang });
    const booking = await newBooking(request, {
      userId: me.id,
      departureId: departure.id,
      status: "completed",
      medicalConditions: "Asma leve",
    });
    await newBooking(request, { userId: other.id, departureId: departure.id, status: "completed" });
    const { conversationId } = await newGroupConversation(request, {
      tropleaderId: guide.id,
      departureId: departure.id,
    });
    const mine = `Gracias por todo, ${token}`;
    const theirs = `Mensaje de otra persona ${token}`;
    await newMessage(request, { senderId: me.id, conversationId, content: mine });
    await newMessage(request, { senderId: other.id, conversationId, content: theirs });
    return { token, guide, me, other, booking, conversationId, mine, theirs };
  }

  test.describe(`privacy (${lang})`, () => {
    test.use({ locale });

    test("a traveller downloads their data, deletes their account, and the others keep their records", async ({
      browser,
      baseURL,
      request,
    }) => {
      test.slow();
      const s = await pastTripWithChat(request);
      const page = await openAs(browser, baseURL!, s.me, "/viajero/dashboard?tab=perfil");

      // Mi Perfil → Tus datos: ask for the export.
      const section = page.getByRole("region", { name: tp("data.title") });
      await expect(section).toBeVisible();
      await section.getByRole("button", { name: tp("data.exportButton") }).click();
      await expect(section.getByText(tp("data.exportRequested"))).toBeVisible();
      await expect(section.getByRole("button", { name: tp("data.exportButton") })).toBeDisabled();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SCREENS}/privacy-profile-${lang}.png`, fullPage: true });

      // The job emails a link; it downloads the ZIP once.
      const subject =
        lang === "es"
          ? "Tus datos de Tropa están listos para descargar"
          : "Your Tropa data is ready to download";
      await expect(async () => {
        await page.goto(`/dev/mailbox?to=${encodeURIComponent(s.me.email)}`);
        await expect(page.getByRole("link", { name: new RegExp(subject) })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      await page
        .getByRole("link", { name: new RegExp(subject) })
        .first()
        .click();
      const href = await page.getByTestId("mailbox-link").first().getAttribute("href");
      expect(href).toMatch(/\/cuenta\/datos\/[0-9a-f-]{36}\?clave=/);
      const download = await page.request.get(href!);
      expect(download.status()).toBe(200);
      expect(download.headers()["content-type"]).toBe("application/zip");
      const zip = unzipSync(new Uint8Array(await download.body()));
      const data = JSON.parse(strFromU8(zip["datos.json"]!));
      expect(data.account).toMatchObject({ id: s.me.id, email: s.me.email });
      expect(data.bookings.map((b: { booking_reference: string }) => b.booking_reference)).toEqual([
        s.booking.bookingReference,
      ]);
      expect(data.messages.map((m: { content: string }) => m.content)).toEqual([s.mine]);
      const json = strFromU8(zip["datos.json"]!);
      expect(json).not.toContain(s.theirs);
      expect(json).not.toContain(s.other.email);
      expect(strFromU8(zip[lang === "es" ? "resumen.txt" : "summary.txt"]!)).toContain(
        s.booking.bookingReference,
      );
      // Once only: the same link now says it is no longer valid.
      await page.goto(href!);
      await expect(page).toHaveURL(/\/cuenta\/datos\/no-valido$/);
      await expect(page.getByRole("heading", { name: tp("export.invalidTitle") })).toBeVisible();
      await expect(page.getByRole("alert")).toHaveText(tp("export.errors.linkInvalid"));

      // Delete the account: consequences, then password and confirmation checked in the browser and the server.
      await page.goto("/viajero/dashboard?tab=perfil");
      await page.getByRole("link", { name: tp("data.deleteLink") }).click();
      await expect(page.getByRole("heading", { level: 1, name: tp("delete.title") })).toBeVisible();
      await expect(page.getByText(tp("delete.intro"))).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectWellFormedOutline(page);
      await page.screenshot({ path: `${SCREENS}/privacy-delete-${lang}.png`, fullPage: true });
      await page.getByRole("button", { name: tp("delete.submit") }).click();
      await expect(page.getByText(tp("delete.errors.passwordRequired"))).toBeVisible();
      await expect(page.getByText(tp("delete.errors.confirmRequired"))).toBeVisible();
      await page.getByLabel(tp("delete.password")).fill("no-es-la-clave");
      await page.getByLabel(tp("delete.confirm")).check();
      await page.getByRole("button", { name: tp("delete.submit") }).click();
      await expect(
        page.getByRole("alert").filter({ hasText: tp("delete.errors.wrongPassword") }),
      ).toBeVisible();
      await page.getByLabel(tp("delete.password")).fill(s.me.password);
      await page.getByLabel(tp("delete.confirm")).check();
      await page.getByRole("button", { name: tp("delete.submit") }).click();
      await expect(page.getByRole("heading", { name: tp("delete.doneTitle") })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // No way back in with the old credentials.
      await page.goto("/login");
      await submitSignIn(page, lang, s.me.email, s.me.password);
      await expect(page.getByText(text(auth, "login.errors.invalidCredentials"))).toBeVisible();
      await expect(page).toHaveURL(/\/login/);
      await page.context().close();

      // The guide: the message is still in the group, signed as a deleted user; the booking record remains.
      const guidePage = await openAs(browser, baseURL!, s.guide, `/mensajes?c=${s.conversationId}`);
      const message = guidePage.getByText(s.mine);
      await expect(message).toBeVisible();
      await expect(guidePage.getByText(deletedUser, { exact: true }).first()).toBeVisible();
      await expect(guidePage.getByText(s.me.name)).toHaveCount(0);
      await guidePage.goto(
        `/tropleader/dashboard/reservas?q=${encodeURIComponent(s.booking.bookingReference)}`,
      );
      await expect(guidePage.getByText(s.booking.bookingReference).first()).toBeVisible();
      await expect(guidePage.getByText(deletedUser).first()).toBeVisible();
      await guidePage.context().close();

      // The admin's privacy log: the export and the deletion, with the legal record only there.
      const adminPage = await openAs(browser, baseURL!, ADMIN, "/admin/privacidad");
      const log = adminPage.getByTestId("privacy-requests");
      await expect(log).toBeVisible();
      // Other journeys delete accounts too: open this deletion's own legal record (it names this booking).
      const deletion = log
        .locator("tr[data-kind='deletion']")
        .filter({ hasText: text(admin, "privacy.deletedUser") })
        .filter({ hasText: s.booking.bookingReference });
      await expect(deletion).toHaveCount(1);
      await deletion.getByText(text(admin, "privacy.legalRecord")).click();
      await expect(deletion.getByText(new RegExp(s.booking.bookingReference))).toBeVisible();
      await expectNoSeriousA11yViolations(adminPage);
      await adminPage.screenshot({ path: `${SCREENS}/privacy-admin-${lang}.png`, fullPage: true });
      await adminPage.context().close();
    });

    test("a tropleader with travellers still to take cannot delete their account yet", async ({
      page,
      request,
    }) => {
      const guide = await newTropleader(request, { name: `Guía ${uniqueToken()}` });
      const trip = await newTrip(request, {
        tropleaderId: guide.id,
        departures: [{ daysFromNow: 30, seats: 8 }],
      });
      const traveller = await newTraveller(request, { locale: lang });
      await newBooking(request, { userId: traveller.id, departureId: trip.departures[0]!.id });
      await signInAs(page, lang, guide, { redirect: "/cuenta/eliminar" });
      await expect(page.getByText(tp("delete.blockedTitle"))).toBeVisible();
      await expect(page.getByText(tp("delete.errors.upcomingDepartures"))).toBeVisible();
      await expect(page.getByRole("button", { name: tp("delete.submit") })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      // On a phone too; and the way to what blocks it is a link the keyboard reaches.
      await page.setViewportSize({ width: 375, height: 800 });
      await expectNoSeriousA11yViolations(page);
      const next = page.getByRole("link", { name: tp("delete.goToDepartures") });
      await next.focus();
      await expect(next).toBeFocused();
      await page.screenshot({ path: `${SCREENS}/privacy-delete-blocked-375-${lang}.png`, fullPage: true });
    });

    test("an email's unsubscribe link works without signing in, and a forged one changes nothing", async ({
      page,
      request,
    }) => {
      const reader = await newTraveller(request, { locale: lang });
      const { path } = await unsubscribeLink(request, { userId: reader.id, kind: "mensajes" });
      await page.goto(path);
      await expect(page.getByText(tp("unsubscribe.mensajes"))).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("button", { name: tp("unsubscribe.confirm") }).click();
      await expect(page.getByText(tp("unsubscribe.doneMensajes"))).toBeVisible();
      // The setting is off in Mi Perfil.
      await signInAs(page, lang, reader, { redirect: "/viajero/dashboard?tab=perfil" });
      const profile = loadTexts(lang, "profile");
      await expect(page.getByLabel(text(profile, "settings.notificationsEmail"))).not.toBeChecked();

      await page.goto(path.replace(/firma=[^&]+/, "firma=falsa"));
      await expect(page.getByRole("alert")).toHaveText(tp("unsubscribe.invalid"));
    });

    test("the privacy page lists what is kept and for how long, from the jobs' own periods", async ({
      page,
    }) => {
      await page.goto("/privacidad");
      const table = page.getByTestId("privacy-table");
      await expect(table).toBeVisible();
      await expect(table.locator("tr[data-row='bookings'] td").nth(1)).toHaveText(
        tp("table.retentionText.bookings", { years: tp("table.retentionUnits.years_other", { count: 7 }) }),
      );
      await expect(table.locator("tr[data-row='account'] td").nth(1)).toHaveText(
        tp("table.retentionText.account", {
          years: tp("table.retentionUnits.years_other", { count: 3 }),
          days: tp("table.retentionUnits.days_other", { count: 30 }),
        }),
      );
      // Axe: the sweep checks /privacidad signed out at 375 px and on a desktop in both languages
      // (axe-every-page.spec.ts), the states this journey shows.
      // A phone reads one card per kind of data instead of the table.
      await page.setViewportSize({ width: 375, height: 800 });
      const cards = page.getByRole("list", { name: tp("table.title") });
      await expect(table).toBeHidden();
      await expect(
        cards.getByText(
          tp("table.retentionText.logs", { months: tp("table.retentionUnits.months_other", { count: 12 }) }),
        ),
      ).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/privacy-page-375-${lang}.png`, fullPage: true });
    });
  });
}
