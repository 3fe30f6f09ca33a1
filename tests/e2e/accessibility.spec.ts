import { expectNoSeriousA11yViolations, expectWellFormedOutline } from "./axe.ts";
import { newBooking, newTraveller, newTrip, newTropleader, signInAs, uniqueToken } from "./factory.ts";
import { expect, test } from "./fixtures.ts";

// Issue 17: headings in order, lists as lists, names that contain what the eye reads, focus visible on dark.
for (const lang of ["es", "en"] as const) {
  test.describe(`page structure (${lang})`, () => {
    test.use({ locale: lang === "es" ? "es-ES" : "en-GB" });

    test("public pages, the creator page, the traveller's dashboard and messages, at 375 px and desktop", async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const token = uniqueToken();
      const guide = await newTropleader(request, { name: `Irene ${token}`, location: "Granada" });
      const trip = await newTrip(request, {
        tropleaderId: guide.id,
        title: `Alpujarra a pie ${token}`,
        departures: [{ daysFromNow: 40, seats: 10 }],
      });
      const traveller = await newTraveller(request, { name: `Teo ${token}`, locale: lang });
      await newBooking(request, { userId: traveller.id, departureId: trip.departures[0]!.id });
      const pages = ["/", "/viajes", `/viaje/${trip.slug}`, `/tropleader/${guide.id}`, "/ayuda", "/login"];
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of pages) {
          await page.goto(path);
          await expectWellFormedOutline(page);
        }
      }
      await signInAs(page, lang, traveller, { redirect: "/viajero/dashboard" });
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of ["/viajero/dashboard", "/viajero/dashboard?tab=deseos", "/mensajes"]) {
          await page.goto(path);
          await expectWellFormedOutline(page);
          await expectNoSeriousA11yViolations(page);
        }
      }
    });

    test("keyboard focus shows on every background: a ring that contrasts with the element and what it sits on", async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(lang === "es" ? { width: 1280, height: 900 } : { width: 375, height: 800 });
      // Colour transitions (outline included) end within a frame, so the ring read is the one that stays.
      await page.emulateMedia({ reducedMotion: "reduce" });
      const token = uniqueToken();
      const guide = await newTropleader(request, { name: `Irene ${token}` });
      const trip = await newTrip(request, {
        tropleaderId: guide.id,
        title: `Cabo de Gata ${token}`,
        departures: [{ daysFromNow: 30, seats: 8 }],
      });
      const problems: string[] = [];
      for (const path of [
        "/",
        `/viaje/${trip.slug}`,
        `/tropleader/${guide.id}`,
        "/sobre-nosotros",
        "/login",
      ]) {
        await page.goto(path);
        await page.locator("body").focus();
        const seen = new Set<string>();
        for (let stop = 0; stop < 70; stop++) {
          await page.keyboard.press("Tab");
          const ring = await page.evaluate(focusRing);
          if (!ring || seen.has(ring.id)) break;
          seen.add(ring.id);
          const problem = ringProblem(ring);
          if (problem) problems.push(`${path} — ${ring.id}: ${problem}`);
        }
      }
      expect(problems, problems.join("\n")).toEqual([]);
    });

    test("keyboard focus shows on the dark footer", async ({ page }) => {
      await page.goto("/sobre-nosotros");
      const link = page.locator("footer a").first();
      await link.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(link).toBeFocused();
      const colours = () =>
        link.evaluate((el) => ({
          outline: getComputedStyle(el).outlineColor,
          background: getComputedStyle(el.closest("footer")!).backgroundColor,
        }));
      // The brand green ring, not the footer's own ink. Polled: the ring's colour transition (even the 1 ms one
      // reduced motion leaves) reads an in-between value for a frame or two after focus.
      await expect.poll(async () => (await colours()).outline).toBe("rgb(174, 222, 174)");
      const { outline, background } = await colours();
      expect(outline).not.toBe(background);
    });
  });
}

type Ring = { id: string; width: number; style: string; colours: string[]; element: string; behind: string };

/**
 * The focused element's ring as the browser draws it: the outline and the box-shadow colours, the element's own
 * background and the first opaque one behind it (in the page, run by page.evaluate).
 */
async function focusRing(): Promise<Ring | null> {
  // Two frames: a colour transition (even the 1 ms one reduced motion leaves) reads its start value until then.
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  // Any CSS colour (Tailwind's are oklch) as rgb() and its alpha, read back from a one-pixel canvas.
  const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
  const rgba = (c: string) => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = c;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    return { rgb: `rgb(${r}, ${g}, ${b})`, alpha: a! / 255 };
  };
  // A see-through background (bg-white/15) lets what is behind show; a mostly opaque one counts as itself.
  const opaque = (c: string) => rgba(c).alpha >= 0.5;
  let behind = "rgb(255, 255, 255)";
  for (let node = el.parentElement; node; node = node.parentElement) {
    const bg = getComputedStyle(node).backgroundColor;
    if (opaque(bg)) {
      behind = rgba(bg).rgb;
      break;
    }
  }
  const style = getComputedStyle(el);
  // The shadows that draw a band (a faint drop shadow is no ring).
  const shadows = (style.boxShadow.match(/(?:rgba?|oklab|oklch)\([^)]*\)/g) ?? []).filter(opaque);
  const text = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30);
  return {
    id: `${el.tagName.toLowerCase()} "${text}" #${Array.from(document.querySelectorAll("*")).indexOf(el)}`,
    width: Number.parseFloat(style.outlineWidth),
    style: style.outlineStyle,
    colours: [style.outlineColor, ...shadows].map((c) => rgba(c).rgb),
    element: opaque(style.backgroundColor) ? rgba(style.backgroundColor).rgb : behind,
    behind,
  };
}

/** WCAG's contrast ratio of two rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? ["0", "0", "0"]).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** What is wrong with a ring: none drawn, or no colour of it at 3:1 against the element or its background. */
function ringProblem(ring: Ring): string | null {
  if (ring.style === "none" || ring.width < 2) return `no ring (outline ${ring.style} ${ring.width}px)`;
  for (const [what, colour] of [
    ["its background", ring.behind],
    ["the element", ring.element],
  ] as const) {
    if (!ring.colours.some((c) => contrast(c, colour) >= 3)) {
      return `ring ${ring.colours.join(" / ")} under 3:1 against ${what} (${colour})`;
    }
  }
  return null;
}
