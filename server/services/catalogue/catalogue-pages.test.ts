import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { conversations, messages } from "../../db/schema/messaging.ts";
import { trips, tripViews, wishlists } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { isAppError } from "../../lib/app-error.ts";
import {
  createBooking,
  createReview,
  createTrip,
  createTropleader,
  createUser,
  type DepartureInput,
} from "../../seed/factories.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { computeResponseTime } from "./compute-response-time.ts";
import { getCreatorProfile } from "./get-creator-profile.ts";
import { getFeaturedTrips } from "./get-featured-trips.ts";
import { getTripBySlug } from "./get-trip-by-slug.ts";
import { getWhosGoing } from "./get-whos-going.ts";
import { listSitemapEntries } from "./list-sitemap-entries.ts";
import { listWishlist, listWishlistedTripIds } from "./list-wishlist.ts";
import { recordTripView } from "./record-trip-view.ts";
import { toggleWishlist } from "./toggle-wishlist.ts";

const NOW = new Date("2031-03-10T12:00:00Z");
const deps = useTestDeps();

const dep = (startDate: string, extra: Partial<DepartureInput> = {}): DepartureInput => ({
  startDate,
  endDate: startDate,
  priceCents: 100_000,
  maxParticipants: 12,
  ...extra,
});

async function expectNotFound(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isAppError(error) && error.code).toBe("not_found");
}

describe("getTripBySlug", () => {
  it("returns a public trip with its future departures only, soonest first", async () => {
    const leader = await createTropleader(deps.db, {
      name: "Lucía",
      profile: { location: "Lisboa", languages: ["es", "pt"], experienceYears: 8 },
    });
    const trip = await createTrip(deps.db, {
      tropleaderId: leader.id,
      title: "Surf en Peniche con grupo",
      faqs: [{ question: "¿Nivel?", answer: "Cualquiera." }],
      departures: [
        dep("2031-06-01"),
        dep("2031-03-01"),
        dep("2031-04-01", { status: "cancelled" }),
        dep("2031-05-01"),
      ],
    });
    const detail = await getTripBySlug(deps.db, trip.slug, null, NOW);
    expect(detail.title).toBe("Surf en Peniche con grupo");
    expect(detail.isPublic).toBe(true);
    expect(detail.departures.map((d) => d.startDate)).toEqual(["2031-05-01", "2031-06-01"]);
    expect(detail.gallery.length).toBeGreaterThan(0);
    expect(detail.itinerary.map((d) => d.day)).toEqual([1, 2]);
    expect(detail.faqs).toEqual([{ question: "¿Nivel?", answer: "Cualquiera." }]);
    expect(detail.tropleader).toMatchObject({ id: leader.id, name: "Lucía", languages: ["es", "pt"] });
  });

  it("is not found for an unknown slug, a pending trip or an unapproved tropleader; owner and admin may preview", async () => {
    await expectNotFound(getTripBySlug(deps.db, "no-existe", null, NOW));
    const leader = await createTropleader(deps.db);
    const pending = await createTrip(deps.db, { tropleaderId: leader.id, status: "pending" });
    await expectNotFound(getTripBySlug(deps.db, pending.slug, null, NOW));
    const stranger = await createUser(deps.db);
    await expectNotFound(getTripBySlug(deps.db, pending.slug, { id: stranger.id, role: "viajero" }, NOW));
    const preview = await getTripBySlug(deps.db, pending.slug, { id: leader.id, role: "tropleader" }, NOW);
    expect(preview.isPublic).toBe(false);
    const admin = await createUser(deps.db, { role: "admin" });
    expect((await getTripBySlug(deps.db, pending.slug, { id: admin.id, role: "admin" }, NOW)).id).toBe(
      pending.id,
    );

    const applicant = await createTropleader(deps.db, { isApproved: false });
    const hidden = await createTrip(deps.db, { tropleaderId: applicant.id });
    await expectNotFound(getTripBySlug(deps.db, hidden.slug, null, NOW));
  });
});

