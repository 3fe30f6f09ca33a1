import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TripTranslationContent } from "#core/content/trip-text";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { notifications } from "../../db/schema/messaging.ts";
import { auditLog, emailOutbox } from "../../db/schema/platform.ts";
import { tripDocuments, trips, tripTranslations } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { isAppError } from "../../lib/app-error.ts";
import { createTrip, createTropleader, createUser } from "../../seed/factories.ts";
import { caught, codeOf } from "../../testing/error-code.ts";
import { useAdmin, useTestDeps } from "../../testing/use-test-deps.ts";
import { recordMachineDraft } from "../machine-drafts/record-machine-draft.ts";
import { decideTripTranslation } from "./decide-trip-translation.ts";
import { loadTripTranslationForOwner, loadVisibleTripTranslation } from "./load-trip-translation.ts";
import { saveTripTranslationSection } from "./save-trip-translation-section.ts";

const deps = useTestDeps();
const admin = useAdmin(deps, { name: "Ada Admin" });

/** The trip's English basics saved by its tropleader (the same values in every test). */
const saveEnglishBasics = (guide: SessionUser, tripId: string) =>
  saveTripTranslationSection(deps, guide, { tripId, locale: "en", section: "basics", values: basics });

const basics = {
  title: "Surf and yoga in Ericeira",
  shortDescription: "A week of waves and yoga on the Portuguese coast, with a small group and a local guide.",
  description:
    "Seven days between the Atlantic and the mat: surf lessons every morning at the right beach for your level, " +
    "yoga at sunset, long lunches and a small group that becomes a crew. Lodging, boards and wetsuits included.",
};
const itinerary = {
  days: [
    {
      dayNumber: 1,
      title: "Arrival and welcome",
      description: "We meet in Ericeira and have dinner together.",
      activities: [],
    },
    {
      dayNumber: 2,
      title: "A full day out",
      description: "A full day of activity with the guide and the group.",
      activities: ["Surf"],
    },
  ],
};
const inclusions = {
  included: ["Lodging", "Guide"],
  excluded: ["Flights"],
  faqs: [{ question: "Do I need to know how to surf?", answer: "No: beginners are welcome on every day." }],
};

async function tripOf(options: { status?: "approved" | "pending" } = {}) {
  const guide = await createTropleader(deps.db, { name: "Lucía Guía" });
  const trip = await createTrip(deps.db, {
    tropleaderId: guide.id,
    status: options.status ?? "approved",
    faqs: [
      {
        question: "¿Hace falta saber surfear?",
        answer: "No: los principiantes son bienvenidos todos los días.",
      },
    ],
  });
  return { guide: toSessionUser(guide), trip };
}

const rowOf = async (tripId: string) =>
  (
    await deps.db
      .select()
      .from(tripTranslations)
      .where(and(eq(tripTranslations.tripId, tripId), eq(tripTranslations.locale, "en")))
  )[0];

