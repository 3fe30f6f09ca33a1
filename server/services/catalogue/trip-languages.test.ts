import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TripTranslationContent } from "#core/content/trip-text";
import type { AppDeps } from "../../app-deps.ts";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { reviews } from "../../db/schema/bookings.ts";
import { trips, tripTranslations, wishlists } from "../../db/schema/trips.ts";
import { tropleaderProfileTranslations, users } from "../../db/schema/users.ts";
import {
  type CreatedTrip,
  createBooking,
  createReview,
  createTrip,
  createTropleader,
  createUser,
  type DepartureInput,
  isoDateFromToday,
} from "../../seed/factories.ts";
import { samplePdf } from "../../testing/sample-files.ts";
import { createTestDeps } from "../../testing/test-deps.ts";
import { listTravellerBookings } from "../dashboard/list-traveller-bookings.ts";
import { addDepartureDocument } from "../trip-documents/add-departure-document.ts";
import { listTripDocuments } from "../trip-documents/list-trip-documents.ts";
import { storeUpload } from "../uploads/store-upload.ts";
import { getCreatorProfile } from "./get-creator-profile.ts";
import { getFeaturedTrips } from "./get-featured-trips.ts";
import { getTripBySlug } from "./get-trip-by-slug.ts";
import { listSitemapEntries } from "./list-sitemap-entries.ts";
import { listTrips } from "./list-trips.ts";
import { listWishlist } from "./list-wishlist.ts";

// Issue 34: what a visitor reading English gets from the catalogue's reads, on PGlite and PostgreSQL alike.
const NOW = new Date("2031-03-10T12:00:00Z");
let deps: AppDeps & { close(): Promise<void> };
let leaderId: string;
let translated: CreatedTrip;
let spanishOnly: CreatedTrip;
let pending: CreatedTrip;

const dep = (startDate: string): DepartureInput => ({
  startDate,
  endDate: startDate,
  priceCents: 90_000,
  maxParticipants: 12,
});

const ENGLISH: TripTranslationContent = {
  basics: {
    title: "Surf camp in Taghazout",
    shortDescription: "Waves and tagine by the Atlantic",
    description: "A week of surf in Morocco.",
  },
  itinerary: {
    days: [
      { dayNumber: 1, title: "Arrival", description: "We meet at the camp.", activities: ["Welcome dinner"] },
      { dayNumber: 2, title: "First waves", description: "Two sessions.", activities: [] },
    ],
  },
  inclusions: {
    included: ["Lodging"],
    excluded: ["Flights"],
    faqs: [{ question: "Do I need to know how to surf?", answer: "No." }],
  },
};

beforeAll(async () => {
  deps = await createTestDeps();
  const leader = await createTropleader(deps.db, { name: "Lang Guía" });
  leaderId = leader.id;
  const base = {
    tropleaderId: leader.id,
    destination: { country: "Marruecos", city: "Taghazout", continent: "africa" as const },
    itinerary: [
      { title: "Llegada", description: "Nos vemos en el campamento.", activities: ["Cena"] },
      { title: "Primeras olas", description: "Dos sesiones." },
    ],
    included: ["Alojamiento"],
    excluded: ["Vuelos"],
    faqs: [{ question: "¿Hace falta saber surfear?", answer: "No." }],
    departures: [dep("2031-05-01")],
  };
  translated = await createTrip(deps.db, {
    ...base,
    title: "Langs surf en Taghazout",
    shortDescription: "Olas",
  });
  spanishOnly = await createTrip(deps.db, {
    ...base,
    title: "Langs solo en español",
    shortDescription: "Solo",
  });
  pending = await createTrip(deps.db, { ...base, title: "Langs pendiente", shortDescription: "Pendiente" });
  await deps.db.insert(tripTranslations).values([
    { tripId: translated.id, locale: "en", content: ENGLISH, machineSections: ["itinerary"] },
    {
      tripId: pending.id,
      locale: "en",
      content: { basics: { ...ENGLISH.basics!, title: "Pending English" } },
      status: "pending",
    },
  ]);
});
afterAll(async () => {
  await deps.close();
});

const langCards = async (locale: "es" | "en") =>
  (await listTrips(deps.db, { destination: "taghazout" }, { now: NOW, pageSize: 50, locale })).trips
    .filter((t) => [translated.id, spanishOnly.id, pending.id].includes(t.id))
    .map((t) => [t.title, t.textLang, t.textMachine, t.country])
    .sort();