describe("getCreatorProfile", () => {
  it("is not found for an unknown or malformed id, a traveller or an applicant", async () => {
    await expectNotFound(getCreatorProfile(deps.db, "00000000-0000-4000-8000-000000000000", NOW));
    await expectNotFound(getCreatorProfile(deps.db, "not-a-uuid", NOW));
    const traveller = await createUser(deps.db);
    await expectNotFound(getCreatorProfile(deps.db, traveller.id, NOW));
    const applicant = await createTropleader(deps.db, { isApproved: false });
    await expectNotFound(getCreatorProfile(deps.db, applicant.id, NOW));
  });

  it("computes years on the platform, trips completed and lists active trips and reviews", async () => {
    const leader = await createTropleader(deps.db, {
      name: "Marta",
      createdAt: new Date("2027-11-20T10:00:00Z"),
      profile: {
        specialties: ["Surf"],
        certifications: [{ name: "ISA Level 1", issuer: "ISA", year: 2019, fileId: null }],
        languages: ["es", "en"],
      },
    });
    const past = await createTrip(deps.db, {
      tropleaderId: leader.id,
      title: "Viaje pasado de Marta",
      departures: [dep("2031-01-10"), dep("2031-02-10"), dep("2031-02-20")],
    });
    const [jan, feb, febEmpty] = past.departures;
    const traveller = await createUser(deps.db, { name: "Pedro", country: "España" });
    await createBooking(deps.db, { userId: traveller.id, departureId: jan!.id, status: "completed" });
    const b2 = await createBooking(deps.db, {
      userId: traveller.id,
      departureId: feb!.id,
      status: "completed",
    });
    await createBooking(deps.db, { userId: traveller.id, departureId: febEmpty!.id, status: "cancelled" });
    await createReview(deps.db, { bookingId: b2.id, rating: 4, title: "Muy bien" });
    await createTrip(deps.db, { tropleaderId: leader.id, title: "Viaje pendiente", status: "pending" });

    const profile = await getCreatorProfile(deps.db, leader.id, NOW);
    expect(profile.yearsOnPlatform).toBe(4);
    expect(profile.joinedYear).toBe(2027);
    expect(profile.tripsCompleted).toBe(2);
    expect(profile.rating).toBe(4);
    expect(profile.reviewsCount).toBe(1);
    expect(profile.specialties).toEqual(["Surf"]);
    expect(profile.certifications).toEqual([{ name: "ISA Level 1", issuer: "ISA", year: 2019 }]);
    expect(profile.activeTrips.map((t) => t.title)).toEqual(["Viaje pasado de Marta"]);
    expect(profile.reviews).toHaveLength(1);
    expect(profile.reviews[0]).toMatchObject({ title: "Muy bien", userName: "Pedro", userCountry: "España" });
    expect(profile.gallery.length).toBeGreaterThan(0);
    expect(profile.responseTime).toEqual({ medianSeconds: null, samples: 0 });
  });
});

describe("computeResponseTime", () => {
  async function conversationBetween(a: string, b: string) {
    const [p1, p2] = a < b ? [a, b] : [b, a];
    const [c] = await deps.db
      .insert(conversations)
      .values({ participant1Id: p1, participant2Id: p2 })
      .returning();
    return c!.id;
  }
  const at = (iso: string) => new Date(iso);

  it("is the median wait between a traveller's first unanswered message and the reply", async () => {
    const leader = await createTropleader(deps.db);
    const t1 = await createUser(deps.db);
    const t2 = await createUser(deps.db);
    const t3 = await createUser(deps.db);
    const c1 = await conversationBetween(leader.id, t1.id);
    const c2 = await conversationBetween(leader.id, t2.id);
    const c3 = await conversationBetween(leader.id, t3.id);
    await deps.db.insert(messages).values([
      // c1: asked at 10:00, a follow-up at 10:30 (not a new wait), answered at 11:00 → 1 h.
      { conversationId: c1, senderId: t1.id, content: "Hola", createdAt: at("2031-03-01T10:00:00Z") },
      { conversationId: c1, senderId: t1.id, content: "¿Sigue?", createdAt: at("2031-03-01T10:30:00Z") },
      { conversationId: c1, senderId: leader.id, content: "Sí", createdAt: at("2031-03-01T11:00:00Z") },
      // then asked again at 12:00, answered 12:10 → 10 min.
      { conversationId: c1, senderId: t1.id, content: "Gracias", createdAt: at("2031-03-01T12:00:00Z") },
      { conversationId: c1, senderId: leader.id, content: "A ti", createdAt: at("2031-03-01T12:10:00Z") },
      // c2: answered after 3 h.
      { conversationId: c2, senderId: t2.id, content: "Hola", createdAt: at("2031-03-02T08:00:00Z") },
      { conversationId: c2, senderId: leader.id, content: "Hola", createdAt: at("2031-03-02T11:00:00Z") },
      // c3: never answered: not a sample (yet).
      { conversationId: c3, senderId: t3.id, content: "Hola", createdAt: at("2031-03-03T08:00:00Z") },
    ]);
    const result = await computeResponseTime(deps.db, leader.id, NOW);
    expect(result.samples).toBe(3);
    expect(result.medianSeconds).toBe(3600);
  });

  it("says there is no data when the tropleader has never replied", async () => {
    const leader = await createTropleader(deps.db);
    expect(await computeResponseTime(deps.db, leader.id, NOW)).toEqual({ medianSeconds: null, samples: 0 });
  });
});

