import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { platformToday } from "#core/rules/platform-calendar";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { notifications } from "../../db/schema/messaging.ts";
import { adminSettings, auditLog, emailOutbox, files } from "../../db/schema/platform.ts";
import {
  destinations,
  tripDepartureSummaries,
  tripDepartures,
  tripDrafts,
  tripFaqs,
  tripGallery,
  tripInclusions,
  tripItinerary,
  trips,
} from "../../db/schema/trips.ts";
import { isAppError } from "../../lib/app-error.ts";
import { createBooking, createTropleader, createUser, ensureCategories } from "../../seed/factories.ts";
import { caught } from "../../testing/error-code.ts";
import { samplePng } from "../../testing/sample-files.ts";
import { useAdmin, useTestDeps } from "../../testing/use-test-deps.ts";
import { storeUpload } from "../uploads/store-upload.ts";
import { createTrip, TRIP_PARTS } from "./create-trip.ts";
import { getTripForEdit } from "./get-trip-for-edit.ts";
import { resubmitTrip } from "./resubmit-trip.ts";
import { saveTripDraft } from "./save-trip-draft.ts";
import { updateTripPart } from "./update-trip-part.ts";

const deps = useTestDeps();
beforeAll(async () => {
  await ensureCategories(deps.db);
});
const admin = useAdmin(deps, { name: "Ada Admin" });

async function guideWithImages(count = 3) {
  const guide = toSessionUser(await createTropleader(deps.db, { name: "Gael Guía" }));
  const images: string[] = [];
  for (let i = 0; i < count; i++) {
    const stored = await storeUpload(deps, guide, "trip-image", await samplePng(40 + i, 30, "#aedeae"));
    images.push(stored.url!);
  }
  return { guide, images };
}

function wizardData(images: string[], overrides: Record<string, unknown> = {}) {
  return {
    basics: {
      title: "Trekking al Salkantay <b>y Machu Picchu</b>",
      shortDescription: "Cinco días caminando por los Andes hasta Machu Picchu con un grupo pequeño.",
      description:
        "Un trekking clásico con noches en refugios de montaña, comidas preparadas por cocineros locales y " +
        "un guía que conoce cada paso del camino. Subimos al paso de Salkantay y bajamos a la selva alta " +
        "antes de llegar a Aguas Calientes y visitar Machu Picchu al amanecer con entradas incluidas.",
      country: "Perú",
      city: "Cusco",
      region: "",
      durationDays: "5",
      category: "montana",
      difficulty: "challenging",
      tags: ["Aventura", "Naturaleza"],
      basePrice: "1290.50",
      maxParticipants: "12",
      ...overrides,
    },
    itinerary: {
      days: [
        {
          title: "Llegada a Cusco",
          description: "Recogida y cena de bienvenida con el grupo.",
          imageUrl: "",
        },
        {
          title: "Paso de Salkantay",
          description: "La etapa más alta del trekking, a 4.600 metros.",
          imageUrl: images[0],
        },
      ],
    },
    inclusions: {
      included: ["Alojamiento", "", "Entradas a Machu Picchu"],
      excluded: ["Vuelos"],
      faqs: [
        {
          question: "¿Qué nivel físico hace falta?",
          answer: "Caminar 6-8 horas al día con algo de desnivel.",
        },
        { question: "", answer: "" },
      ],
    },
    gallery: { images },
  };
}

async function rowsOf(tripId: string) {
  const [itinerary, inclusions, faqs, gallery] = await Promise.all([
    deps.db.select().from(tripItinerary).where(eq(tripItinerary.tripId, tripId)),
    deps.db.select().from(tripInclusions).where(eq(tripInclusions.tripId, tripId)),
    deps.db.select().from(tripFaqs).where(eq(tripFaqs.tripId, tripId)),
    deps.db.select().from(tripGallery).where(eq(tripGallery.tripId, tripId)),
  ]);
  return { itinerary, inclusions, faqs, gallery };
}

