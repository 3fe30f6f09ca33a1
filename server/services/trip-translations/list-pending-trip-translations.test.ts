import { describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { tripTranslations } from "../../db/schema/trips.ts";
import { isAppError } from "../../lib/app-error.ts";
import { createTrip, createTropleader, createUser } from "../../seed/factories.ts";
import { useAdmin, useTestDeps } from "../../testing/use-test-deps.ts";
import {
  listPendingTripTranslations,
  listRecentTripTranslations,
  RECENT_TRANSLATION_DAYS,
} from "./list-pending-trip-translations.ts";

const deps = useTestDeps();
const admin = useAdmin(deps);

const basics = {
  title: "Surfing and yoga in Ericeira",
  shortDescription: "A week of waves and yoga on Portugal's Atlantic coast, for every level.",
  description: "A long English description.",
};

describe("English versions waiting for review (Viajes)", () => {
  it("lists only pending English versions, oldest first, with their trip and guide; only for admins", async () => {
    const guide = await createTropleader(deps.db, { name: "Lucía Guía" });
    const [pendingOld, pendingNew, approved, rejected] = await Promise.all(
      ["Pendiente antigua", "Pendiente nueva", "Aprobada ya", "Rechazada sin corregir"].map((title) =>
        createTrip(deps.db, { tropleaderId: guide.id, title: `${title} por la costa` }),
      ),
    );
    if (!pendingOld || !pendingNew || !approved || !rejected) throw new Error("trips not created");
    await deps.db.insert(tripTranslations).values([
      {
        tripId: pendingOld.id,
        locale: "en",
        content: { basics },
        status: "pending",
        updatedAt: new Date(1000),
      },
      {
        tripId: pendingNew.id,
        locale: "en",
        content: { basics },
        status: "pending",
        updatedAt: new Date(2000),
      },
      { tripId: approved.id, locale: "en", content: { basics }, status: "approved" },
      {
        tripId: rejected.id,
        locale: "en",
        content: { basics },
        status: "rejected",
        rejectionReason: "x".repeat(12),
      },
    ]);

    const listed = await listPendingTripTranslations(deps, admin);
    const ids = listed.map((row) => row.tripId);
    expect(ids).toEqual([pendingOld.id, pendingNew.id]);
    expect(listed[0]).toMatchObject({ title: pendingOld.title, guideName: "Lucía Guía", locale: "en" });

    const traveller = toSessionUser(await createUser(deps.db));
    for (const actor of [null, traveller, toSessionUser(guide)]) {
      const error = await listPendingTripTranslations(deps, actor).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isAppError(error) && error.code).toBe("forbidden");
    }
  });

  it("lists the English versions recently saved on published trips, newest first, for the team to check", async () => {
    const guide = await createTropleader(deps.db, { name: "Diego Guía" });
    const now = new Date("2026-11-27T10:00:00Z");
    const day = 86_400_000;
    const [fresh, older, stale, unpublished, pending] = await Promise.all(
      [
        ["Reciente", "approved"],
        ["Menos reciente", "approved"],
        ["Antigua", "approved"],
        ["Sin publicar", "pending"],
        ["Pendiente", "approved"],
      ].map(([title, status]) =>
        createTrip(deps.db, {
          tropleaderId: guide.id,
          title: `${title} por la sierra`,
          status: status as "approved" | "pending",
        }),
      ),
    );
    if (!fresh || !older || !stale || !unpublished || !pending) throw new Error("trips not created");
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
    await deps.db.insert(tripTranslations).values([
      { tripId: fresh.id, locale: "en", content: { basics }, status: "approved", updatedAt: at(1) },
      { tripId: older.id, locale: "en", content: { basics }, status: "approved", updatedAt: at(5) },
      {
        tripId: stale.id,
        locale: "en",
        content: { basics },
        status: "approved",
        updatedAt: at(RECENT_TRANSLATION_DAYS + 1),
      },
      { tripId: unpublished.id, locale: "en", content: { basics }, status: "approved", updatedAt: at(1) },
      { tripId: pending.id, locale: "en", content: { basics }, status: "pending", updatedAt: at(1) },
    ]);

    const ids = (await listRecentTripTranslations(deps, admin, now)).map((row) => row.tripId);
    expect(
      ids.filter((id) => [fresh.id, older.id, stale.id, unpublished.id, pending.id].includes(id)),
    ).toEqual([fresh.id, older.id]);
    const error = await listRecentTripTranslations(deps, toSessionUser(guide), now).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isAppError(error) && error.code).toBe("forbidden");
  });
});
