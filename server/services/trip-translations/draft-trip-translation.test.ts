import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps } from "../../app-deps.ts";
import { USER_RATE_LIMITS } from "../../auth/rate-limit-rules.ts";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { translationMachineDrafts, tripTranslations } from "../../db/schema/trips.ts";
import { isAppError } from "../../lib/app-error.ts";
import { createTrip, createTropleader, createUser } from "../../seed/factories.ts";
import { type DeeplStub, startDeeplStub } from "../../testing/deepl-stub.ts";
import { createTestDeps } from "../../testing/test-deps.ts";
import { saveProfileTranslation } from "../tropleader-profile/save-profile-translation.ts";
import { draftTripTranslation } from "./draft-trip-translation.ts";
import { saveTripTranslationSection } from "./save-trip-translation-section.ts";

let stub: DeeplStub;
let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  stub = await startDeeplStub();
  deps = await createTestDeps({
    DEEPL_API_KEY: stub.apiKey,
    DEEPL_API_URL: stub.url,
    DEEPL_TIMEOUT_MS: "500",
  });
});
afterAll(async () => {
  await deps.close();
  await stub.close();
});
afterEach(() => stub.setMode("ok"));

/** "ok", or the AppError's code and message key. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok",
    (e: unknown) => (isAppError(e) ? `${e.code} ${e.messageKey}` : Promise.reject(e)),
  );

const guide = async () => toSessionUser(await createTropleader(deps.db));
const basics = {
  section: "basics",
  to: "en",
  values: { title: "Surf y yoga en la playa", shortDescription: "Siete días de olas", description: "" },
} as const;

describe("draftTripTranslation", () => {
  it("drafts a step of the guide's own trip in the same shape, and stores nothing", async () => {
    const lucia = await guide();
    const trip = await createTrip(deps.db, { tropleaderId: lucia.id });
    const draft = await draftTripTranslation(deps, lucia, { ...basics, tripId: trip.id });
    expect(draft).toEqual({
      title: "[EN] Surf and yoga in the beach",
      shortDescription: "[EN] Siete days of waves",
      description: "",
    });
    expect(await deps.db.select().from(tripTranslations)).toEqual([]);
  });

  it("keeps day numbers, lists, FAQ order and document ids; placeholders come back untouched", async () => {
    const lucia = await guide();
    const itinerary = await draftTripTranslation(deps, lucia, {
      section: "itinerary",
      to: "en",
      values: {
        days: [
          {
            dayNumber: 1,
            title: "Llegada",
            description: "Hola {nombre}, cena libre",
            activities: ["Playa", ""],
          },
          { dayNumber: 3, title: "Día de mar", description: "<b>Barco</b>", activities: [] },
        ],
      },
    });
    expect(itinerary).toEqual({
      days: [
        {
          dayNumber: 1,
          title: "[EN] Arrival",
          description: "[EN] Hello {nombre}, dinner free",
          activities: ["[EN] Beach", ""],
        },
        { dayNumber: 3, title: "[EN] Day of sea", description: "[EN] <b>Barco</b>", activities: [] },
      ],
    });
    const inclusions = await draftTripTranslation(deps, lucia, {
      section: "inclusions",
      to: "en",
      values: {
        included: ["Alojamiento", "Desayuno"],
        excluded: ["Vuelos"],
        faqs: [{ question: "¿Hay seguro?", answer: "Sí, seguro de viaje incluido" }],
      },
    });
    expect(inclusions).toEqual({
      included: ["[EN] Accommodation", "[EN] Breakfast"],
      excluded: ["[EN] Flights"],
      faqs: [{ question: "[EN] ¿Hay insurance?", answer: "[EN] Sí, insurance of trip included" }],
    });
    const id = randomUUID();
    expect(
      await draftTripTranslation(deps, lucia, {
        section: "documents",
        to: "en",
        values: { titles: { [id]: "Ruta" } },
      }),
    ).toEqual({ titles: { [id]: "[EN] Route" } });
  });

  it("only for approved tropleaders (their own trips) and admins; never a visitor", async () => {
    const lucia = await guide();
    const trip = await createTrip(deps.db, { tropleaderId: lucia.id });
    const other = await guide();
    const applicant = toSessionUser(await createTropleader(deps.db, { isApproved: false }));
    const traveller = toSessionUser(await createUser(deps.db));
    const admin = toSessionUser(await createUser(deps.db, { role: "admin" }));
    const before = stub.translateRequests().length;
    expect(await outcome(draftTripTranslation(deps, null, basics))).toBe(
      "unauthenticated trips:errors.signInRequired",
    );
    expect(await outcome(draftTripTranslation(deps, traveller, basics))).toBe(
      "forbidden trips:errors.tropleadersOnly",
    );
    expect(await outcome(draftTripTranslation(deps, applicant, basics))).toBe(
      "forbidden trips:errors.notApproved",
    );
    expect(await outcome(draftTripTranslation(deps, other, { ...basics, tripId: trip.id }))).toBe(
      "not_found trips:errors.notFound",
    );
    expect(stub.translateRequests().length).toBe(before);
    expect(await outcome(draftTripTranslation(deps, admin, { ...basics, tripId: trip.id }))).toBe("ok");
    // The wizard, before the trip exists.
    expect(await outcome(draftTripTranslation(deps, other, basics))).toBe("ok");
  });

  it("refuses what the step's form would refuse, and an empty step, before asking the provider", async () => {
    const lucia = await guide();
    const before = stub.translateRequests().length;
    const withValues = (values: Record<string, string>) => ({
      ...basics,
      values: { ...basics.values, ...values },
    });
    expect(await outcome(draftTripTranslation(deps, lucia, withValues({ title: "x".repeat(121) })))).toBe(
      "validation trips:wizard.errors.titleMax",
    );
    expect(await outcome(draftTripTranslation(deps, lucia, withValues({ title: "Playa\u0007" })))).toMatch(
      /^validation common:/,
    );
    expect(
      await outcome(
        draftTripTranslation(deps, lucia, { ...basics, values: { title: " ", shortDescription: "" } }),
      ),
    ).toBe("validation trips:translationDraft.errors.nothingToTranslate");
    expect(await outcome(draftTripTranslation(deps, lucia, { ...basics, section: "gallery" }))).toBe(
      "validation trips:wizard.errors.invalid",
    );
    expect(await outcome(draftTripTranslation(deps, lucia, { ...basics, to: "es" }))).toBe(
      "validation trips:wizard.errors.invalid",
    );
    expect(stub.translateRequests().length).toBe(before);
  });

  it("without a configured provider: unavailable, with the translated message", async () => {
    const lucia = await guide();
    expect(await outcome(draftTripTranslation({ ...deps, translation: null }, lucia, basics))).toBe(
      "translation.unavailable trips:translationDraft.errors.unavailable",
    );
  });

  it.each([
    ["quota", "translation.quota trips:translationDraft.errors.quota"],
    ["busy", "translation.unavailable trips:translationDraft.errors.unavailable"],
    ["error", "translation.unavailable trips:translationDraft.errors.unavailable"],
    ["hang", "translation.timeout trips:translationDraft.errors.timeout"],
  ] as const)("a provider that answers %s: %s", async (mode, expected) => {
    stub.setMode(mode, 1);
    expect(await outcome(draftTripTranslation(deps, await guide(), basics))).toBe(expected);
  });

  it("counts drafts per user: over the limit, 429 without asking the provider; another guide is not affected", async () => {
    const lucia = await guide();
    for (let i = 0; i < USER_RATE_LIMITS.translationDraft.max; i++) {
      expect(await outcome(draftTripTranslation(deps, lucia, basics))).toBe("ok");
    }
    const before = stub.translateRequests().length;
    expect(await outcome(draftTripTranslation(deps, lucia, basics))).toBe(
      "rate_limited common:errors.tooManyRequests",
    );
    expect(stub.translateRequests().length).toBe(before);
    expect(await outcome(draftTripTranslation(deps, await guide(), basics))).toBe("ok");
  });
});

const longBasics = {
  section: "basics",
  to: "en",
  values: {
    title: "Surf y yoga en la playa de Ericeira",
    shortDescription: "Siete días de olas y yoga en la costa de Portugal con un grupo pequeño",
    description:
      "Siete días entre el Atlántico y la esterilla: clases de surf cada mañana en la playa adecuada, yoga al " +
      "atardecer, comidas largas y un grupo pequeño que se convierte en tripulación. Alojamiento y tablas incluidos.",
  },
} as const;
const profile = {
  section: "profile",
  to: "en",
  values: { bio: "Instructora de surf y profesora de yoga.", presentation: "Viajes sin prisa por la playa." },
} as const;

const recordedFor = (ownerId: string) =>
  deps.db.select().from(translationMachineDrafts).where(eq(translationMachineDrafts.ownerId, ownerId));

describe("the server remembers what it drafted ('Traducción automática' without trusting the browser)", () => {
  it("a trip step: its digest is recorded for the trip; saved unchanged it is machine-made, tampered not", async () => {
    const lucia = await guide();
    const trip = await createTrip(deps.db, { tropleaderId: lucia.id });
    const draft = (await draftTripTranslation(deps, lucia, { ...longBasics, tripId: trip.id })) as Record<
      string,
      string
    >;
    const [row] = await recordedFor(trip.id);
    expect(row).toMatchObject({ ownerKind: "trip", locale: "en", section: "basics" });
    expect(row?.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain("Ericeira");
    expect(await deps.db.select().from(tripTranslations).where(eq(tripTranslations.tripId, trip.id))).toEqual(
      [],
    );

    const save = (values: unknown) =>
      saveTripTranslationSection(deps, lucia, { tripId: trip.id, locale: "en", section: "basics", values });
    expect((await save({ ...draft, title: `${draft.title}!` })).machine).toBe(false);
    expect((await save(draft)).machine).toBe(true);
    // Whitespace the schema trims away is no change.
    expect((await save({ ...draft, title: ` ${draft.title} ` })).machine).toBe(true);
  });

  it("the wizard's drafts are the guide's own, before the trip exists", async () => {
    const lucia = await guide();
    await draftTripTranslation(deps, lucia, longBasics);
    expect(await recordedFor(lucia.id)).toMatchObject([{ ownerKind: "wizard", section: "basics" }]);
  });

  it("a profile: only the signed-in tropleader's own; recorded, and labelled only when saved unchanged", async () => {
    const lucia = await guide();
    const draft = await draftTripTranslation(deps, lucia, profile);
    expect(draft).toEqual({
      bio: expect.stringMatching(/^\[EN\] /),
      presentation: expect.stringMatching(/^\[EN\] /),
    });
    expect(await recordedFor(lucia.id)).toMatchObject([{ ownerKind: "profile", section: "profile" }]);
    const values = draft as { bio: string; presentation: string };
    const corrected = { ...values, bio: `${values.bio} Since 2015.` };
    expect(await saveProfileTranslation(deps, lucia, { locale: "en", values: corrected })).toEqual({
      machine: false,
    });
    expect(await saveProfileTranslation(deps, lucia, { locale: "en", values })).toEqual({ machine: true });

    // An applicant writes their profile too; travellers and admins have none. Nothing reaches the provider.
    const applicant = toSessionUser(await createTropleader(deps.db, { isApproved: false }));
    expect(await outcome(draftTripTranslation(deps, applicant, profile))).toBe("ok");
    const before = stub.translateRequests().length;
    for (const someone of [
      toSessionUser(await createUser(deps.db)),
      toSessionUser(await createUser(deps.db, { role: "admin" })),
    ]) {
      expect(await outcome(draftTripTranslation(deps, someone, profile))).toBe(
        "forbidden trips:errors.tropleadersOnly",
      );
    }
    expect(await outcome(draftTripTranslation(deps, null, profile))).toBe(
      "unauthenticated trips:errors.signInRequired",
    );
    expect(
      await outcome(
        draftTripTranslation(deps, lucia, {
          ...profile,
          values: { bio: "x".repeat(5000), presentation: "" },
        }),
      ),
    ).toMatch(/^validation /);
    expect(
      await outcome(
        draftTripTranslation(deps, lucia, { ...profile, values: { bio: " ", presentation: "" } }),
      ),
    ).toBe("validation workspace:profileEdit.english.nothingToTranslate");
    expect(stub.translateRequests().length).toBe(before);
  });

  it("a profile draft refused by the provider records nothing and changes nothing", async () => {
    const lucia = await guide();
    stub.setMode("quota", 1);
    expect(await outcome(draftTripTranslation(deps, lucia, profile))).toBe(
      "translation.quota trips:translationDraft.errors.quota",
    );
    expect(await recordedFor(lucia.id)).toEqual([]);
  });
});