describe("cards", () => {
  it("show an English visitor the approved English title and the country in English, else Spanish marked es", async () => {
    expect(await langCards("en")).toEqual([
      ["Langs pendiente", "es", false, "Morocco"],
      ["Langs solo en español", "es", false, "Morocco"],
      ["Surf camp in Taghazout", "en", false, "Morocco"],
    ]);
  });

  it("show a Spanish visitor the Spanish texts", async () => {
    expect(await langCards("es")).toEqual([
      ["Langs pendiente", "es", false, "Marruecos"],
      ["Langs solo en español", "es", false, "Marruecos"],
      ["Langs surf en Taghazout", "es", false, "Marruecos"],
    ]);
  });

  it("are localized on the home page, the creator page and the wishlist", async () => {
    const featured = await getFeaturedTrips(deps.db, { limit: 100, now: NOW, locale: "en" });
    expect(featured.find((t) => t.id === translated.id)?.title).toBe("Surf camp in Taghazout");
    expect(featured.find((t) => t.id === spanishOnly.id)?.textLang).toBe("es");

    const creator = await getCreatorProfile(deps.db, leaderId, NOW, "en");
    expect(creator.activeTrips.find((t) => t.id === translated.id)?.shortDescription).toBe(
      "Waves and tagine by the Atlantic",
    );

    const traveller = await createUser(deps.db);
    await deps.db.insert(wishlists).values({ userId: traveller.id, tripId: translated.id });
    const [saved] = await listWishlist(deps.db, traveller.id, NOW, "en");
    expect([saved?.title, saved?.textLang]).toEqual(["Surf camp in Taghazout", "en"]);
    const [savedEs] = await listWishlist(deps.db, traveller.id, NOW, "es");
    expect(savedEs?.title).toBe("Langs surf en Taghazout");
  });
});

describe("trip page", () => {
  it("shows each translated section in English, the machine-drafted one marked, and announces both languages", async () => {
    const trip = await getTripBySlug(deps.db, translated.slug, null, NOW, "en");
    expect(trip.title).toBe("Surf camp in Taghazout");
    expect(trip.description).toBe("A week of surf in Morocco.");
    expect(trip.itinerary.map((d) => d.title)).toEqual(["Arrival", "First waves"]);
    expect(trip.faqs[0]?.question).toBe("Do I need to know how to surf?");
    expect(trip.included).toEqual(["Lodging"]);
    expect(trip.country).toBe("Morocco");
    expect(trip.sectionLangs).toEqual({
      basics: { lang: "en", machine: false },
      itinerary: { lang: "en", machine: true },
      inclusions: { lang: "en", machine: false },
    });
    expect(trip.contentLocales).toEqual(["es", "en"]);
  });

  it("keeps Spanish for a Spanish reader, still announcing the English version", async () => {
    const trip = await getTripBySlug(deps.db, translated.slug, null, NOW, "es");
    expect(trip.title).toBe("Langs surf en Taghazout");
    expect(trip.itinerary[0]?.title).toBe("Llegada");
    expect(trip.sectionLangs.itinerary).toEqual({ lang: "es", machine: false });
    expect(trip.contentLocales).toEqual(["es", "en"]);
  });

  it("falls back to Spanish, marked es, without an approved English version", async () => {
    for (const slug of [spanishOnly.slug, pending.slug]) {
      const trip = await getTripBySlug(deps.db, slug, null, NOW, "en");
      expect(trip.title).toMatch(/^Langs /);
      expect(trip.sectionLangs.basics.lang).toBe("es");
      expect(trip.sectionLangs.inclusions.lang).toBe("es");
      expect(trip.contentLocales).toEqual(["es"]);
    }
  });

  it("gives each review the language its author wrote in", async () => {
    const traveller = await createUser(deps.db);
    const booking = await createBooking(deps.db, {
      userId: traveller.id,
      departureId: translated.departures[0]!.id,
      status: "completed",
    });
    const review = await createReview(deps.db, { bookingId: booking.id, rating: 5, title: "Great week" });
    await deps.db.update(reviews).set({ locale: "en" }).where(eq(reviews.id, review.id));
    const trip = await getTripBySlug(deps.db, translated.slug, null, NOW, "es");
    expect(trip.reviews.find((r) => r.id === review.id)?.locale).toBe("en");
    const creator = await getCreatorProfile(deps.db, leaderId, NOW, "es");
    expect(creator.reviews.find((r) => r.id === review.id)?.locale).toBe("en");
    expect(creator.reviews.find((r) => r.id === review.id)?.tripTitle).toBe("Langs surf en Taghazout");
    const creatorEn = await getCreatorProfile(deps.db, leaderId, NOW, "en");
    expect(creatorEn.reviews.find((r) => r.id === review.id)?.tripTitle).toBe("Surf camp in Taghazout");
  });
});

describe("traveller dashboard", () => {
  it("names a booked trip in the reader's language", async () => {
    const traveller = await createUser(deps.db);
    await createBooking(deps.db, { userId: traveller.id, departureId: translated.departures[0]!.id });
    const [en] = await listTravellerBookings(deps.db, traveller.id, NOW, "en");
    expect([en?.trip.title, en?.trip.textLang, en?.trip.country]).toEqual([
      "Surf camp in Taghazout",
      "en",
      "Morocco",
    ]);
    const [es] = await listTravellerBookings(deps.db, traveller.id, NOW, "es");
    expect([es?.trip.title, es?.trip.textLang, es?.trip.country]).toEqual([
      "Langs surf en Taghazout",
      "es",
      "Marruecos",
    ]);
  });
});

