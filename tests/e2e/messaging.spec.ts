import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import {
  type FactoryTrip,
  type FactoryUser,
  newBooking,
  newGroupConversation,
  newTraveller,
  newTrip,
  newTropleader,
  signInAs,
  uniqueToken,
} from "./factory.ts";
import { expect, test, waitingForHydration } from "./fixtures.ts";
import { loadTexts, text } from "./texts.ts";

/**
 * Messaging journeys: two and three browser contexts, live messages both ways, read receipts, search, a
 * departure group and a third user kept out by URL and by socket, each journey with its own tropleader,
 * travellers and trips; and reconnection after a real server restart, against a production server this spec
 * starts itself (so it can restart it without disturbing the other journeys).
 */

const SCREENS = ".tmp/screens";
const LEADER = "Lucía Fernández";
const TRAVELLER = "Marta Viajera";

// ---------------------------------------------------------------------------------------------- test data

/** The tropleader and a traveller of one journey, and a trip of that tropleader the traveller asks about. */
async function leaderTravellerAndTrip(request: APIRequestContext) {
  const token = uniqueToken();
  const leader = await newTropleader(request, { name: LEADER });
  const marta = await newTraveller(request, { name: TRAVELLER });
  const trip = await newTrip(request, {
    tropleaderId: leader.id,
    title: `Surf en Taghazout ${token}`,
    departures: [{ daysFromNow: 50, seats: 10 }],
  });
  return { token, leader, marta, trip };
}

/** A departure of the tropleader's with these travellers booked on it, and its group conversation open. */
async function groupTrip(
  request: APIRequestContext,
  leader: FactoryUser,
  token: string,
  travellers: FactoryUser[],
) {
  const trip = await newTrip(request, {
    tropleaderId: leader.id,
    title: `Surf y yoga en Ericeira ${token}`,
    departures: [{ daysFromNow: 30, seats: 10 }],
  });
  const departureId = trip.departures[0]!.id;
  for (const t of travellers) await newBooking(request, { userId: t.id, departureId });
  await newGroupConversation(request, { tropleaderId: leader.id, departureId });
  return trip;
}

// ---------------------------------------------------------------------------------------------- helpers

function messagingHelpers(lang: "es" | "en") {
  const chat = loadTexts(lang, "chat");
  const catalogue = loadTexts(lang, "catalogue");
  const t = (key: string, vars?: Record<string, string | number>) => text(chat, key, vars);
  const locale = lang === "es" ? "es-ES" : "en-GB";
  const stamp = () => `${lang}-${Date.now().toString(36)}`;

  async function signedIn(
    browser: Browser,
    baseURL: string,
    user: FactoryUser,
    width = 1280,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ baseURL, locale, viewport: { width, height: 860 } });
    const page = waitingForHydration(await context.newPage());
    await signInAs(page, lang, user, { redirect: "/mensajes" });
    await page.waitForURL((url) => url.pathname === "/mensajes");
    return { context, page };
  }

  const composer = (page: Page) => page.getByLabel(t("composer.label"));
  const bubble = (page: Page, content: string | RegExp) =>
    page.getByTestId("chat-message").filter({ hasText: content });
  const row = (page: Page, name: string | RegExp) =>
    page.getByTestId("conversation-row").filter({ hasText: name });

  async function send(page: Page, content: string) {
    await composer(page).fill(content);
    await composer(page).press("Enter");
    await expect(bubble(page, content)).toBeVisible();
  }

  /** The traveller starts (or reopens) her conversation with the trip's tropleader, from its contact button. */
  async function contactsLeader(page: Page, trip: FactoryTrip): Promise<string> {
    await page.goto(`/viaje/${trip.slug}`);
    await page.locator('[data-testid="departure-option"][data-full="false"]').first().click();
    await page.getByRole("button", { name: text(catalogue, "departures.contact") }).click();
    await page.waitForURL(/\/mensajes\?c=/);
    const pane = page.getByRole("region", { name: LEADER });
    await expect(pane).toBeVisible();
    await expect(pane.getByText(t("pane.aboutTrip", { trip: trip.title }))).toBeVisible();
    return new URL(page.url()).searchParams.get("c")!;
  }

  return { t, locale, stamp, signedIn, composer, bubble, row, send, contactsLeader };
}

// ---------------------------------------------------------------------------------------------- journeys