describe("saving a trip's English version", () => {
  it("stores each section on its own, keeps the others, and visitors read it once the trip is public", async () => {
    const { guide, trip } = await tripOf();
    expect(await loadVisibleTripTranslation(deps.db, trip.id, "en")).toBeNull();
    expect(
      await saveTripTranslationSection(deps, guide, {
        tripId: trip.id,
        locale: "en",
        section: "basics",
        values: basics,
      }),
    ).toEqual({ status: "approved", machine: false });
    await saveTripTranslationSection(deps, guide, {
      tripId: trip.id,
      locale: "en",
      section: "itinerary",
      values: itinerary,
    });
    await saveTripTranslationSection(deps, guide, {
      tripId: trip.id,
      locale: "en",
      section: "inclusions",
      values: inclusions,
    });

    const visible = await loadVisibleTripTranslation(deps.db, trip.id, "en");
    expect(visible?.content).toEqual({ basics, itinerary, inclusions } satisfies TripTranslationContent);
    expect(visible?.machineSections).toEqual([]);
    // Spanish is the trip's own text: no translation row is read for it.
    expect(await loadVisibleTripTranslation(deps.db, trip.id, "es")).toBeNull();
    const audit = await deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, trip.id), eq(auditLog.action, "trip.translation_saved")));
    expect(audit.map((a) => (a.data as { section: string }).section).sort()).toEqual([
      "basics",
      "inclusions",
      "itinerary",
    ]);
  });

  it("is not shown for a trip that is not public, nor for a pending or rejected version", async () => {
    const { guide, trip } = await tripOf({ status: "pending" });
    await saveEnglishBasics(guide, trip.id);
    expect(await loadVisibleTripTranslation(deps.db, trip.id, "en")).toBeNull();
    expect((await loadTripTranslationForOwner(deps.db, trip.id, "en"))?.content.basics).toEqual(basics);

    await deps.db.update(trips).set({ status: "approved" }).where(eq(trips.id, trip.id));
    expect((await loadVisibleTripTranslation(deps.db, trip.id, "en"))?.content.basics?.title).toBe(
      basics.title,
    );
    for (const status of ["pending", "rejected"] as const) {
      await deps.db.update(tripTranslations).set({ status }).where(eq(tripTranslations.tripId, trip.id));
      expect(await loadVisibleTripTranslation(deps.db, trip.id, "en")).toBeNull();
      expect((await loadTripTranslationForOwner(deps.db, trip.id, "en"))?.status).toBe(status);
    }
    // A suspended guide's trips are hidden, their translations too.
    await deps.db
      .update(tripTranslations)
      .set({ status: "approved" })
      .where(eq(tripTranslations.tripId, trip.id));
    await deps.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, guide.id));
    expect(await loadVisibleTripTranslation(deps.db, trip.id, "en")).toBeNull();
  });

  it("checks the section with the Spanish rules and translated messages; a failed save changes nothing", async () => {
    const { guide, trip } = await tripOf();
    await saveEnglishBasics(guide, trip.id);
    const before = await rowOf(trip.id);
    const attempts = [
      [{ section: "basics", values: { ...basics, title: "Short" } }, "trips:wizard.errors.titleMin"],
      [
        { section: "basics", values: { ...basics, description: `${basics.description}\u0000` } },
        "common:errors.controlCharacters",
      ],
      // The second day breaks a rule: the first is not saved either.
      [
        {
          section: "itinerary",
          values: { days: [itinerary.days[0], { ...itinerary.days[1], description: "Too short" }] },
        },
        "trips:wizard.errors.dayDescriptionMin",
      ],
      [
        { section: "itinerary", values: { days: [{ ...itinerary.days[0], dayNumber: 9 }] } },
        "trips:errors.translationDays",
      ],
      [{ section: "inclusions", values: { ...inclusions, faqs: [] } }, "trips:errors.translationFaqs"],
      [
        {
          section: "documents",
          values: { titles: { "6f1c2b1e-8a53-4c39-9b1a-0d6f4f3a2b10": "Packing list" } },
        },
        "trips:errors.translationDocuments",
      ],
    ] as const;
    for (const [input, messageKey] of attempts) {
      const error = await caught(
        saveTripTranslationSection(deps, guide, { tripId: trip.id, locale: "en", ...input }),
      );
      expect(isAppError(error) && error.code, input.section).toBe("validation");
      expect(error, input.section).toMatchObject({ messageKey });
    }
    expect(await rowOf(trip.id)).toEqual(before);
  });

  it("translates the trip's documents by id", async () => {
    const { guide, trip } = await tripOf();
    const [doc] = await deps.db
      .insert(tripDocuments)
      .values({ tripId: trip.id, fileId: crypto.randomUUID(), title: "Lista de equipaje" })
      .returning();
    const values = { titles: { [doc!.id]: "Packing list" } };
    await saveTripTranslationSection(deps, guide, {
      tripId: trip.id,
      locale: "en",
      section: "documents",
      values,
    });
    expect((await rowOf(trip.id))?.content).toEqual({ documents: values });
  });

  it("only the trip's guide or an admin may write it; another guide sees no such trip", async () => {
    const { trip } = await tripOf();
    const other = toSessionUser(await createTropleader(deps.db));
    const traveller = toSessionUser(await createUser(deps.db));
    const save = (actor: Parameters<typeof saveTripTranslationSection>[1]) =>
      codeOf(
        saveTripTranslationSection(deps, actor, {
          tripId: trip.id,
          locale: "en",
          section: "basics",
          values: basics,
        }),
      );
    expect(await save(null)).toBe("unauthenticated");
    expect(await save(other)).toBe("not_found");
    expect(await save(traveller)).toBe("not_found");
    expect(await rowOf(trip.id)).toBeUndefined();
    expect(await save(admin)).toBe("ok");
  });

  it("refuses Spanish (the trip's own columns) and unknown sections or languages", async () => {
    const { guide, trip } = await tripOf();
    for (const [locale, section] of [
      ["es", "basics"],
      ["fr", "basics"],
      ["en", "gallery"],
    ]) {
      expect(
        await codeOf(
          saveTripTranslationSection(deps, guide, {
            tripId: trip.id,
            locale: locale!,
            section: section!,
            values: basics,
          }),
        ),
      ).toBe("not_found");
    }
    expect(await rowOf(trip.id)).toBeUndefined();
  });

  it("marks a section machine-made only when saved exactly as the server recorded the machine's draft", async () => {
    const { guide, trip } = await tripOf();
    const owner = { kind: "trip", id: trip.id } as const;
    const save = (section: "basics" | "inclusions", values: unknown) =>
      saveTripTranslationSection(deps, guide, { tripId: trip.id, locale: "en", section, values });
    // Nothing drafted by the server: typed by hand, whatever the browser might claim.
    expect((await save("basics", basics)).machine).toBe(false);
    await recordMachineDraft(deps.db, owner, "en", "basics", basics);
    await recordMachineDraft(deps.db, owner, "en", "inclusions", inclusions);
    expect((await save("basics", basics)).machine).toBe(true);
    expect((await save("inclusions", inclusions)).machine).toBe(true);
    expect((await rowOf(trip.id))?.machineSections.sort()).toEqual(["basics", "inclusions"]);
    // Saved again unchanged: still the machine's; tampered with (one word), the guide's.
    expect((await save("basics", basics)).machine).toBe(true);
    expect((await save("basics", { ...basics, title: "Surf and yoga by the Atlantic" })).machine).toBe(false);
    expect((await rowOf(trip.id))?.machineSections).toEqual(["inclusions"]);
    expect((await loadVisibleTripTranslation(deps.db, trip.id, "en"))?.machineSections).toEqual([
      "inclusions",
    ]);
    // A draft recorded for another trip or another section labels nothing here.
    const other = await tripOf();
    await recordMachineDraft(deps.db, { kind: "trip", id: other.trip.id }, "en", "basics", basics);
    await recordMachineDraft(deps.db, owner, "en", "itinerary", itinerary);
    expect((await save("basics", { ...basics, title: "Surf and yoga by the Atlantic" })).machine).toBe(false);
    const third = await tripOf();
    expect(
      (
        await saveTripTranslationSection(deps, third.guide, {
          tripId: third.trip.id,
          locale: "en",
          section: "basics",
          values: basics,
        })
      ).machine,
    ).toBe(false);
  });
});