describe("a trip that is not public (issue 34 review)", () => {
  it("is named in Spanish, marked es, on the dashboard and the creator page even with an approved English version", async () => {
    const hidden = await createTrip(deps.db, {
      tropleaderId: leaderId,
      title: "Langs retirado",
      departures: [dep("2031-05-02")],
    });
    await deps.db.insert(tripTranslations).values({ tripId: hidden.id, locale: "en", content: ENGLISH });
    const traveller = await createUser(deps.db);
    const booking = await createBooking(deps.db, {
      userId: traveller.id,
      departureId: hidden.departures[0]!.id,
      status: "completed",
    });
    const review = await createReview(deps.db, { bookingId: booking.id, rating: 4, title: "Bien" });
    const shown = async () => {
      const [mine] = await listTravellerBookings(deps.db, traveller.id, NOW, "en");
      const onCreator = (await getCreatorProfile(deps.db, leaderId, NOW, "en")).reviews.find(
        (r) => r.id === review.id,
      );
      return [mine?.trip.title, mine?.trip.textLang, onCreator?.tripTitle, onCreator?.tripTitleLang];
    };
    expect(await shown()).toEqual(["Surf camp in Taghazout", "en", "Surf camp in Taghazout", "en"]);
    await deps.db.update(trips).set({ status: "rejected" }).where(eq(trips.id, hidden.id));
    expect(await shown()).toEqual(["Langs retirado", "es", "Langs retirado", "es"]);
  });
});

describe("the guide's text on the trip page", () => {
  it("prefers the text written in the reader's language over a Spanish presentation", async () => {
    const guide = await createTropleader(deps.db, {
      name: "Bio Guía",
      profile: { tropleaderPresentation: "Presentación en español." },
    });
    await deps.db.update(users).set({ bio: "Biografía en español." }).where(eq(users.id, guide.id));
    const trip = await createTrip(deps.db, { tropleaderId: guide.id, departures: [dep("2031-05-03")] });
    const leaderOf = async (locale: "es" | "en") => {
      const { tropleader } = await getTripBySlug(deps.db, trip.slug, null, NOW, locale);
      return [tropleader.bio, tropleader.bioShown.lang];
    };
    expect(await leaderOf("en")).toEqual(["Presentación en español.", "es"]);
    await deps.db
      .insert(tropleaderProfileTranslations)
      .values({ userId: guide.id, locale: "en", bio: "Biography in English." });
    expect(await leaderOf("en")).toEqual(["Biography in English.", "en"]);
    expect(await leaderOf("es")).toEqual(["Presentación en español.", "es"]);
    await deps.db
      .update(tropleaderProfileTranslations)
      .set({ presentation: "Presentation in English." })
      .where(eq(tropleaderProfileTranslations.userId, guide.id));
    expect(await leaderOf("en")).toEqual(["Presentation in English.", "en"]);
  });
});

describe("trip documents", () => {
  it("are titled in the reader's language when the guide translated the title", async () => {
    const guide = await createTropleader(deps.db);
    const owner = toSessionUser(guide);
    const trip = await createTrip(deps.db, {
      tropleaderId: guide.id,
      departures: [
        {
          startDate: isoDateFromToday(30),
          endDate: isoDateFromToday(33),
          maxParticipants: 8,
          priceCents: 50000,
        },
      ],
    });
    const departure = trip.departures[0]!;
    const traveller = toSessionUser(await createUser(deps.db));
    await createBooking(deps.db, { userId: traveller.id, departureId: departure.id });
    const add = async (title: string) => {
      const pdf = await storeUpload(deps, owner, "trip-document", samplePdf(title));
      return (
        await addDepartureDocument(deps, owner, trip.id, departure.startDate, { fileId: pdf.id, title })
      ).id;
    };
    const kit = await add("Lista de material");
    const map = await add("Mapa del recorrido");
    await deps.db.insert(tripTranslations).values({
      tripId: trip.id,
      locale: "en",
      content: { documents: { titles: { [kit]: "Packing list" } } },
    });
    const titles = async (locale: "es" | "en") =>
      Object.fromEntries(
        (await listTripDocuments(deps.db, traveller, trip.id, locale)).map((d) => [
          d.id,
          [d.title, d.titleLang],
        ]),
      );
    expect(await titles("en")).toEqual({
      [kit]: ["Packing list", "en"],
      [map]: ["Mapa del recorrido", "es"],
    });
    expect(await titles("es")).toEqual({
      [kit]: ["Lista de material", "es"],
      [map]: ["Mapa del recorrido", "es"],
    });
  });
});

describe("sitemap", () => {
  it("lists an English alternate only for trips with an approved English version", async () => {
    const { trips } = await listSitemapEntries(deps.db);
    const localesOf = (slug: string) => trips.find((t) => t.slug === slug)?.locales;
    expect(localesOf(translated.slug)).toEqual(["es", "en"]);
    expect(localesOf(spanishOnly.slug)).toEqual(["es"]);
    expect(localesOf(pending.slug)).toEqual(["es"]);
  });
});