for (const lang of ["es", "en"] as const) {
  const common = loadTexts(lang, "common");
  const { t, locale, stamp, signedIn, composer, bubble, row, send, contactsLeader } = messagingHelpers(lang);

  test.describe(`messaging (${lang})`, () => {
    test("start from a trip page, live messages both ways, read receipts and search", async ({
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(120_000);
      const { token, leader, marta: traveller, trip } = await leaderTravellerAndTrip(request);
      // She also travels on another of the tropleader's departures, whose group is open.
      const group = await groupTrip(request, leader, token, [traveller]);
      const groupName = t("group.name", { trip: group.title });
      const marta = await signedIn(browser, baseURL!, traveller);
      const lucia = await signedIn(browser, baseURL!, leader);
      const conversationId = await contactsLeader(marta.page, trip);

      // Lucía opens the same conversation (it is in her list, under Marta's name).
      await lucia.page.goto(`/mensajes?c=${conversationId}`);
      await expect(lucia.page.getByRole("region", { name: TRAVELLER })).toBeVisible();

      // Marta → Lucía, live; Lucía has it open, so Marta's ✓ becomes ✓✓.
      const hello = `Hola Lucía, ¿queda sitio? ${stamp()}`;
      await send(marta.page, hello);
      await expect(bubble(lucia.page, hello)).toBeVisible();
      await expect(bubble(marta.page, hello).getByTestId("receipt")).toHaveAttribute("data-state", "read");

      // Lucía → Marta with Shift+Enter for a new line; shown as text, never as HTML. Her socket is open (she
      // has just received a message on it), so the page sends over it: no HTTP request.
      const posts: string[] = [];
      lucia.page.on("request", (r) => {
        if (r.method() === "POST" && /\/api\/conversations\/[^/]+\/messages$/.test(r.url()))
          posts.push(r.url());
      });
      const first = `¡Sí! <b>quedan plazas</b> ${stamp()}`;
      await composer(lucia.page).fill(first);
      await composer(lucia.page).press("Shift+Enter");
      await composer(lucia.page).pressSequentially("Segunda línea");
      await expect(composer(lucia.page)).toHaveValue(`${first}\nSegunda línea`);
      await composer(lucia.page).press("Enter");
      await expect(bubble(marta.page, first)).toBeVisible();
      await expect(bubble(marta.page, first)).toContainText("Segunda línea");
      await expect(marta.page.locator("b", { hasText: "quedan plazas" })).toHaveCount(0);
      await expect(bubble(lucia.page, first).getByTestId("receipt")).toHaveAttribute("data-state", "read");
      expect(posts).toEqual([]);

      // Blank messages are not sent.
      await composer(marta.page).fill("   ");
      await composer(marta.page).press("Enter");
      await expect(marta.page.getByRole("button", { name: t("composer.send") })).toBeDisabled();

      // A message while the recipient is elsewhere stays unread (✓) and shows in her list.
      await lucia.page.goto("/mensajes");
      const unseen = `¿Hay que llevar neopreno? ${stamp()}`;
      await send(marta.page, unseen);
      await expect(bubble(marta.page, unseen).getByTestId("receipt")).toHaveAttribute("data-state", "sent");
      const luciaRow = row(lucia.page, trip.title).filter({ hasText: TRAVELLER });
      await expect(luciaRow).toContainText(unseen);
      await expect(luciaRow).toContainText(t("list.unread_one", { count: 1 }));

      // Search really filters, by trip title and by name, ignoring accents and case.
      const search = marta.page.getByLabel(t("list.searchLabel"));
      await expect(row(marta.page, groupName)).toBeVisible();
      await search.fill("TAGHAZOUT");
      await expect(row(marta.page, trip.title)).toHaveCount(1);
      await expect(row(marta.page, group.title)).toHaveCount(0);
      await search.fill("lucia fernandez");
      await expect(row(marta.page, LEADER).first()).toBeVisible();
      await expect(row(marta.page, groupName)).toHaveCount(0);
      await search.fill("nadie-se-llama-asi");
      await expect(marta.page.getByText(t("list.noResults", { q: "nadie-se-llama-asi" }))).toBeVisible();
      await search.fill("");
      await expect(row(marta.page, groupName)).toBeVisible();

      await marta.page.screenshot({ path: `${SCREENS}/messaging-${lang}-1280.png` });
      const mobile = await signedIn(browser, baseURL!, traveller, 375);
      await expect(row(mobile.page, LEADER).first()).toBeVisible();
      await mobile.page.screenshot({ path: `${SCREENS}/messaging-${lang}-375-list.png` });
      await row(mobile.page, trip.title).click();
      await expect(bubble(mobile.page, hello)).toBeVisible();
      await expect(mobile.page.getByTestId("conversation-row").first()).toBeHidden();
      await mobile.page.screenshot({ path: `${SCREENS}/messaging-${lang}-375-pane.png` });
      await mobile.page.getByRole("link", { name: t("pane.back") }).click();
      await expect(row(mobile.page, LEADER).first()).toBeVisible();

      for (const c of [marta.context, lucia.context, mobile.context]) await c.close();
    });

    test("the header badge follows new messages on any page, and a failed list refresh changes nothing", async ({
      browser,
      baseURL,
      request,
    }) => {
      const { leader, marta: traveller, trip } = await leaderTravellerAndTrip(request);
      const marta = await signedIn(browser, baseURL!, traveller);
      const lucia = await signedIn(browser, baseURL!, leader);
      const conversationId = await contactsLeader(marta.page, trip);
      await lucia.page.goto(`/mensajes?c=${conversationId}`);

      // On /mensajes, Marta's list refreshes fail as if the connection dropped; the socket still works.
      let cut = 0;
      const refreshes = /\/api\/conversations\?q=|\/mensajes\.data/;
      await marta.page.route(refreshes, async (route) => {
        cut++;
        await route.abort("internetdisconnected");
      });
      const during = `Durante el corte ${stamp()}`;
      await send(lucia.page, during);
      await expect(bubble(marta.page, during)).toBeVisible();
      await expect.poll(() => cut, { timeout: 15_000 }).toBeGreaterThan(0);
      await expect(
        marta.page.getByRole("heading", { name: text(common, "errors.genericTitle") }),
      ).toHaveCount(0);
      await expect(composer(marta.page)).toBeEditable();
      await marta.page.unroute(refreshes);

      // Elsewhere on the site, a new message lights the badge up without a reload.
      await marta.page.goto("/viajes");
      const unreadNow = async () =>
        ((await (await marta.page.request.get("/api/conversations/unread")).json()) as { count: number })
          .count;
      const before = await unreadNow();
      const userMenu = marta.page
        .getByRole("banner")
        .getByRole("button", { name: text(common, "userMenu.open") });
      const badge = (count: number) =>
        text(common, `userMenu.unread_${count === 1 ? "one" : "other"}`, { count });
      if (before > 0) await expect(userMenu).toContainText(badge(before));
      const elsewhere = `Mientras exploras ${stamp()}`;
      await send(lucia.page, elsewhere);
      await expect(userMenu).toContainText(badge(before + 1), { timeout: 15_000 });

      // Reading it there brings the badge back down.
      await userMenu.click();
      await marta.page
        .getByRole("banner")
        .getByRole("link", { name: new RegExp(text(common, "userMenu.messages")) })
        .click();
      await marta.page.waitForURL((url) => url.pathname === "/mensajes");
      await row(marta.page, LEADER).first().click();
      await expect(bubble(marta.page, elsewhere)).toBeVisible();
      if (before === 0) await expect(userMenu).not.toContainText(badge(1));
      else await expect(userMenu).toContainText(badge(before));

      for (const c of [marta.context, lucia.context]) await c.close();
    });

    test("a group message from the tropleader reaches two travellers of the departure", async ({
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(120_000);
      const token = uniqueToken();
      const leader = await newTropleader(request, { name: LEADER });
      const [first, second, absent] = [
        await newTraveller(request, { name: TRAVELLER }),
        await newTraveller(request, { name: `Pablo Gómez ${token}` }),
        await newTraveller(request, { name: `Nuria Sanz ${token}` }),
      ] as const;
      const group = await groupTrip(request, leader, token, [first, second, absent]);
      const groupName = t("group.name", { trip: group.title });
      const lucia = await signedIn(browser, baseURL!, leader);
      await row(lucia.page, groupName).click();
      const members = lucia.page
        .getByRole("region", { name: groupName })
        .locator("p")
        .filter({
          hasText: t("group.tropleader"),
        });
      await expect(members).toBeVisible();
      const memberLine = (await members.textContent()) ?? "";
      // Travellers see each other's names only: never an email or a phone number.
      expect(memberLine).not.toMatch(/@|\+\d/);
      for (const traveller of [first, second, absent]) expect(memberLine).toContain(traveller.name);

      const marta = await signedIn(browser, baseURL!, first);
      const other = await signedIn(browser, baseURL!, second);
      for (const p of [marta.page, other.page]) await row(p, groupName).click();

      const news = `Punto de encuentro: Lisboa, 13:00 ${stamp()}`;
      await send(lucia.page, news);
      for (const p of [marta.page, other.page]) await expect(bubble(p, news)).toBeVisible();
      // ✓✓ in a group means read by every member; the third traveller of the departure is not here yet.
      await expect(bubble(lucia.page, news).getByTestId("receipt")).toHaveAttribute("data-state", "sent");
      // A reply from a traveller reaches the others.
      const reply = `¡Allí estaré! ${stamp()}`;
      await send(other.page, reply);
      await expect(bubble(marta.page, reply)).toBeVisible();
      await expect(bubble(marta.page, reply)).toContainText(second.name);
      await other.page.screenshot({ path: `${SCREENS}/messaging-${lang}-group-1280.png` });

      for (const c of [marta.context, lucia.context, other.context]) await c.close();
    });

    test("a third user cannot open the conversation, by URL or by socket", async ({
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(120_000);
      const { marta: traveller, trip } = await leaderTravellerAndTrip(request);
      const outsider = await newTraveller(request, { name: "Tercera Persona" });
      const marta = await signedIn(browser, baseURL!, traveller);
      const conversationId = await contactsLeader(marta.page, trip);
      const third = await signedIn(browser, baseURL!, outsider);

      const response = await third.page.goto(`/mensajes?c=${conversationId}`);
      expect(response?.status()).toBe(404);
      await expect(third.page.getByText(t("pane.unavailableTitle"))).toBeVisible();
      await expect(third.page.getByTestId("chat-message")).toHaveCount(0);
      const api = await third.page.request.get(`/api/conversations/${conversationId}/messages`);
      expect(api.status()).toBe(404);
      const post = await third.page.request.post(`/api/conversations/${conversationId}/messages`, {
        data: { content: "intruso" },
        headers: { origin: baseURL! },
      });
      expect(post.status()).toBe(404);

      // The outsider's own socket listens while Marta writes: nothing of it arrives.
      await third.page.goto("/mensajes");
      await third.page.evaluate(() => {
        const w = window as unknown as { frames_: string[]; ws_: WebSocket };
        w.frames_ = [];
        w.ws_ = new WebSocket(`ws://${location.host}/realtime`);
        w.ws_.onmessage = (e) => w.frames_.push(String(e.data));
      });
      await third.page.waitForFunction(() =>
        (window as unknown as { frames_: string[] }).frames_.some((f) => f.includes('"ready"')),
      );
      const secret = `Solo para Lucía ${stamp()}`;
      await send(marta.page, secret);
      await third.page.waitForTimeout(1500);
      const frames = await third.page.evaluate(() => (window as unknown as { frames_: string[] }).frames_);
      expect(frames.join("\n")).not.toContain(secret);
      await expect(third.page.getByText(secret)).toHaveCount(0);
      // Nor can it send into the conversation.
      await third.page.evaluate((id) => {
        const w = window as unknown as { ws_: WebSocket };
        w.ws_.send(
          JSON.stringify({ type: "send", id: crypto.randomUUID(), conversationId: id, content: "intruso" }),
        );
      }, conversationId);
      await third.page.waitForFunction(() =>
        (window as unknown as { frames_: string[] }).frames_.some((f) => f.includes('"not_sent"')),
      );
      const refusal = await third.page.evaluate(() =>
        (window as unknown as { frames_: string[] }).frames_.find((f) => f.includes('"not_sent"')),
      );
      expect(JSON.parse(refusal!)).toMatchObject({ messageKey: "chat:errors.conversationUnavailable" });

      // Signed out, /mensajes asks to sign in and comes back.
      const anonymous = await browser.newContext({ baseURL, locale });
      const anon = waitingForHydration(await anonymous.newPage());
      await anon.goto(`/mensajes?c=${conversationId}`);
      await expect(anon).toHaveURL(/\/login\?redirect=%2Fmensajes/);

      for (const c of [marta.context, third.context, anonymous]) await c.close();
    });

    // The same in both languages: once is enough.
    if (lang === "es") {
      test("a send whose answer is lost is sent again over HTTP and stored once", async ({
        browser,
        baseURL,
        request,
      }) => {
        test.setTimeout(120_000);
        const { leader, marta: traveller, trip } = await leaderTravellerAndTrip(request);
        const marta = await signedIn(browser, baseURL!, traveller);
        const conversationId = await contactsLeader(marta.page, trip);
        const lucia = await signedIn(browser, baseURL!, leader);
        await lucia.page.goto(`/mensajes?c=${conversationId}`);

        // Marta's socket reaches the server, but the server's answers to her sends never come back.
        await marta.context.routeWebSocket(/\/realtime$/, (ws) => {
          const server = ws.connectToServer();
          ws.onMessage((m) => server.send(m));
          server.onMessage((m) => {
            if (typeof m === "string" && m.includes('"type":"sent"')) return;
            ws.send(m);
          });
        });
        await marta.page.reload();
        const posts: string[] = [];
        marta.page.on("request", (r) => {
          if (r.method() === "POST" && /\/api\/conversations\/[^/]+\/messages$/.test(r.url()))
            posts.push(r.url());
        });
        const lost = `¿Me llega esto? ${stamp()}`;
        await composer(marta.page).fill(lost);
        await composer(marta.page).press("Enter");
        // Stored at once (Lucía sees it live); Marta's page, unanswered, sends it again over HTTP with the
        // same id and gets the stored message back.
        await expect(bubble(lucia.page, lost)).toBeVisible();
        await expect(bubble(marta.page, lost)).toBeVisible({ timeout: 20_000 });
        expect(posts).toHaveLength(1);
        await expect(composer(marta.page)).toHaveValue("");
        for (const page of [marta.page, lucia.page]) {
          await page.reload();
          await expect(bubble(page, lost)).toHaveCount(1);
        }

        for (const c of [marta.context, lucia.context]) await c.close();
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------- own server

const port = Number(process.env.E2E_PORT ?? 3210) + 100;
const ownBaseURL = `http://localhost:${port}`;
const buildDir = process.env.TROPA_BUILD_DIR ?? "build";
const dataDir = `.tmp/e2e-data-messaging-${port}`;
let server: ChildProcess | null = null;

async function startServer() {
  server = spawn("node", [`${buildDir}/node/main.js`], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_MODE: "true",
      E2E_FACTORY: "true",
      APP_URL: ownBaseURL,
      TROPA_BUILD_DIR: buildDir,
      JOBS_POLL_MS: "200",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${ownBaseURL}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the messaging test server did not start");
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stopServer() {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

// Restarting the server would cut every other journey's connection: these run on a server of their own, one
// at a time.
test.describe("messaging across a server restart", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: ownBaseURL });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(SCREENS, { recursive: true });
    await startServer();
  });
  test.afterAll(async () => {
    await stopServer();
  });

  for (const lang of ["es", "en"] as const) {
    const { t, stamp, signedIn, bubble, send, contactsLeader } = messagingHelpers(lang);

    test(`reconnects after the server restarts and shows the messages sent meanwhile (${lang})`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const { leader, marta: traveller, trip } = await leaderTravellerAndTrip(request);
      const marta = await signedIn(browser, ownBaseURL, traveller);
      const lucia = await signedIn(browser, ownBaseURL, leader);
      const conversationId = await contactsLeader(marta.page, trip);
      await lucia.page.goto(`/mensajes?c=${conversationId}`);
      const before = `Antes del reinicio ${stamp()}`;
      await send(lucia.page, before);
      await expect(bubble(marta.page, before)).toBeVisible();

      // Marta loses her connection, and the server restarts while she is away (a list refresh cut by the stop
      // changes nothing on screen).
      await marta.context.setOffline(true);
      await stopServer();
      await expect(lucia.page.getByText(t("pane.reconnecting"))).toBeVisible();
      await startServer();
      await expect(lucia.page.getByText(t("pane.reconnecting"))).toHaveCount(0, { timeout: 30_000 });
      const meanwhile = `Mientras estabas fuera ${stamp()}`;
      await send(lucia.page, meanwhile);
      await expect(bubble(marta.page, meanwhile)).toHaveCount(0);

      // Back online: Marta's page reconnects by itself and catches up, without a reload.
      await marta.context.setOffline(false);
      await expect(bubble(marta.page, meanwhile)).toBeVisible({ timeout: 30_000 });
      await expect(bubble(marta.page, before)).toHaveCount(1);
      // And the link works both ways again.
      const after = `De vuelta ${stamp()}`;
      await send(marta.page, after);
      await expect(bubble(lucia.page, after)).toBeVisible();
      await expect(bubble(marta.page, after).getByTestId("receipt")).toHaveAttribute("data-state", "read");

      for (const c of [marta.context, lucia.context]) await c.close();
    });
  }
});