describe("moderating a trip's English version", () => {
  const REASON = "The English description promises things the Spanish one does not include.";

  it("only an admin decides; a reason is required to reject", async () => {
    const { guide, trip } = await tripOf();
    await saveEnglishBasics(guide, trip.id);
    for (const actor of [null, guide]) {
      expect(await codeOf(decideTripTranslation(deps, actor, { tripId: trip.id, approved: true }))).toBe(
        "forbidden",
      );
    }
    expect(
      await codeOf(decideTripTranslation(deps, admin, { tripId: trip.id, approved: false, reason: "no" })),
    ).toBe("validation");
    expect((await rowOf(trip.id))?.status).toBe("approved");
    expect(
      await codeOf(decideTripTranslation(deps, admin, { tripId: crypto.randomUUID(), approved: true })),
    ).toBe("not_found");
  });

  it("rejecting hides the English version alone and tells the guide; saving again sends it back for review", async () => {
    const { guide, trip } = await tripOf();
    const guideRow = (await deps.db.select().from(users).where(eq(users.id, guide.id)))[0]!;
    await saveEnglishBasics(guide, trip.id);

    expect(
      await decideTripTranslation(deps, admin, { tripId: trip.id, approved: false, reason: REASON }),
    ).toEqual({ changed: true });
    expect(
      await decideTripTranslation(deps, admin, { tripId: trip.id, approved: false, reason: REASON }),
    ).toEqual({ changed: false });
    expect(await rowOf(trip.id)).toMatchObject({ status: "rejected", rejectionReason: REASON });
    expect((await deps.db.select().from(trips).where(eq(trips.id, trip.id)))[0]?.status).toBe("approved");
    expect(await loadVisibleTripTranslation(deps.db, trip.id, "en")).toBeNull();
    const mails = await deps.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toEmail, guideRow.email), eq(emailOutbox.template, "trip_translation_rejected")),
      );
    expect(mails).toHaveLength(1);
    const notes = await deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, guide.id), eq(notifications.type, "trip_translation_rejected")));
    expect(notes).toHaveLength(1);
    const audit = await deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, trip.id), eq(auditLog.action, "trip.translation_reject")));
    expect(audit).toHaveLength(1);

    // The guide corrects it: it waits for the team, still hidden.
    const saved = await saveTripTranslationSection(deps, guide, {
      tripId: trip.id,
      locale: "en",
      section: "basics",
      values: { ...basics, title: "Surf and yoga on the Atlantic" },
    });
    expect(saved.status).toBe("pending");
    expect(await loadVisibleTripTranslation(deps.db, trip.id, "en")).toBeNull();
    // Saving a pending version keeps it pending.
    expect(
      (
        await saveTripTranslationSection(deps, guide, {
          tripId: trip.id,
          locale: "en",
          section: "inclusions",
          values: inclusions,
        })
      ).status,
    ).toBe("pending");

    expect(await decideTripTranslation(deps, admin, { tripId: trip.id, approved: true })).toEqual({
      changed: true,
    });
    expect(await rowOf(trip.id)).toMatchObject({ status: "approved", rejectionReason: null });
    expect((await loadVisibleTripTranslation(deps.db, trip.id, "en"))?.content.basics?.title).toBe(
      "Surf and yoga on the Atlantic",
    );
    const approvedMails = await deps.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toEmail, guideRow.email), eq(emailOutbox.template, "trip_translation_approved")),
      );
    expect(approvedMails).toHaveLength(1);
  });
});
