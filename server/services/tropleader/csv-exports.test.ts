import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formulaCells } from "#core/format/spreadsheet-cells";
import { createI18n } from "../../../app/i18n/create-i18n.ts";
import { USER_RATE_LIMITS } from "../../auth/rate-limit-rules.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { trips } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { isAppError } from "../../lib/app-error.ts";
import { csvResponse } from "../../lib/csv-response.ts";
import { paidDeparture } from "../../testing/paid-departure.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { exportTropleaderPayouts } from "../payouts/export-tropleader-payouts.ts";
import { exportDepartureManifest } from "./export-departure-manifest.ts";
import { exportTropleaderBookings } from "./export-tropleader-bookings.ts";

const deps = useTestDeps();

const ALL = { tripId: null, departureId: null, status: null, q: "" };
const t = createI18n("es").getFixedT("es", "workspace");

/** Text that would run in a spreadsheet however it splits the line: at the start, after , ; tab and breaks. */
const hostile = (label: string) =>
  `=${label};=cmd|' /C calc'!A0;,+SUM(1)\t-2\t\t@3\r\n=HYPERLINK("http://x")\r+4;;-5`;

/** A paid departure whose every text a user can set (names, contacts, health data, notes, title) is hostile. */
async function hostileDeparture() {
  const d = await paidDeparture(deps, { travellers: 2 });
  await deps.db
    .update(trips)
    .set({ title: hostile("title") })
    .where(eq(trips.id, d.trip.id));
  for (const [i, { bookingId }] of d.booked.entries()) {
    const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, bookingId));
    await deps.db
      .update(users)
      .set({ name: hostile(`name${i}`), phone: hostile(`phone${i}`), email: `+${i}-${booking!.userId}@x.es` })
      .where(eq(users.id, booking!.userId));
    await deps.db
      .update(bookings)
      .set({
        dietaryRestrictions: `Vegano;=cmd|' /C calc'!A0;${i}`,
        medicalConditions: hostile(`medical${i}`),
        specialRequests: hostile(`requests${i}`),
        emergencyContact: { name: hostile("ec"), phone: "+34 600", relationship: hostile("rel") },
      })
      .where(eq(bookings.id, bookingId));
  }
  return d;
}

/** The CSV text exactly as the download sends it. */
const csvText = async (csv: Parameters<typeof csvResponse>[0]) => csvResponse(csv).text();

describe("CSV exports hold against formula injection", () => {
  it("the manifest, Reservas and Cobros: no cell a spreadsheet could run, whatever it splits on", async () => {
    const d = await hostileDeparture();
    const guide = d.tropleaderUser;
    const texts = {
      manifest: await csvText(
        await exportDepartureManifest(deps, guide, d.trip.id, d.departure.startDate, t),
      ),
      bookings: await csvText(await exportTropleaderBookings(deps, guide, ALL, t)),
      payouts: await csvText(await exportTropleaderPayouts(deps, guide, t)),
    };
    for (const [name, text] of Object.entries(texts)) {
      // The hostile data is really in it (so the check below can fail)…
      expect(text, name).toContain("cmd|");
      expect(text.split("\r\n").length, name).toBeGreaterThan(3);
      // …and neutralised everywhere a cell could begin.
      expect(formulaCells(text), name).toEqual([]);
    }
    expect(texts.manifest).toContain(`"Vegano;'=cmd|' /C calc'!A0;0"`);
    expect(texts.manifest).toContain("'=medical1");
    expect(texts.bookings).toContain("'=title");
    expect(texts.payouts).toContain("'=name0");
  });

  it("refuses more than the minute's CSV downloads of one user (429), whichever export", async () => {
    const d = await paidDeparture(deps);
    const guide = d.tropleaderUser;
    const { max } = USER_RATE_LIMITS.csvExport;
    for (let i = 0; i < max; i++) {
      if (i % 3 === 0) await exportDepartureManifest(deps, guide, d.trip.id, d.departure.startDate, t);
      else if (i % 3 === 1) await exportTropleaderBookings(deps, guide, ALL, t);
      else await exportTropleaderPayouts(deps, guide, t);
    }
    // One at a time: a refusal started before the previous one was awaited would go unhandled.
    for (const attempt of [
      () => exportDepartureManifest(deps, guide, d.trip.id, d.departure.startDate, t),
      () => exportTropleaderBookings(deps, guide, ALL, t),
      () => exportTropleaderPayouts(deps, guide, t),
    ]) {
      const error = await attempt().catch((e: unknown) => e);
      expect(isAppError(error) && [error.code, error.messageKey]).toEqual([
        "rate_limited",
        "common:errors.tooManyRequests",
      ]);
    }
    // Another user's downloads are their own.
    const other = await paidDeparture(deps);
    await expect(exportTropleaderPayouts(deps, other.tropleaderUser, t)).resolves.toMatchObject({
      filename: expect.stringMatching(/\.csv$/),
    });
  });
});
