import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { reviews } from "../../db/schema/bookings.ts";
import { notifications } from "../../db/schema/messaging.ts";
import { auditLog, emailOutbox, files } from "../../db/schema/platform.ts";
import { trips } from "../../db/schema/trips.ts";
import {
  createBooking,
  createTrip,
  createTropleader,
  createUser,
  isoDateFromToday,
} from "../../seed/factories.ts";
import { caught } from "../../testing/error-code.ts";
import { useAdmin, useTestDeps } from "../../testing/use-test-deps.ts";
import { getCreatorProfile } from "../catalogue/get-creator-profile.ts";
import { getTripBySlug } from "../catalogue/get-trip-by-slug.ts";
import { createReview } from "./create-review.ts";
import { listRecentReviews } from "./list-recent-reviews.ts";
import { moderateReview } from "./moderate-review.ts";

const deps = useTestDeps();
const admin = useAdmin(deps, { name: "Ada Admin" });

const valid = { rating: 5, title: "Olas y amigos", comment: "Volvería mañana mismo." };

/** A trip whose departure ended three days ago, with one traveller's completed booking. */
async function endedTrip(traveller: { verified?: boolean; locale?: "es" | "en" } = {}) {
  const leader = await createTropleader(deps.db);
  const trip = await createTrip(deps.db, {
    tropleaderId: leader.id,
    departures: [
      {
        startDate: isoDateFromToday(-8),
        endDate: isoDateFromToday(-3),
        priceCents: 80000,
        maxParticipants: 10,
      },
    ],
  });
  const marta = await createUser(deps.db, {
    name: "Marta Prieto",
    isIdentityVerified: traveller.verified ?? false,
    locale: traveller.locale ?? "es",
  });
  const booking = await createBooking(deps.db, {
    userId: marta.id,
    departureId: trip.departures[0]!.id,
    status: "completed",
  });
  return { leader, trip, marta, booking };
}

/** A `review-photo` upload of that user, as the upload pipeline stores it; its public address. */
async function uploadedPhoto(ownerId: string, bucket: "review-photos" | "trip-images" = "review-photos") {
  const key =
    bucket === "review-photos"
      ? `public/reviews/${ownerId}/${randomUUID()}.webp`
      : `public/trips/${ownerId}/${randomUUID()}.webp`;
  await deps.db.insert(files).values({
    ownerId,
    bucket,
    key,
    visibility: "public",
    contentType: "image/webp",
    sizeBytes: 1000,
  });
  return deps.storage.publicUrl(key);
}

describe("review photos", () => {
  it("stores up to six of the author's own photos and lists them on the trip page with the badge", async () => {
    const { trip, marta, booking } = await endedTrip({ verified: true });
    const photos = await Promise.all([1, 2].map(() => uploadedPhoto(marta.id)));
    const review = await createReview(deps, marta, { bookingId: booking.id, ...valid, photos });
    expect(review.photos).toEqual(photos);
    const page = await getTripBySlug(deps.db, trip.slug);
    expect(page.reviews).toHaveLength(1);
    expect(page.reviews[0]).toMatchObject({ photos, userVerified: true, isFeatured: false });
  });

  it("refuses more than six photos, and another user's or an outside address", async () => {
    const { marta, booking } = await endedTrip();
    const seven = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => uploadedPhoto(marta.id)));
    expect(
      await caught(createReview(deps, marta, { bookingId: booking.id, ...valid, photos: seven })),
    ).toMatchObject({ code: "validation", messageKey: "dashboard:review.errors.photosMax" });
    const stranger = await createUser(deps.db);
    const theirs = await uploadedPhoto(stranger.id);
    expect(
      await caught(createReview(deps, marta, { bookingId: booking.id, ...valid, photos: [theirs] })),
    ).toMatchObject({ code: "validation", messageKey: "dashboard:review.errors.photoNotYours" });
    const tripImage = await uploadedPhoto(marta.id, "trip-images");
    for (const url of [tripImage, "https://example.com/a.webp"]) {
      expect(
        await caught(createReview(deps, marta, { bookingId: booking.id, ...valid, photos: [url] })),
      ).toMatchObject({ messageKey: "dashboard:review.errors.photoNotYours" });
    }
    expect(await deps.db.select().from(reviews).where(eq(reviews.bookingId, booking.id))).toHaveLength(0);
    // Six of her own are fine.
    const six = seven.slice(0, 6);
    expect(
      (await createReview(deps, marta, { bookingId: booking.id, ...valid, photos: six })).photos,
    ).toEqual(six);
  });
});

