import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tripDraftSchema } from "#core/schemas/trip-wizard";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { trips, tripTranslations } from "../../db/schema/trips.ts";
import { isAppError } from "../../lib/app-error.ts";
import { createTropleader, ensureCategories } from "../../seed/factories.ts";
import { samplePng } from "../../testing/sample-files.ts";
import { createTestDeps } from "../../testing/test-deps.ts";
import { createTrip } from "../trips/create-trip.ts";
import { storeUpload } from "../uploads/store-upload.ts";
import { withWizardTranslation } from "./wizard-translations.ts";

type Deps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: Deps;
beforeAll(async () => {
  deps = await createTestDeps();
  await ensureCategories(deps.db);
});
afterAll(() => deps.close());

async function guideWithImages() {
  const guide = toSessionUser(await createTropleader(deps.db));
  const images: string[] = [];
  for (let i = 0; i < 3; i++) {
    images.push((await storeUpload(deps, guide, "trip-image", await samplePng(40 + i, 30, "#aedeae"))).url!);
  }
  return { guide, images };
}

function wizardData(images: string[], translations: unknown) {
  return {
    basics: {
      title: "Trekking al Salkantay y Machu Picchu",
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
      tags: ["Aventura"],
      basePrice: "1290",
      maxParticipants: "12",
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
          imageUrl: "",
        },
      ],
    },
    inclusions: {
      included: ["Alojamiento"],
      excluded: ["Vuelos"],
      faqs: [
        {
          question: "¿Qué nivel físico hace falta?",
          answer: "Caminar 6-8 horas al día con algo de desnivel.",
        },
      ],
    },
    gallery: { images },
    translations,
  };
}

const englishBasics = {
  title: "Salkantay trek and Machu Picchu",
  shortDescription: "Five days walking through the Andes to Machu Picchu with a small group.",
  description:
    "A classic trek with nights in mountain refuges, meals cooked by local cooks and a guide who knows every " +
    "step of the way. We climb to the Salkantay pass and go down to the high jungle before reaching Aguas " +
    "Calientes and visiting Machu Picchu at dawn, tickets included.",
};

describe("the English version sent with the wizard (issue 34)", () => {
  it("is written with the trip, in the same transaction; blank sections are left out", async () => {
    const { guide, images } = await guideWithImages();
    const blankItinerary = { days: [{ dayNumber: "1", title: "", description: "", activities: [""] }] };
    const { tripId } = await createTrip(deps, guide, {
      data: wizardData(images, { en: { basics: englishBasics, itinerary: blankItinerary } }),
    });
    const [row] = await deps.db.select().from(tripTranslations).where(eq(tripTranslations.tripId, tripId));
    expect(row).toMatchObject({ locale: "en", status: "approved", content: { basics: englishBasics } });
    expect(Object.keys(row!.content)).toEqual(["basics"]);
  });

  it("writes nothing when no English was typed", async () => {
    const { guide, images } = await guideWithImages();
    const { tripId } = await createTrip(deps, guide, {
      data: wizardData(images, { en: { basics: { title: "" } } }),
    });
    expect(await deps.db.select().from(tripTranslations).where(eq(tripTranslations.tripId, tripId))).toEqual(
      [],
    );
  });

  it("refuses a broken English section at its step, and then creates nothing", async () => {
    const { guide, images } = await guideWithImages();
    const refused = async (en: unknown) => {
      const e = await createTrip(deps, guide, { data: wizardData(images, { en }) }).then(
        () => null,
        (error: unknown) => error,
      );
      return isAppError(e) ? [e.messageKey, e.params.step] : e;
    };
    expect(await refused({ basics: { ...englishBasics, title: "Short" } })).toEqual([
      "trips:wizard.errors.titleMin",
      1,
    ]);
    expect(
      await refused({
        inclusions: { included: ["Lodging"], excluded: ["Flights"], faqs: [] },
      }),
    ).toEqual(["trips:errors.translationFaqs", 3]);
    expect(await deps.db.select().from(trips).where(eq(trips.tropleaderId, guide.id))).toEqual([]);
  });
});

