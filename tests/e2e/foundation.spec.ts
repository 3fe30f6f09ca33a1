import { newTrip, newTropleader, uniqueToken } from "./factory.ts";
import { expect, test } from "./fixtures.ts";

test("unknown pages answer 404 with a way back to the trips", async ({ page }) => {
  const response = await page.goto("/esto-no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Explorar viajes" })).toHaveAttribute(
    "href",
    "/viajes",
  );
});

test("the page paints before its scripts load, then hydrates", async ({ page, request }) => {
  // The server's HTML holds no module preload or module script: they are added once the first contentful paint
  // has been shown (Paint Timing), so they do not compete with the CSS, the font and the hero image.
  const html = await (await request.get("/viajes")).text();
  expect(html).toContain("<h1");
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).not.toContain('<script type="module"');
  expect(html).toContain('getEntriesByName("first-contentful-paint")');

  await page.goto("/viajes"); // the page fixture returns once the page is hydrated
  const timing = await page.evaluate(() => {
    const firstScript = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("/assets/") && entry.name.endsWith(".js"))
      .reduce((min, entry) => Math.min(min, entry.startTime), Number.POSITIVE_INFINITY);
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
    return { paint, firstScript };
  });
  // Scripts were requested only after the first contentful paint (on a fast connection they used to come before
  // it), and they were requested.
  expect(timing.paint).toBeGreaterThan(0);
  expect(timing.firstScript).toBeGreaterThan(timing.paint);
  expect(timing.firstScript).toBeLessThan(Number.POSITIVE_INFINITY);
  // And the page is interactive: a client-side navigation keeps the window.
  await page.evaluate(() => Object.assign(window, { tropaMarker: true }));
  await page.getByRole("banner").getByRole("link", { name: "Sobre nosotros" }).click();
  await expect(page).toHaveURL(/\/sobre-nosotros$/);
  expect(await page.evaluate(() => "tropaMarker" in window)).toBe(true);
});

test("a worker prepares the number and date formats while the scripts load", async ({ page, request }) => {
  const token = uniqueToken();
  const guide = await newTropleader(request, { name: `Inés ${token}` });
  const trip = await newTrip(request, {
    tropleaderId: guide.id,
    title: `Sierra de Gredos ${token}`,
    basePrice: 123_400,
    departures: [{ daysFromNow: 50, seats: 8, price: 123_400 }],
  });
  // Every worker the page starts reports here what it said (the loader starts the Intl warm-up worker).
  await page.addInitScript(() => {
    const Native = window.Worker;
    window.Worker = class extends Native {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        this.addEventListener("message", (event) =>
          Object.assign(window, { tropaWarmup: { url: String(url), said: event.data } }),
        );
      }
    };
  });
  await page.goto(`/viaje/${trip.slug}`);
  // It runs under the Content-Security-Policy (the fixture fails on any violation) and ends with "ready".
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { tropaWarmup?: unknown }).tropaWarmup))
    .toEqual({ url: expect.stringMatching(/^\/intl-warmup\/[0-9a-f]{12}\.js$/), said: "ready" });
  const { url } = await page.evaluate(
    () => (window as unknown as { tropaWarmup: { url: string } }).tropaWarmup,
  );
  const worker = await request.get(url);
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toContain("text/javascript");
  expect(worker.headers()["cache-control"]).toContain("immutable");
  // The hydrated page formats its price as the server did (Spanish: a dot between thousands, the sign after).
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(
    page
      .getByRole("main")
      .getByText(/1\.234\s€/)
      .first(),
  ).toBeVisible();
});
