import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/platform.ts";
import { tripDocuments } from "../../db/schema/trips.ts";
import { createBooking, createTrip, createTropleader, createUser } from "../../seed/factories.ts";
import { departureDays } from "../../testing/departure-days.ts";
import { samplePdf, samplePng } from "../../testing/sample-files.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { listTripDocuments } from "../trip-documents/list-trip-documents.ts";
import { openStoredFile } from "./open-stored-file.ts";
import { storeUpload } from "./store-upload.ts";

const deps = useTestDeps();

async function caught(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (e: unknown) => e,
  );
}

const auditRows = (fileId: string) =>
  deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "file"), eq(auditLog.entityId, fileId)));

describe("identity documents", () => {
  it("opens for the owner and admins, each opening audited; refuses everyone else", async () => {
    const owner = await createUser(deps.db, { identityNumber: "99999999R" });
    const admin = await createUser(deps.db, { role: "admin" });
    const stranger = await createUser(deps.db);
    const leader = await createTropleader(deps.db);
    const doc = await storeUpload(deps, owner, "identity-document", samplePdf("front"), { side: "front" });

    const asOwner = await openStoredFile(deps, owner, doc.id);
    expect(asOwner.body.equals(samplePdf("front"))).toBe(true);
    expect(asOwner).toMatchObject({ contentType: "application/pdf", fileName: "identity-front.pdf" });
    await openStoredFile(deps, admin, doc.id);

    expect(await caught(openStoredFile(deps, stranger, doc.id))).toMatchObject({ code: "forbidden" });
    expect(await caught(openStoredFile(deps, leader, doc.id))).toMatchObject({ code: "forbidden" });
    expect(await caught(openStoredFile(deps, null, doc.id))).toMatchObject({ code: "unauthenticated" });

    const rows = await auditRows(doc.id);
    expect(rows.map((r) => r.actorId).sort()).toEqual([owner.id, admin.id].sort());
    expect(rows.every((r) => r.action === "identity_document.view")).toBe(true);
    expect(JSON.stringify(rows)).not.toContain("99999999R");
  });

  it("answers not found for unknown, malformed and deleted ids", async () => {
    const owner = await createUser(deps.db);
    expect(await caught(openStoredFile(deps, owner, "nope"))).toMatchObject({ code: "not_found" });
    expect(await caught(openStoredFile(deps, owner, "00000000-0000-4000-8000-000000000000"))).toMatchObject({
      code: "not_found",
    });
  });
});

describe("public files", () => {
  it("open for anyone", async () => {
    const owner = await createUser(deps.db);
    const avatar = await storeUpload(deps, owner, "avatar", await samplePng());
    const opened = await openStoredFile(deps, null, avatar.id);
    expect(opened).toMatchObject({ contentType: "image/webp", visibility: "public" });
    expect(await auditRows(avatar.id)).toHaveLength(0);
  });
});

describe("trip documents", () => {
  it("open for the trip's tropleader and travellers with a paid booking, as listed", async () => {
    const leader = await createTropleader(deps.db);
    const trip = await createTrip(deps.db, {
      tropleaderId: leader.id,
      departures: [
        departureDays(30, 35, { priceCents: 50000, maxParticipants: 8 }),
        departureDays(90, 95, { priceCents: 50000, maxParticipants: 8 }),
      ],
    });
    const [d1, d2] = trip.departures;
    const booked = await createUser(deps.db);
    const otherDeparture = await createUser(deps.db);
    const cancelled = await createUser(deps.db);
    const stranger = await createUser(deps.db);
    await createBooking(deps.db, { userId: booked.id, departureId: d1!.id });
    await createBooking(deps.db, { userId: otherDeparture.id, departureId: d2!.id });
    await createBooking(deps.db, { userId: cancelled.id, departureId: d1!.id, status: "cancelled" });

    const general = await storeUpload(deps, leader, "trip-document", samplePdf("general"));
    const forD1 = await storeUpload(deps, leader, "trip-document", samplePdf("d1"));
    await deps.db.insert(tripDocuments).values([
      { tripId: trip.id, fileId: general.id, title: "Guía del viaje" },
      { tripId: trip.id, departureId: d1!.id, fileId: forD1.id, title: "Vuelos salida 1" },
    ]);

    const listed = await listTripDocuments(deps.db, booked, trip.id);
    expect(listed.map((d) => d.title)).toEqual(["Guía del viaje", "Vuelos salida 1"]);
    expect(listed[0]!.downloadUrl).toBe(`/api/files/${general.id}`);
    const opened = await openStoredFile(deps, booked, forD1.id);
    expect(opened).toMatchObject({ disposition: "attachment", fileName: "vuelos-salida-1.pdf" });

    expect((await listTripDocuments(deps.db, otherDeparture, trip.id)).map((d) => d.title)).toEqual([
      "Guía del viaje",
    ]);
    expect(await caught(openStoredFile(deps, otherDeparture, forD1.id))).toMatchObject({ code: "forbidden" });
    await openStoredFile(deps, leader, forD1.id);

    for (const user of [cancelled, stranger]) {
      expect(await caught(openStoredFile(deps, user, general.id))).toMatchObject({ code: "forbidden" });
      expect(await caught(listTripDocuments(deps.db, user, trip.id))).toMatchObject({
        code: "forbidden",
        messageKey: "dashboard:documents.errors.notBooked",
      });
    }
  });
});