describe("getWhosGoing", () => {
  it("aggregates paid bookings by age band and language, never names", async () => {
    const leader = await createTropleader(deps.db);
    const trip = await createTrip(deps.db, { tropleaderId: leader.id, departures: [dep("2031-07-01")] });
    const departureId = trip.departures[0]!.id;
    const person = (birthDate: string | null, languages: string[]) =>
      createUser(deps.db, { birthDate, languages });
    const a = await person("2008-06-30", ["es", "en"]); // 23 on the departure date
    const b = await person("2005-07-02", ["es"]); // 25 (birthday the day after)
    const c = await person("1990-01-01", ["en", "fr"]); // 41
    const d = await person(null, []);
    const e = await person("1960-01-01", ["de"]); // cancelled: not counted
    const f = await person("1961-01-01", ["it"]); // still paying: not counted
    await createBooking(deps.db, { userId: a.id, departureId, participants: 2 });
    await createBooking(deps.db, { userId: b.id, departureId });
    await createBooking(deps.db, { userId: c.id, departureId });
    await createBooking(deps.db, { userId: d.id, departureId });
    await createBooking(deps.db, { userId: e.id, departureId, status: "cancelled" });
    await createBooking(deps.db, { userId: f.id, departureId, status: "pending_payment" });

    const going = await getWhosGoing(deps.db, departureId);
    expect(going.travellers).toBe(5);
    expect(going.ageBands).toEqual([
      { band: "18-25", count: 2 },
      { band: "36-45", count: 1 },
    ]);
    expect(going.unknownAge).toBe(1);
    expect(going.languages).toEqual([
      { code: "en", count: 2 },
      { code: "es", count: 2 },
      { code: "fr", count: 1 },
    ]);
    expect(JSON.stringify(going)).not.toMatch(/Test User|@example/);
  });

  it("is empty for a departure nobody has booked", async () => {
    const leader = await createTropleader(deps.db);
    const trip = await createTrip(deps.db, { tropleaderId: leader.id, departures: [dep("2031-07-01")] });
    expect(await getWhosGoing(deps.db, trip.departures[0]!.id)).toMatchObject({
      travellers: 0,
      ageBands: [],
      unknownAge: 0,
      languages: [],
    });
  });
});

describe("wishlist", () => {
  it("is idempotent in both directions and lists trips with the leader's name", async () => {
    const leader = await createTropleader(deps.db, { name: "Jorge Líder" });
    const trip = await createTrip(deps.db, {
      tropleaderId: leader.id,
      title: "Deseo uno",
      departures: [dep("2031-05-01")],
    });
    const user = await createUser(deps.db);
    expect(await toggleWishlist(deps.db, user, { tripId: trip.id, wishlisted: true })).toEqual({
      tripId: trip.id,
      wishlisted: true,
    });
    await toggleWishlist(deps.db, user, { tripId: trip.id, wishlisted: true });
    const rows = await deps.db.select().from(wishlists).where(eq(wishlists.userId, user.id));
    expect(rows).toHaveLength(1);
    const list = await listWishlist(deps.db, user.id, NOW);
    expect(list.map((t) => [t.title, t.tropleaderName, t.nextDepartureDate])).toEqual([
      ["Deseo uno", "Jorge Líder", "2031-05-01"],
    ]);
    expect(await listWishlistedTripIds(deps.db, user.id, [trip.id])).toEqual([trip.id]);

    await toggleWishlist(deps.db, user, { tripId: trip.id, wishlisted: false });
    await toggleWishlist(deps.db, user, { tripId: trip.id, wishlisted: false });
    expect(await listWishlist(deps.db, user.id, NOW)).toEqual([]);
    expect(await listWishlistedTripIds(deps.db, user.id, [trip.id])).toEqual([]);
  });

  it("requires a signed-in user and a public trip", async () => {
    const leader = await createTropleader(deps.db);
    const pending = await createTrip(deps.db, { tropleaderId: leader.id, status: "pending" });
    const user = await createUser(deps.db);
    const anonymous = await toggleWishlist(deps.db, null, { tripId: pending.id, wishlisted: true }).catch(
      (e) => e,
    );
    expect(isAppError(anonymous) && anonymous.code).toBe("unauthenticated");
    await expectNotFound(toggleWishlist(deps.db, user, { tripId: pending.id, wishlisted: true }));
    await expectNotFound(
      toggleWishlist(deps.db, user, { tripId: "00000000-0000-4000-8000-000000000000", wishlisted: true }),
    );
  });

  it("hides a wishlisted trip that stops being public", async () => {
    const leader = await createTropleader(deps.db);
    const trip = await createTrip(deps.db, { tropleaderId: leader.id });
    const user = await createUser(deps.db);
    await toggleWishlist(deps.db, user, { tripId: trip.id, wishlisted: true });
    await deps.db.update(users).set({ isApproved: false }).where(eq(users.id, leader.id));
    expect(await listWishlist(deps.db, user.id, NOW)).toEqual([]);
  });
});

