import type { Locator } from "@playwright/test";
import sharp from "sharp";
import {
  newBooking,
  newTraveller,
  newTrip,
  newTropleader,
  SITE_ORIGIN,
  signInAs,
  uniqueToken,
} from "./factory.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

/**
 * Issue 39: a section's tab bar that scrolls sideways on a phone shows it (a shade at each edge with more tabs
 * beyond it, drawn by CSS) and opens with the current tab in view; on a desktop, where the tabs fit, no shade.
 * The shade is checked in the pixels the browser drew, against where the bar really has more tabs.
 */

const ADMIN = { email: "admin@tropa.demo", password: "tropa1234" };
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };
const SHOTS = process.env.E2E_SCREENSHOTS_DIR ?? `.tmp/screens-${process.env.E2E_PORT ?? 3210}`;

/** The brightness (0-255) of the pixel 2 px inside the bar's `edge`, in the padding above the tabs' labels. */
async function edgeBrightness(bar: Locator, edge: "left" | "right"): Promise<number> {
  const { data, info } = await sharp(await bar.screenshot({ animations: "disabled" }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const x = edge === "left" ? 2 : info.width - 3;
  const at = (4 * info.width + x) * info.channels;
  return ((data[at] ?? 0) + (data[at + 1] ?? 0) + (data[at + 2] ?? 0)) / 3;
}

/** Where the bar has more tabs beyond its visible box. */
function moreBeyond(bar: Locator) {
  return bar.evaluate((el) => ({
    overflows: el.scrollWidth > el.clientWidth,
    left: el.scrollLeft > 1,
    right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
  }));
}

/**
 * The current tab lies inside the bar's visible box, and each edge is shaded exactly when there is more that way;
 * `expectOverflow` says whether the bar must overflow (undefined: whichever it does).
 */
async function expectTabBar(bar: Locator, current: Locator, expectOverflow?: boolean) {
  await expect(current).toBeVisible();
  const barBox = await bar.boundingBox();
  const tabBox = await current.boundingBox();
  if (!barBox || !tabBox) throw new Error("the tab bar or its current tab has no box");
  expect(tabBox.x, "the current tab starts inside the bar").toBeGreaterThanOrEqual(barBox.x - 0.5);
  expect(tabBox.x + tabBox.width, "the current tab ends inside the bar").toBeLessThanOrEqual(
    barBox.x + barBox.width + 0.5,
  );
  const more = await moreBeyond(bar);
  if (expectOverflow !== undefined) {
    expect(more.overflows, "the bar overflows on a phone, fits on a desktop").toBe(expectOverflow);
  }
  for (const edge of ["left", "right"] as const) {
    const brightness = await edgeBrightness(bar, edge);
    if (more[edge]) expect(brightness, `a shade at the ${edge} edge (more tabs that way)`).toBeLessThan(235);
    else expect(brightness, `no shade at the ${edge} edge (nothing more that way)`).toBeGreaterThan(250);
  }
}

test("section tabs on a phone show that they scroll and open on the current tab; on a desktop no shade", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const token = uniqueToken();
  const guide = await newTropleader(request, { name: `Tabs ${token}` });
  const trip = await newTrip(request, {
    tropleaderId: guide.id,
    title: `Pestañas ${token}`,
    departures: [{ daysFromNow: 40, seats: 10 }],
  });
  const departure = trip.departures[0]!;
  const traveller = await newTraveller(request, { name: `Viajera ${token}` });
  await newBooking(request, { userId: traveller.id, departureId: departure.id, participants: 1 });

  await page.setViewportSize(PHONE);
  await signInAs(page, "es", guide, { redirect: "/tropleader/dashboard" });

  const guideBar = page.getByRole("navigation", { name: "Secciones del panel" });
  await page.goto("/tropleader/dashboard/cobros");
  // Bringing the tab into view scrolled the bar alone, not the page.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectTabBar(guideBar, page.getByTestId("guide-tab-cobros"), true);
  await page.screenshot({ path: `${SHOTS}/tabs-guide-cobros-375.png` });

  const base = `/tropleader/viajeros/${trip.id}/${departure.startDate}`;
  await page.goto(`${base}/documentos`);
  const departureBar = page.getByRole("navigation", { name: "Secciones de la salida" });
  await expectTabBar(departureBar, page.getByTestId("departure-tab-documentos"));
  await page.screenshot({ path: `${SHOTS}/tabs-departure-documentos-375.png` });

  // Before any script: the shade is the CSS's alone (the scripts would only bring the current tab into view).
  const noScripts = await browser.newContext({
    javaScriptEnabled: false,
    viewport: PHONE,
    storageState: await page.context().storageState(),
  });
  const plain = await noScripts.newPage();
  await plain.goto("/tropleader/dashboard");
  const plainBar = plain.getByRole("navigation", { name: "Secciones del panel" });
  expect(await moreBeyond(plainBar)).toEqual({ overflows: true, left: false, right: true });
  expect(await edgeBrightness(plainBar, "right")).toBeLessThan(235);
  expect(await edgeBrightness(plainBar, "left")).toBeGreaterThan(250);
  await noScripts.close();

  await page.setViewportSize(DESKTOP);
  await page.goto("/tropleader/dashboard/cobros");
  await expectTabBar(guideBar, page.getByTestId("guide-tab-cobros"), false);
  await page.goto(base);
  await expectTabBar(departureBar, page.getByTestId("departure-tab-viajeros"), false);
  // In English the departure's tabs are longer: on a phone they overflow, and the last one is in view.
  const english = await browser.newContext({
    locale: "en-GB",
    viewport: PHONE,
    storageState: await page.context().storageState(),
  });
  // The guide signed in in Spanish: the language cookie and local storage say English here.
  await english.addCookies([{ name: "tropa_lang", value: "en", url: SITE_ORIGIN }]);
  await english.addInitScript(() => window.localStorage.setItem("i18nextLng", "en"));
  const en = await english.newPage();
  await en.goto(`${base}/documentos`);
  await waitForHydration(en);
  await expectTabBar(
    en.getByRole("navigation", { name: "Departure sections" }),
    en.getByTestId("departure-tab-documentos"),
  );
  await en.screenshot({ path: `${SHOTS}/tabs-departure-documentos-375-en.png` });
  await english.close();

  await page.context().clearCookies();
  await page.setViewportSize(PHONE);
  await signInAs(page, "es", ADMIN, { redirect: "/admin" });
  const adminBar = page.getByRole("navigation", { name: "Secciones del panel" });
  for (const [path, name] of [
    ["/admin/finanzas", "Finanzas"],
    ["/admin/privacidad", "Privacidad"],
  ] as const) {
    await page.goto(path);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectTabBar(adminBar, adminBar.getByRole("link", { name, exact: true }), true);
    await page.screenshot({ path: `${SHOTS}/tabs-admin-${name.toLowerCase()}-375.png` });
  }
});
