import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { files } from "../../db/schema/platform.ts";
import { tripDocuments, tripDrafts } from "../../db/schema/trips.ts";
import { tropleaderGallery } from "../../db/schema/users.ts";
import {
  createBooking,
  createReview,
  createTrip,
  createTropleader,
  createUser,
} from "../../seed/factories.ts";
import { samplePdf, samplePng } from "../../testing/sample-files.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { purgeUnattachedUploads, UNATTACHED_UPLOAD_MS } from "./purge-unattached-uploads.ts";
import { storeUpload } from "./store-upload.ts";
import { uploadAvatar } from "./upload-avatar.ts";

const deps = useTestDeps();

async function rejection(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (e: unknown) => e,
  );
}

describe("who may upload public images (issue 16, item 8)", () => {
  it("a tropleader still waiting for approval cannot host images or trip documents", async () => {
    const applicant = await createTropleader(deps.db, { isApproved: false, isIdentityVerified: false });
    for (const kind of ["gallery-image", "trip-image"] as const) {
      expect(await rejection(storeUpload(deps, applicant, kind, await samplePng()))).toMatchObject({
        code: "forbidden",
        messageKey: "uploads:errors.notAllowed",
      });
    }
    expect(await rejection(storeUpload(deps, applicant, "trip-document", samplePdf()))).toMatchObject({
      code: "forbidden",
    });
    const stored = await deps.db.select().from(files).where(eq(files.ownerId, applicant.id));
    expect(stored).toHaveLength(0);
    // Their own avatar and identity documents are still theirs to upload.
    await expect(uploadAvatar(deps, applicant, await samplePng(400, 400))).resolves.toBeDefined();
  });

  it("an approved tropleader and an admin can", async () => {
    const leader = await createTropleader(deps.db);
    const admin = await createUser(deps.db, { role: "admin" });
    await expect(storeUpload(deps, leader, "trip-image", await samplePng())).resolves.toMatchObject({
      visibility: "public",
    });
    await expect(storeUpload(deps, admin, "gallery-image", await samplePng())).resolves.toMatchObject({
      visibility: "public",
    });
  });
});

describe("purgeUnattachedUploads", () => {
  it("removes day-old public images and documents nothing uses, and keeps used and fresh ones", async () => {
    const leader = await createTropleader(deps.db);
    const orphan = await storeUpload(deps, leader, "gallery-image", await samplePng(100, 100, "#ff0000"));
    const orphanDoc = await storeUpload(deps, leader, "trip-document", samplePdf("orphan"));
    const used = await storeUpload(deps, leader, "gallery-image", await samplePng(100, 100, "#00ff00"));
    await deps.db
      .insert(tropleaderGallery)
      .values({ userId: leader.id, imageUrl: used.url!, fileId: used.id });
    const avatar = await uploadAvatar(deps, leader, await samplePng(400, 400));
    const later = new Date(Date.now() + UNATTACHED_UPLOAD_MS + 60_000);

    expect(await purgeUnattachedUploads(deps, new Date())).toBe(0);
    const fresh = await storeUpload(deps, leader, "trip-image", await samplePng());
    // The orphans and the fresh one, now a day old (plus the earlier tests' unused uploads in this database).
    expect(await purgeUnattachedUploads(deps, later)).toBeGreaterThanOrEqual(3);
    for (const gone of [orphan, orphanDoc, fresh]) {
      expect(await deps.storage.get(gone.key), gone.bucket).toBeNull();
      const [row] = await deps.db.select().from(files).where(eq(files.id, gone.id));
      expect(row?.deletedAt).not.toBeNull();
    }
    expect(await deps.storage.get(used.key)).not.toBeNull();
    const [avatarRow] = await deps.db.select().from(files).where(eq(files.id, avatar.fileId));
    expect(avatarRow?.deletedAt).toBeNull();
    expect(await purgeUnattachedUploads(deps, later)).toBe(0);
  });

  it("keeps a trip's images and documents and a review's photos, however old", async () => {
    const leader = await createTropleader(deps.db);
    const hero = await storeUpload(deps, leader, "trip-image", await samplePng(90, 90, "#0000ff"));
    const document = await storeUpload(deps, leader, "trip-document", samplePdf("kept"));
    const photo = await storeUpload(deps, leader, "trip-image", await samplePng(80, 80, "#ffff00"));
    const trip = await createTrip(deps.db, { tropleaderId: leader.id, gallery: [hero.url!] });
    await deps.db.insert(tripDocuments).values({ tripId: trip.id, fileId: document.id, title: "Guía" });
    const traveller = await createUser(deps.db);
    const booking = await createBooking(deps.db, {
      userId: traveller.id,
      departureId: trip.departures[0]!.id,
      status: "completed",
    });
    await createReview(deps.db, { bookingId: booking.id, rating: 5, photos: [photo.url!] });

    await purgeUnattachedUploads(deps, new Date(Date.now() + 30 * UNATTACHED_UPLOAD_MS));
    for (const kept of [hero, document, photo]) {
      const [row] = await deps.db.select().from(files).where(eq(files.id, kept.id));
      expect(row?.deletedAt, kept.bucket).toBeNull();
      expect(await deps.storage.get(kept.key), kept.bucket).not.toBeNull();
    }
  });

  it("keeps the images of a trip still being written in the wizard, however old the draft", async () => {
    const leader = await createTropleader(deps.db);
    const inDraft = await storeUpload(deps, leader, "trip-image", await samplePng(70, 70, "#123456"));
    const dropped = await storeUpload(deps, leader, "trip-image", await samplePng(70, 70, "#654321"));
    await deps.db.insert(tripDrafts).values({
      tropleaderId: leader.id,
      step: 4,
      data: { gallery: { images: [inDraft.url, "", ""] } },
    });
    await purgeUnattachedUploads(deps, new Date(Date.now() + 30 * UNATTACHED_UPLOAD_MS));
    const [kept] = await deps.db.select().from(files).where(eq(files.id, inDraft.id));
    expect(kept?.deletedAt).toBeNull();
    const [gone] = await deps.db.select().from(files).where(eq(files.id, dropped.id));
    expect(gone?.deletedAt).not.toBeNull();
  });
});