describe("recordTripView", () => {
  it("counts one view per visitor per day and stores no address", async () => {
    const leader = await createTropleader(deps.db);
    const trip = await createTrip(deps.db, { tropleaderId: leader.id });
    const view = (visitorKey: string, now: Date, viewerId: string | null = null) =>
      recordTripView(deps.db, { tripId: trip.id, viewerId, visitorKey, secret: "s3cret", now });
    await view("203.0.113.9|Firefox", NOW);
    await view("203.0.113.9|Firefox", NOW);
    await view("198.51.100.7|Chrome", NOW);
    await view("203.0.113.9|Firefox", new Date("2031-03-11T09:00:00Z"));
    const rows = await deps.db.select().from(tripViews).where(eq(tripViews.tripId, trip.id));
    expect(rows).toHaveLength(3);
    expect(JSON.stringify(rows)).not.toContain("203.0.113.9");
    // The daily salt: the same visitor is not linkable across days.
    const [first, , nextDay] = rows.sort((a, b) => a.viewedOn.localeCompare(b.viewedOn));
    expect(first?.visitorHash).not.toBe(nextDay?.visitorHash);
  });
});

describe("getFeaturedTrips", () => {
  it("returns the best rated public trips that still have a departure", async () => {
    const leader = await createTropleader(deps.db);
    const noDates = await createTrip(deps.db, {
      tropleaderId: leader.id,
      title: "Sin fechas",
      departures: [],
    });
    const onlyPast = await createTrip(deps.db, {
      tropleaderId: leader.id,
      title: "Solo pasado",
      departures: [dep("2031-01-01")],
    });
    const good = await createTrip(deps.db, {
      tropleaderId: leader.id,
      title: "Con fecha",
      departures: [dep("2031-09-01")],
    });
    const traveller = await createUser(deps.db);
    // Perfect ratings must not put a trip without a bookable date on the home page.
    for (const t of [noDates, onlyPast]) {
      await deps.db.update(trips).set({ rating: 5, reviewsCount: 99 }).where(eq(trips.id, t.id));
    }
    const b = await createBooking(deps.db, { userId: traveller.id, departureId: good.departures[0]!.id });
    await createReview(deps.db, { bookingId: b.id, rating: 5 });
    const featured = await getFeaturedTrips(deps.db, { limit: 50, now: NOW });
    const titles = featured.map((t) => t.title);
    expect(titles).toContain("Con fecha");
    expect(titles).not.toContain("Sin fechas");
    expect(titles).not.toContain("Solo pasado");
    expect(featured.every((t) => t.nextDepartureDate !== null)).toBe(true);
    expect(featured[0]?.rating).toBe(5);
  });
});

describe("listSitemapEntries", () => {
  it("lists public trips and approved tropleaders only", async () => {
    const leader = await createTropleader(deps.db);
    const applicant = await createTropleader(deps.db, { isApproved: false });
    const shown = await createTrip(deps.db, { tropleaderId: leader.id });
    const pending = await createTrip(deps.db, { tropleaderId: leader.id, status: "pending" });
    const hidden = await createTrip(deps.db, { tropleaderId: applicant.id });
    const { trips: tripEntries, creators } = await listSitemapEntries(deps.db);
    const slugs = tripEntries.map((t) => t.slug);
    expect(slugs).toContain(shown.slug);
    expect(slugs).not.toContain(pending.slug);
    expect(slugs).not.toContain(hidden.slug);
    const ids = creators.map((c) => c.id);
    expect(ids).toContain(leader.id);
    expect(ids).not.toContain(applicant.id);
    expect(
      tripEntries.every((t) => t.updatedAt instanceof Date && !Number.isNaN(t.updatedAt.getTime())),
    ).toBe(true);
  });
});
