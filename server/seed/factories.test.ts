import { verifyPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isBookingReference } from "#core/rules/booking-reference";
import { bookings, payments } from "../db/schema/bookings.ts";
import { destinations, tripDepartures, tripGallery, tripItinerary, trips } from "../db/schema/trips.ts";
import { accounts, tropleaderGallery, tropleaderProfiles } from "../db/schema/users.ts";
import { departureDays } from "../testing/departure-days.ts";
import { useTestDeps } from "../testing/use-test-deps.ts";
import {
  createBooking,
  createReview,
  createTrip,
  createTropleader,
  createUser,
  DEMO_PASSWORD,
  DEMO_PASSWORD_HASH,
} from "./factories.ts";

const deps = useTestDeps();

describe("createUser", () => {
  it("writes a verified user with a better-auth credential account", async () => {
    const user = await createUser(deps.db, { name: "Ana Prueba", email: "ana@example.test" });
    expect(user.emailVerified).toBe(true);
    expect(user.role).toBe("viajero");
    const [account] = await deps.db.select().from(accounts).where(eq(accounts.userId, user.id));
    expect(account).toMatchObject({ providerId: "credential", accountId: user.id });
    expect(await verifyPassword({ hash: account!.password!, password: DEMO_PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash: account!.password!, password: "otra-clave" })).toBe(false);
  });

  it("hashes a custom password", async () => {
    const user = await createUser(deps.db, { password: "secreto99" });
    const [account] = await deps.db.select().from(accounts).where(eq(accounts.userId, user.id));
    expect(account!.password).not.toBe(DEMO_PASSWORD_HASH);
    expect(await verifyPassword({ hash: account!.password!, password: "secreto99" })).toBe(true);
  });
});

describe("createTropleader", () => {
  it("is approved and verified by default, with profile and gallery", async () => {
    const t = await createTropleader(deps.db, {
      profile: { location: "Bilbao", specialties: ["Surf"] },
      gallery: ["/demo/a.webp", "/demo/b.webp"],
    });
    expect(t).toMatchObject({ role: "tropleader", isApproved: true, isIdentityVerified: true });
    expect(t.profile.location).toBe("Bilbao");
    expect(t.profile.approvedAt).toBeInstanceOf(Date);
    const gallery = await deps.db.select().from(tropleaderGallery).where(eq(tropleaderGallery.userId, t.id));
    expect(gallery.map((g) => g.imageUrl).sort()).toEqual(["/demo/a.webp", "/demo/b.webp"]);
  });

  it("creates an applicant when asked", async () => {
    const t = await createTropleader(deps.db, { isApproved: false, isIdentityVerified: false });
    expect(t.isApproved).toBe(false);
    expect(t.profile.approvedAt).toBeNull();
    expect(t.identityStatus).toBe("none");
  });
});

describe("createTrip", () => {
  it("writes the trip with its parts and an accent-free destination search text", async () => {
    const leader = await createTropleader(deps.db);
    const trip = await createTrip(deps.db, {
      tropleaderId: leader.id,
      title: "Trekking en la Cordillera Blanca",
      category: "montana",
      destination: { country: "Perú", city: "Huaraz", region: "Áncash", continent: "america" },
      itinerary: [
        { title: "Llegada a Huaraz", description: "Aclimatación suave y paseo por la ciudad." },
        { title: "Laguna 69", description: "Caminata de día completo hasta la laguna turquesa." },
      ],
      gallery: ["/demo/1.webp", "/demo/2.webp", "/demo/3.webp"],
      departures: [
        departureDays(30, 31, { priceCents: 120000, maxParticipants: 8 }),
        departureDays(90, 91, { priceCents: 130000, maxParticipants: 4, currentParticipants: 4 }),
      ],
    });
    expect(trip.status).toBe("approved");
    expect(trip.heroImageUrl).toBe("/demo/1.webp");
    expect(trip.durationDays).toBe(2);
    expect(trip.slug).toMatch(/^trekking-en-la-cordillera-blanca-/);
    expect(trip.departures.map((d) => d.status)).toEqual(["available", "full"]);
    const [dest] = await deps.db.select().from(destinations).where(eq(destinations.id, trip.destinationId));
    expect(dest!.searchText).toBe("peru huaraz ancash");
    const days = await deps.db.select().from(tripItinerary).where(eq(tripItinerary.tripId, trip.id));
    expect(days).toHaveLength(2);
    const gallery = await deps.db.select().from(tripGallery).where(eq(tripGallery.tripId, trip.id));
    expect(gallery.filter((g) => g.isHero).map((g) => g.imageUrl)).toEqual(["/demo/1.webp"]);

    const again = await createTrip(deps.db, {
      tropleaderId: leader.id,
      destination: { country: "Perú", city: "Huaraz", continent: "america" },
    });
    expect(again.destinationId).toBe(trip.destinationId);
  });
});