describe("creating a trip from the wizard", () => {
  it("writes the destination, trip, itinerary, inclusions, FAQs and gallery, consumes the draft and tells the admins", async () => {
    const { guide, images } = await guideWithImages();
    const data = wizardData(images);
    const { draftId } = await saveTripDraft(deps, guide, { step: 4, data });
    const created = await createTrip(deps, guide, { draftId, data });
    expect(created).toMatchObject({
      status: "pending",
      alreadyCreated: false,
      slug: "trekking-al-salkantay-by-machu-picchub",
    });

    const [trip] = await deps.db.select().from(trips).where(eq(trips.id, created.tripId));
    expect(trip).toMatchObject({
      tropleaderId: guide.id,
      title: "Trekking al Salkantay <b>y Machu Picchu</b>",
      difficulty: "challenging",
      durationDays: 5,
      maxParticipants: 12,
      basePriceCents: 129050,
      currency: "EUR",
      tags: ["Aventura", "Naturaleza"],
      heroImageUrl: images[0],
      status: "pending",
    });
    const [destination] = await deps.db
      .select()
      .from(destinations)
      .where(eq(destinations.id, trip!.destinationId));
    expect(destination).toMatchObject({ country: "Perú", city: "Cusco", continent: "america" });
    const rows = await rowsOf(created.tripId);
    expect(
      rows.itinerary
        .sort((a, b) => a.dayNumber - b.dayNumber)
        .map((d) => [d.dayNumber, d.title, d.imageUrl, d.activities]),
    ).toEqual([
      [1, "Llegada a Cusco", null, []],
      [2, "Paso de Salkantay", images[0], []],
    ]);
    expect(rows.inclusions[0]).toMatchObject({
      includedItems: ["Alojamiento", "Entradas a Machu Picchu"],
      excludedItems: ["Vuelos"],
    });
    expect(rows.faqs).toHaveLength(1);
    expect(rows.gallery.sort((a, b) => a.sortOrder - b.sortOrder).map((g) => [g.imageUrl, g.isHero])).toEqual(
      [
        [images[0], true],
        [images[1], false],
        [images[2], false],
      ],
    );
    expect(await deps.db.select().from(tripDrafts).where(eq(tripDrafts.id, draftId))).toHaveLength(0);
    const mails = await deps.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, "new_trip_created"), eq(emailOutbox.toEmail, admin.email)));
    expect(mails.some((m) => m.subject.includes("Trekking al Salkantay"))).toBe(true);
    const [note] = await deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.type, "trip_submitted")));
    expect(note).toBeDefined();
    expect(
      await deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "trip.create"), eq(auditLog.entityId, created.tripId))),
    ).toHaveLength(1);

    // A second destination typed differently finds the same pair.
    const again = await guideWithImages();
    const second = await createTrip(deps, again.guide, {
      data: wizardData(again.images, { country: "peru", city: "CUSCO" }),
    });
    const [secondTrip] = await deps.db.select().from(trips).where(eq(trips.id, second.tripId));
    expect(secondTrip?.destinationId).toBe(trip!.destinationId);
  });

  it("is all or nothing: a failure at any part leaves no rows and keeps the draft", async () => {
    for (const failing of TRIP_PARTS) {
      const { guide, images } = await guideWithImages();
      const data = wizardData(images, { title: `Viaje que falla en ${failing}`, city: `Ciudad ${failing}` });
      const { draftId } = await saveTripDraft(deps, guide, { step: 4, data });
      const outboxBefore = await count(emailOutbox);
      const error = await caught(
        createTrip(
          deps,
          guide,
          { draftId, data },
          {
            beforePart: (part) => {
              if (part === failing) throw new Error(`injected at ${part}`);
            },
          },
        ),
      );
      expect(isAppError(error) && [error.code, error.messageKey, error.params.part]).toEqual([
        "internal",
        "trips:wizard.errors.createFailed",
        failing,
      ]);
      expect(await deps.db.select().from(trips).where(eq(trips.tropleaderId, guide.id))).toHaveLength(0);
      expect(
        await deps.db
          .select()
          .from(destinations)
          .where(eq(destinations.city, `Ciudad ${failing}`)),
      ).toHaveLength(0);
      expect(await count(emailOutbox)).toBe(outboxBefore);
      expect(await deps.db.select().from(tripDrafts).where(eq(tripDrafts.id, draftId))).toHaveLength(1);
    }
    const [orphans] = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tripItinerary)
      .where(sql`not exists (select 1 from trips t where t.id = ${tripItinerary.tripId})`);
    expect(orphans?.n).toBe(0);
  });

  it("numbers slugs on collision and sends one draft once, even five times at once", async () => {
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { guide, images } = await guideWithImages();
      slugs.push(
        (await createTrip(deps, guide, { data: wizardData(images, { title: "Ruta de los volcanes!!" }) }))
          .slug,
      );
    }
    expect(slugs).toEqual(["ruta-de-los-volcanes", "ruta-de-los-volcanes-2", "ruta-de-los-volcanes-3"]);
    const { guide, images } = await guideWithImages();
    const punctuation = await createTrip(deps, guide, {
      data: wizardData(images, { title: "¡¡¿¿...??!! ¿¿...??" }),
    });
    expect(punctuation.slug).toMatch(/^viaje(-\d+)?$/);

    const twice = await guideWithImages();
    const data = wizardData(twice.images, { title: "Doble clic en Crear Viaje" });
    const { draftId } = await saveTripDraft(deps, twice.guide, { step: 4, data });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => createTrip(deps, twice.guide, { draftId, data })),
    );
    expect(new Set(results.map((r) => r.tripId)).size).toBe(1);
    expect(results.filter((r) => !r.alreadyCreated)).toHaveLength(1);
    expect(await deps.db.select().from(trips).where(eq(trips.tropleaderId, twice.guide.id))).toHaveLength(1);
    // A late autosave of the sent draft does not bring it back.
    const late = await caught(saveTripDraft(deps, twice.guide, { draftId, step: 4, data }));
    expect(isAppError(late) && late.messageKey).toBe("trips:wizard.errors.alreadySent");
    expect(await deps.db.select().from(tripDrafts).where(eq(tripDrafts.id, draftId))).toHaveLength(0);
  });

  it("a draft saved under the id the page picked is one draft, whoever saves first; another guide can't take it", async () => {
    const { guide, images } = await guideWithImages();
    const id = crypto.randomUUID();
    const data = wizardData(images, { title: "Borrador con id elegido" });
    const saves = await Promise.all(
      Array.from({ length: 4 }, () => saveTripDraft(deps, guide, { draftId: id, step: 1, data })),
    );
    expect(new Set(saves.map((r) => r.draftId))).toEqual(new Set([id]));
    expect(await deps.db.select().from(tripDrafts).where(eq(tripDrafts.tropleaderId, guide.id))).toHaveLength(
      1,
    );
    const other = await guideWithImages(0);
    const e = await caught(saveTripDraft(deps, other.guide, { draftId: id, step: 1, data }));
    expect(isAppError(e) && e.code).toBe("not_found");
    const [row] = await deps.db.select().from(tripDrafts).where(eq(tripDrafts.id, id));
    expect(row?.tropleaderId).toBe(guide.id);
  });

  it("follows the admin settings for the status", async () => {
    await deps.db
      .insert(adminSettings)
      .values({ key: "trip_approval_required", value: false })
      .onConflictDoUpdate({ target: adminSettings.key, set: { value: false } });
    const { guide, images } = await guideWithImages();
    const created = await createTrip(deps, guide, {
      data: wizardData(images, { title: "Publicado sin revisión" }),
    });
    expect(created.status).toBe("approved");
    await deps.db.delete(adminSettings).where(eq(adminSettings.key, "trip_approval_required"));
  });

  it("refuses bad input with the spec's message and writes nothing", async () => {
    const { guide, images } = await guideWithImages();
    const other = await guideWithImages();
    const refused = async (data: unknown) => {
      const e = await caught(createTrip(deps, guide, { data }));
      return isAppError(e) ? [e.messageKey, e.params.step] : e;
    };
    expect(await refused(wizardData(images, { title: "Corto" }))).toEqual([
      "trips:wizard.errors.titleMin",
      1,
    ]);
    expect(await refused(wizardData(images, { basePrice: "99" }))).toEqual([
      "trips:wizard.errors.basePriceMin",
      1,
    ]);
    expect(await refused(wizardData(images, { category: "cocina" }))).toEqual([
      "trips:wizard.errors.categoryInvalid",
      1,
    ]);
    expect(await refused(wizardData(images, { country: "Atlántida" }))).toEqual([
      "trips:wizard.errors.countryInvalid",
      1,
    ]);
    expect(await refused({ ...wizardData(images), gallery: { images: images.slice(0, 2) } })).toEqual([
      "trips:wizard.errors.galleryMin",
      4,
    ]);
    // Only the guide's own uploads: another guide's, an outside address, a made-up one.
    for (const foreign of [other.images[0]!, "https://example.com/a.jpg", "/media/public/trips/x/y.webp"]) {
      const e = await caught(
        createTrip(deps, guide, { data: wizardData([foreign, images[1]!, images[2]!]) }),
      );
      expect(isAppError(e) && e.messageKey).toMatch(/trips:wizard\.errors\.(imageNotYours|imageUrlInvalid)/);
    }
    expect(await deps.db.select().from(trips).where(eq(trips.tropleaderId, guide.id))).toHaveLength(0);
  });

  it("lets only approved, identity-verified tropleaders create", async () => {
    const { images, guide } = await guideWithImages();
    const data = wizardData(images, { title: "Permisos del asistente" });
    const traveller = toSessionUser(await createUser(deps.db));
    const unapproved = toSessionUser(
      await createTropleader(deps.db, { isApproved: false, isIdentityVerified: false }),
    );
    const unverified = toSessionUser(await createTropleader(deps.db, { isIdentityVerified: false }));
    const codes = [];
    for (const actor of [null, traveller, unapproved, unverified, admin]) {
      const e = await caught(createTrip(deps, actor, { data }));
      codes.push(isAppError(e) ? e.code : "ok");
    }
    expect(codes).toEqual(["unauthenticated", "forbidden", "forbidden", "forbidden", "forbidden"]);
    expect((await createTrip(deps, guide, { data })).status).toBe("pending");
  });
});