describe("moderating reviews (Reseñas)", () => {
  it("only an admin may list, hide or feature: anyone else gets 403 and nothing changes", async () => {
    const { leader, marta, booking } = await endedTrip();
    const review = await createReview(deps, marta, { bookingId: booking.id, ...valid });
    for (const actor of [null, toSessionUser(marta), toSessionUser(leader)]) {
      expect(await caught(listRecentReviews(deps, actor, "all"))).toMatchObject({ code: "forbidden" });
      for (const intent of ["review-hide", "review-feature"]) {
        expect(await caught(moderateReview(deps, actor, { intent, reviewId: review.id }))).toMatchObject({
          code: "forbidden",
        });
      }
    }
    const [row] = await deps.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({ hiddenAt: null, isFeatured: false });
  });

  it("hides one photo: gone from the trip page, kept for the record, told and audited once", async () => {
    const { trip, marta, booking } = await endedTrip({ locale: "en" });
    const photos = await Promise.all([1, 2].map(() => uploadedPhoto(marta.id)));
    const review = await createReview(deps, marta, { bookingId: booking.id, ...valid, photos });
    const input = { intent: "review-hide-photo", reviewId: review.id, photo: photos[0] };
    expect(await moderateReview(deps, admin, input)).toEqual({ changed: true });
    expect(await moderateReview(deps, admin, input)).toEqual({ changed: false });
    expect((await getTripBySlug(deps.db, trip.slug)).reviews[0]!.photos).toEqual([photos[1]]);
    const [row] = await deps.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row!.hiddenPhotos).toEqual([photos[0]]);
    expect(
      await caught(moderateReview(deps, admin, { ...input, photo: "/media/public/reviews/x.webp" })),
    ).toMatchObject({ code: "not_found" });

    const audit = await deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, review.id), eq(auditLog.action, "review.hide_photo")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, entityType: "review" });
    const mail = await deps.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toEmail, marta.email), eq(emailOutbox.template, "review_hidden")));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain("photo");
    const told = await deps.db.select().from(notifications).where(eq(notifications.userId, marta.id));
    expect(told.map((n) => n.type)).toEqual(["review_photo_hidden"]);
  });

  it("hides a review: not shown nor counted in the ratings, told and audited; a second click changes nothing", async () => {
    const { leader, trip, marta, booking } = await endedTrip();
    const ben = await createUser(deps.db);
    const benBooking = await createBooking(deps.db, {
      userId: ben.id,
      departureId: trip.departures[0]!.id,
      status: "completed",
    });
    const bad = await createReview(deps, marta, { bookingId: booking.id, ...valid, rating: 1 });
    await createReview(deps, ben, { bookingId: benBooking.id, ...valid, rating: 5 });
    expect((await deps.db.select().from(trips).where(eq(trips.id, trip.id)))[0]).toMatchObject({
      rating: 3,
      reviewsCount: 2,
    });

    expect(await moderateReview(deps, admin, { intent: "review-hide", reviewId: bad.id })).toEqual({
      changed: true,
    });
    expect(await moderateReview(deps, admin, { intent: "review-hide", reviewId: bad.id })).toEqual({
      changed: false,
    });
    expect((await deps.db.select().from(trips).where(eq(trips.id, trip.id)))[0]).toMatchObject({
      rating: 5,
      reviewsCount: 1,
    });
    const page = await getTripBySlug(deps.db, trip.slug);
    expect(page.reviews.map((r) => r.id)).not.toContain(bad.id);
    const creator = await getCreatorProfile(deps.db, leader.id);
    expect(creator.reviews.map((r) => r.id)).not.toContain(bad.id);
    expect((await listRecentReviews(deps, admin, "hidden")).map((r) => r.id)).toContain(bad.id);
    // A hidden review cannot be featured.
    expect(await moderateReview(deps, admin, { intent: "review-feature", reviewId: bad.id })).toEqual({
      changed: false,
    });

    const audit = await deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, bad.id), eq(auditLog.action, "review.hide")));
    expect(audit).toHaveLength(1);
    const mail = await deps.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toEmail, marta.email), eq(emailOutbox.template, "review_hidden")));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain("Hemos ocultado tu reseña");
  });

  it("a featured review comes first on the trip page; featuring is audited", async () => {
    const { trip, marta, booking } = await endedTrip();
    const ben = await createUser(deps.db);
    const benBooking = await createBooking(deps.db, {
      userId: ben.id,
      departureId: trip.departures[0]!.id,
      status: "completed",
    });
    const older = await createReview(
      deps,
      marta,
      { bookingId: booking.id, ...valid },
      new Date(Date.now() - 60_000),
    );
    const newer = await createReview(deps, ben, { bookingId: benBooking.id, ...valid });
    expect((await getTripBySlug(deps.db, trip.slug)).reviews.map((r) => r.id)).toEqual([newer.id, older.id]);

    expect(await moderateReview(deps, admin, { intent: "review-feature", reviewId: older.id })).toEqual({
      changed: true,
    });
    expect(await moderateReview(deps, admin, { intent: "review-feature", reviewId: older.id })).toEqual({
      changed: false,
    });
    const page = await getTripBySlug(deps.db, trip.slug);
    expect(page.reviews.map((r) => r.id)).toEqual([older.id, newer.id]);
    expect(page.reviews[0]!.isFeatured).toBe(true);
    expect((await listRecentReviews(deps, admin, "featured")).map((r) => r.id)).toContain(older.id);
    const audit = await deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, older.id), eq(auditLog.action, "review.feature")));
    expect(audit).toHaveLength(1);

    await moderateReview(deps, admin, { intent: "review-unfeature", reviewId: older.id });
    expect((await getTripBySlug(deps.db, trip.slug)).reviews.map((r) => r.id)).toEqual([newer.id, older.id]);
  });

  it("refuses an unknown review or a malformed request", async () => {
    expect(
      await caught(moderateReview(deps, admin, { intent: "review-hide", reviewId: randomUUID() })),
    ).toMatchObject({
      code: "not_found",
    });
    expect(
      await caught(moderateReview(deps, admin, { intent: "delete", reviewId: randomUUID() })),
    ).toMatchObject({
      code: "validation",
      messageKey: "admin:reviews.notFound",
    });
  });
});
