import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { tripTranslations } from "../../db/schema/trips.ts";
import {
  createBooking,
  createTrip,
  createTropleader,
  createUser,
  isoDateFromToday,
} from "../../seed/factories.ts";
import { departureDays } from "../../testing/departure-days.ts";
import { codeOf } from "../../testing/error-code.ts";
import { samplePdf, samplePng } from "../../testing/sample-files.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { openStoredFile } from "../uploads/open-stored-file.ts";
import { storeUpload } from "../uploads/store-upload.ts";
import { addDepartureDocument } from "./add-departure-document.ts";
import { deleteDepartureDocument } from "./delete-departure-document.ts";
import { listDepartureDocuments } from "./list-departure-documents.ts";
import { listTripDocuments } from "./list-trip-documents.ts";
import { saveDocumentEnglishTitle } from "./save-document-english-title.ts";

const deps = useTestDeps();

describe("departure documents", () => {
  it("a PDF the guide shares reaches the departure's booked travellers only, until deleted", async () => {
    const guide = await createTropleader(deps.db);
    const owner = toSessionUser(guide);
    const trip = await createTrip(deps.db, {
      tropleaderId: guide.id,
      departures: [
        departureDays(30, 33, { maxParticipants: 8, priceCents: 50000 }),
        departureDays(60, 63, { maxParticipants: 8, priceCents: 50000 }),
      ],
    });
    const [first, second] = trip.departures as [(typeof trip.departures)[0], (typeof trip.departures)[0]];
    const booked = await createUser(deps.db);
    const onOther = await createUser(deps.db);
    const stranger = await createUser(deps.db);
    await createBooking(deps.db, { userId: booked.id, departureId: first.id });
    await createBooking(deps.db, { userId: onOther.id, departureId: second.id });

    const pdf = await storeUpload(deps, owner, "trip-document", samplePdf("Itinerario"));
    expect(
      await codeOf(
        addDepartureDocument(deps, owner, trip.id, first.startDate, { fileId: pdf.id, title: "x" }),
      ),
    ).toBe("validation");
    const image = await storeUpload(deps, owner, "gallery-image", await samplePng());
    expect(
      await codeOf(
        addDepartureDocument(deps, owner, trip.id, first.startDate, { fileId: image.id, title: "Foto" }),
      ),
    ).toBe("not_found");
    const otherGuide = toSessionUser(await createTropleader(deps.db));
    expect(
      await codeOf(
        addDepartureDocument(deps, otherGuide, trip.id, first.startDate, { fileId: pdf.id, title: "Mío" }),
      ),
    ).toBe("not_found");

    const { id } = await addDepartureDocument(deps, owner, trip.id, first.startDate, {
      fileId: pdf.id,
      title: "  Itinerario detallado  ",
    });
    expect(await listDepartureDocuments(deps, first.id)).toMatchObject([
      { id, title: "Itinerario detallado" },
    ]);
    expect((await listTripDocuments(deps.db, toSessionUser(booked), trip.id)).map((d) => d.id)).toEqual([id]);
    expect(await listTripDocuments(deps.db, toSessionUser(onOther), trip.id)).toEqual([]);
    expect((await openStoredFile(deps, toSessionUser(booked), pdf.id)).contentType).toBe("application/pdf");
    expect(await codeOf(openStoredFile(deps, toSessionUser(onOther), pdf.id))).toBe("forbidden");
    expect(await codeOf(openStoredFile(deps, toSessionUser(stranger), pdf.id))).toBe("forbidden");

    expect(await codeOf(deleteDepartureDocument(deps, otherGuide, trip.id, first.startDate, id))).toBe(
      "not_found",
    );
    await deleteDepartureDocument(deps, owner, trip.id, first.startDate, id);
    expect(await listDepartureDocuments(deps, first.id)).toEqual([]);
    expect(await codeOf(openStoredFile(deps, toSessionUser(booked), pdf.id))).toBe("not_found");
  });

  it("a document's English title reaches English travellers only, checked like the Spanish one (issue 34)", async () => {
    const guide = await createTropleader(deps.db);
    const owner = toSessionUser(guide);
    const departure = (days: number) => ({
      startDate: isoDateFromToday(days),
      endDate: isoDateFromToday(days + 3),
      maxParticipants: 8,
      priceCents: 50000,
    });
    const trip = await createTrip(deps.db, {
      tropleaderId: guide.id,
      departures: [departure(30), departure(60)],
    });
    const [first, second] = trip.departures as [(typeof trip.departures)[0], (typeof trip.departures)[0]];
    const ana = toSessionUser(await createUser(deps.db, { locale: "es" }));
    const ben = toSessionUser(await createUser(deps.db, { locale: "en" }));
    await createBooking(deps.db, { userId: ana.id, departureId: first.id });
    await createBooking(deps.db, { userId: ben.id, departureId: first.id });
    const share = async (startDate: string, title: string) => {
      const pdf = await storeUpload(deps, owner, "trip-document", samplePdf(title));
      return (await addDepartureDocument(deps, owner, trip.id, startDate, { fileId: pdf.id, title })).id;
    };
    const itinerary = await share(first.startDate, "Itinerario detallado");
    const packing = await share(first.startDate, "Lista de equipaje");
    const elsewhere = await share(second.startDate, "Bonos");
    const save = (documentId: string, title: unknown, actor = owner, date = first.startDate) =>
      saveDocumentEnglishTitle(deps, actor, trip.id, date, { documentId, title });

    const otherGuide = toSessionUser(await createTropleader(deps.db));
    expect(await codeOf(save(itinerary, "Detailed itinerary", otherGuide))).toBe("not_found");
    expect(await codeOf(save(itinerary, "Detailed itinerary", ben))).toBe("not_found");
    expect(await codeOf(save(elsewhere, "Vouchers"))).toBe("not_found");
    expect(await codeOf(save("not-a-uuid", "Vouchers"))).toBe("validation");
    expect(await codeOf(save(itinerary, "x"))).toBe("validation");
    expect(await codeOf(save(itinerary, "Detailed\u0000 itinerary"))).toBe("validation");
    expect(await codeOf(save(itinerary, "y".repeat(121)))).toBe("validation");

    expect(await save(itinerary, "  Detailed itinerary  ")).toEqual({ status: "approved", machine: false });
    await save(packing, "Packing list");
    await save(elsewhere, "Vouchers", owner, second.startDate);
    expect(await listDepartureDocuments(deps, first.id)).toMatchObject([
      { id: itinerary, title: "Itinerario detallado", englishTitle: "Detailed itinerary" },
      { id: packing, title: "Lista de equipaje", englishTitle: "Packing list" },
    ]);
    const titles = async (reader: typeof ana, locale: "es" | "en") =>
      (await listTripDocuments(deps.db, reader, trip.id, locale)).map((d) => [d.title, d.titleLang]);
    expect(await titles(ben, "en")).toEqual([
      ["Detailed itinerary", "en"],
      ["Packing list", "en"],
    ]);
    expect(await titles(ana, "es")).toEqual([
      ["Itinerario detallado", "es"],
      ["Lista de equipaje", "es"],
    ]);

    // Emptied, the English title goes; a deleted document's title is dropped on the next save.
    await save(packing, "   ");
    await deleteDepartureDocument(deps, owner, trip.id, first.startDate, itinerary);
    const third = await share(first.startDate, "Seguro de viaje");
    await save(third, "Travel insurance");
    const [row] = await deps.db
      .select({ content: tripTranslations.content })
      .from(tripTranslations)
      .where(and(eq(tripTranslations.tripId, trip.id), eq(tripTranslations.locale, "en")));
    expect(row?.content.documents?.titles).toEqual({ [elsewhere]: "Vouchers", [third]: "Travel insurance" });
    expect(await titles(ben, "en")).toEqual([
      ["Lista de equipaje", "es"],
      ["Travel insurance", "en"],
    ]);
  });
});