describe("editing a trip", () => {
  it("only its guide or an admin; another guide and an unknown id get the same 404", async () => {
    const { guide, images } = await guideWithImages();
    const { tripId } = await createTrip(deps, guide, {
      data: wizardData(images, { title: "Viaje para editar" }),
    });
    const other = toSessionUser(await createTropleader(deps.db));
    for (const id of [tripId, "00000000-0000-4000-8000-000000000000"]) {
      const e = await caught(getTripForEdit(deps, other, id, "es"));
      expect(isAppError(e) && e.code).toBe("not_found");
      const u = await caught(updateTripPart(deps, other, id, "basics", wizardData(images).basics));
      expect(isAppError(u) && u.code).toBe("not_found");
    }
    expect((await getTripForEdit(deps, admin, tripId, "en")).data.basics.country).toBe("Peru");
  });

  it("keeps an approved trip published and its slug, audits the change, leaves bookings and departures' prices", async () => {
    const { guide, images } = await guideWithImages();
    const { tripId, slug } = await createTrip(deps, guide, {
      data: wizardData(images, { title: "Viaje publicado editable" }),
    });
    await deps.db.update(trips).set({ status: "approved" }).where(eq(trips.id, tripId));
    const [departure] = await deps.db
      .insert(tripDepartures)
      .values({
        tripId,
        startDate: "2030-05-01",
        endDate: "2030-05-05",
        priceCents: 129050,
        maxParticipants: 10,
      })
      .returning();
    const traveller = await createUser(deps.db);
    const booking = await createBooking(deps.db, {
      userId: traveller.id,
      departureId: departure!.id,
      participants: 2,
    });

    await updateTripPart(deps, guide, tripId, "basics", {
      ...wizardData(images).basics,
      title: "Nuevo título del viaje",
      difficulty: "easy",
      basePrice: "1500",
    });
    const [after] = await deps.db.select().from(trips).where(eq(trips.id, tripId));
    expect(after).toMatchObject({
      status: "approved",
      slug,
      title: "Nuevo título del viaje",
      difficulty: "easy",
      basePriceCents: 150000,
    });
    const [kept] = await deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept?.totalAmountCents).toBe(booking.totalAmountCents);
    const [dep] = await deps.db.select().from(tripDepartures).where(eq(tripDepartures.id, departure!.id));
    expect(dep?.priceCents).toBe(129050);
    expect(
      await deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "trip.edit"), eq(auditLog.entityId, tripId))),
    ).toHaveLength(1);
  });

  it("gives a new trip its departure summary row and keeps its price when the base price changes", async () => {
    const { guide, images } = await guideWithImages();
    const { tripId } = await createTrip(deps, guide, {
      data: wizardData(images, { title: "Viaje con resumen" }),
    });
    const summary = async () =>
      (
        await deps.db.select().from(tripDepartureSummaries).where(eq(tripDepartureSummaries.tripId, tripId))
      )[0];
    expect(await summary()).toMatchObject({
      nextDepartureDate: null,
      minPriceCents: null,
      sortPriceCents: 129050,
      computedOn: platformToday(),
    });
    await updateTripPart(deps, guide, tripId, "basics", { ...wizardData(images).basics, basePrice: "1500" });
    expect((await summary())?.sortPriceCents).toBe(150000);
  });

  it("deletes the uploads a new gallery no longer uses, and refuses another guide's image", async () => {
    const { guide, images } = await guideWithImages(4);
    const { tripId } = await createTrip(deps, guide, {
      data: wizardData(images.slice(0, 3), { title: "Galería que cambia" }),
    });
    await updateTripPart(deps, guide, tripId, "gallery", { images: [images[3], images[0], images[2]] });
    const gone = images[1]!;
    const rows = await deps.db
      .select()
      .from(files)
      .where(
        inArray(
          files.key,
          images.map((u) => u.replace(/^.*?public\//, "public/")),
        ),
      );
    const byUrl = new Map(rows.map((f) => [deps.storage.publicUrl(f.key), f]));
    expect(byUrl.get(gone)?.deletedAt).not.toBeNull();
    expect(await deps.storage.get(byUrl.get(gone)!.key)).toBeNull();
    // The first image is still the hero of the itinerary's day 2, so it stays.
    expect(byUrl.get(images[0]!)?.deletedAt).toBeNull();
    const [trip] = await deps.db.select().from(trips).where(eq(trips.id, tripId));
    expect(trip?.heroImageUrl).toBe(images[3]);

    const other = await guideWithImages(1);
    const e = await caught(
      updateTripPart(deps, guide, tripId, "gallery", { images: [other.images[0], images[0], images[2]] }),
    );
    expect(isAppError(e) && e.messageKey).toBe("trips:wizard.errors.imageNotYours");
  });

  it("sends a rejected trip back for review once", async () => {
    const { guide, images } = await guideWithImages();
    const { tripId } = await createTrip(deps, guide, {
      data: wizardData(images, { title: "Viaje rechazado a corregir" }),
    });
    await deps.db
      .update(trips)
      .set({ status: "rejected", rejectionReason: "Faltan fotos" })
      .where(eq(trips.id, tripId));
    expect(await resubmitTrip(deps, guide, tripId)).toEqual({ status: "pending" });
    const [trip] = await deps.db.select().from(trips).where(eq(trips.id, tripId));
    expect(trip).toMatchObject({ status: "pending", rejectionReason: null });
    const e = await caught(resubmitTrip(deps, guide, tripId));
    expect(isAppError(e) && e.messageKey).toBe("trips:edit.notRejected");
  });
});

async function count(table: typeof emailOutbox) {
  const [row] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
}