describe("an English step saved in the wizard from a machine draft (issue 34)", () => {
  const machineItinerary = {
    days: [
      { dayNumber: 1, title: "Arrival in Cusco", description: "Pick-up and welcome dinner with the group." },
      {
        dayNumber: 2,
        title: "Salkantay pass",
        description: "The highest stage of the trek, at 4,600 metres.",
      },
    ],
  };
  // As the form posts it: day numbers and activities as typed.
  const postedItinerary = {
    days: machineItinerary.days.map((d) => ({ ...d, dayNumber: String(d.dayNumber), activities: [""] })),
  };

  it("is marked machine-made when the server drafted it, stays so saved again unchanged, not once changed", async () => {
    const { images } = await guideWithImages();
    const start = tripDraftSchema.parse(wizardData(images, {}));
    let draft = withWizardTranslation(start, "basics", englishBasics, true);
    draft = withWizardTranslation(draft, "itinerary", postedItinerary, true);
    expect(draft.translations.enMachine).toEqual(["basics", "itinerary"]);

    // Corrected by the guide after the draft: that section is theirs.
    const edited = { ...englishBasics, title: "The Salkantay trek to Machu Picchu" };
    const corrected = withWizardTranslation(draft, "basics", edited, false);
    expect(corrected.translations.enMachine).toEqual(["itinerary"]);
    // Saved again as it was: still the machine's.
    expect(withWizardTranslation(draft, "itinerary", postedItinerary, false).translations.enMachine).toEqual([
      "basics",
      "itinerary",
    ]);
    // Typed by hand (nothing drafted): not machine-made.
    expect(withWizardTranslation(start, "basics", englishBasics, false).translations.enMachine).toEqual([]);
    // Not a valid step: never machine-made.
    expect(
      withWizardTranslation(start, "basics", { ...englishBasics, title: "" }, true).translations.enMachine,
    ).toEqual([]);
  });

  it("createTrip writes the unchanged sections as machine_sections, the edited ones not", async () => {
    const { guide, images } = await guideWithImages();
    const start = tripDraftSchema.parse(wizardData(images, {}));
    const unchanged = withWizardTranslation(
      withWizardTranslation(start, "basics", englishBasics, true),
      "itinerary",
      postedItinerary,
      true,
    );
    const made = await createTrip(deps, guide, { data: unchanged });
    const [row] = await deps.db
      .select()
      .from(tripTranslations)
      .where(eq(tripTranslations.tripId, made.tripId));
    expect(row?.machineSections).toEqual(["basics", "itinerary"]);

    const edited = withWizardTranslation(
      unchanged,
      "itinerary",
      { days: [{ ...postedItinerary.days[0], title: "Arriving in Cusco" }, postedItinerary.days[1]] },
      false,
    );
    const second = await createTrip(deps, guide, { data: edited });
    const [other] = await deps.db
      .select()
      .from(tripTranslations)
      .where(eq(tripTranslations.tripId, second.tripId));
    expect(other?.machineSections).toEqual(["basics"]);
    expect(other?.content.itinerary?.days[0]?.title).toBe("Arriving in Cusco");
  });

  it("only the draft's listed wizard steps that were written are marked, each once", async () => {
    const { guide, images } = await guideWithImages();
    const draft = tripDraftSchema.parse(
      wizardData(images, {
        en: { basics: englishBasics },
        enMachine: ["itinerary", "documents", "basics", "basics", 7],
      }),
    );
    expect(draft.translations.enMachine).toEqual(["basics", "itinerary"]);
    const { tripId } = await createTrip(deps, guide, { data: draft });
    const [row] = await deps.db.select().from(tripTranslations).where(eq(tripTranslations.tripId, tripId));
    expect(row?.machineSections).toEqual(["basics"]);
  });
});