describe("createBooking and createReview", () => {
  it("holds seats, splits the commission, records the payment and refuses an oversell", async () => {
    const leader = await createTropleader(deps.db);
    const traveller = await createUser(deps.db);
    const trip = await createTrip(deps.db, {
      tropleaderId: leader.id,
      departures: [departureDays(40, 45, { priceCents: 85000, maxParticipants: 3 })],
    });
    const departureId = trip.departures[0]!.id;
    const booking = await createBooking(deps.db, { userId: traveller.id, departureId, participants: 2 });
    expect(booking).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
      totalAmountCents: 170000,
      commissionRate: 0.1,
      commissionCents: 17000,
      tropleaderAmountCents: 153000,
    });
    expect(isBookingReference(booking.bookingReference)).toBe(true);
    expect(booking.payment).toMatchObject({ provider: "simulated", status: "paid", amountCents: 170000 });

    const pending = await createBooking(deps.db, {
      userId: traveller.id,
      departureId,
      status: "pending_payment",
    });
    expect(pending.payment).toBeNull();
    expect(pending.commissionCents).toBeNull();
    const [dep] = await deps.db.select().from(tripDepartures).where(eq(tripDepartures.id, departureId));
    expect(dep).toMatchObject({ currentParticipants: 3, status: "full" });

    await expect(createBooking(deps.db, { userId: traveller.id, departureId })).rejects.toThrow(/free seats/);
    const cancelled = await createBooking(deps.db, {
      userId: traveller.id,
      departureId,
      status: "cancelled",
    });
    expect(cancelled.seatsHeld).toBe(false);
    const all = await deps.db.select().from(bookings).where(eq(bookings.departureId, departureId));
    expect(all).toHaveLength(3);
    const paid = await deps.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(paid).toHaveLength(1);
  });

  it("updates the trip and tropleader ratings from the reviews", async () => {
    const leader = await createTropleader(deps.db);
    const tripA = await createTrip(deps.db, {
      tropleaderId: leader.id,
      departures: [departureDays(-40, -35, { priceCents: 50000, maxParticipants: 6 })],
    });
    const tripB = await createTrip(deps.db, {
      tropleaderId: leader.id,
      departures: [departureDays(-20, -15, { priceCents: 50000, maxParticipants: 6 })],
    });
    const ratings = [
      [tripA, 5],
      [tripA, 4],
      [tripB, 3],
    ] as const;
    for (const [trip, rating] of ratings) {
      const user = await createUser(deps.db);
      const booking = await createBooking(deps.db, {
        userId: user.id,
        departureId: trip.departures[0]!.id,
        status: "completed",
      });
      expect(booking.completedAt).toBeInstanceOf(Date);
      const review = await createReview(deps.db, { bookingId: booking.id, rating });
      expect(review).toMatchObject({ tripId: trip.id, tropleaderId: leader.id, userId: user.id });
    }
    const [a] = await deps.db.select().from(trips).where(eq(trips.id, tripA.id));
    const [b] = await deps.db.select().from(trips).where(eq(trips.id, tripB.id));
    expect(a).toMatchObject({ rating: 4.5, reviewsCount: 2 });
    expect(b).toMatchObject({ rating: 3, reviewsCount: 1 });
    const [profile] = await deps.db
      .select()
      .from(tropleaderProfiles)
      .where(eq(tropleaderProfiles.userId, leader.id));
    expect(profile).toMatchObject({ rating: 4, reviewsCount: 3 });
  });
});
