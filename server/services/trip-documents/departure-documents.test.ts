import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import {
  createBooking,
  createTrip,
  createTropleader,
  createUser,
  isoDateFromToday,
} from "../../seed/factories.ts";
import { codeOf } from "../../testing/error-code.ts";
import { samplePdf, samplePng } from "../../testing/sample-files.ts";
import { createTestDeps } from "../../testing/test-deps.ts";
import { openStoredFile } from "../uploads/open-stored-file.ts";
import { storeUpload } from "../uploads/store-upload.ts";
import { addDepartureDocument } from "./add-departure-document.ts";
import { deleteDepartureDocument } from "./delete-departure-document.ts";
import { listDepartureDocuments } from "./list-departure-documents.ts";
import { listTripDocuments } from "./list-trip-documents.ts";

type Deps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: Deps;
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

describe("departure documents", () => {
  it("a PDF the guide shares reaches the departure's booked travellers only, until deleted", async () => {
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
        {
          startDate: isoDateFromToday(60),
          endDate: isoDateFromToday(63),
          maxParticipants: 8,
          priceCents: 50000,
        },
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
});
