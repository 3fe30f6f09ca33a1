import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TropleaderProfileInput } from "#core/schemas/tropleader-profile";
import { auditLog, files } from "../../db/schema/platform.ts";
import { tropleaderProfiles, users } from "../../db/schema/users.ts";
import { createTropleader, createUser } from "../../seed/factories.ts";
import { samplePdf, samplePng } from "../../testing/sample-files.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { getCreatorProfile } from "../catalogue/get-creator-profile.ts";
import { openStoredFile } from "../uploads/open-stored-file.ts";
import { storeUpload } from "../uploads/store-upload.ts";
import { getTropleaderProfileForm } from "./get-tropleader-profile-form.ts";
import { setCoverImage } from "./set-cover-image.ts";
import { updateTropleaderProfile } from "./update-tropleader-profile.ts";

const deps = useTestDeps();

async function caught(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (e: unknown) => e,
  );
}

const row = (name = "", issuer = "", year = "", fileId = "") => ({ name, issuer, year, fileId });

const form = (over: Partial<TropleaderProfileInput> = {}): TropleaderProfileInput => ({
  name: "Lucía Fernández",
  bio: "",
  tropleaderPresentation: "",
  socialMedia: "",
  location: "Granada, España",
  experienceYears: "8",
  specialties: ["Montaña"],
  languages: ["es"],
  certifications: [],
  ...over,
});

const profileOf = async (userId: string) =>
  (await deps.db.select().from(tropleaderProfiles).where(eq(tropleaderProfiles.userId, userId)))[0]!;

const audits = (userId: string, action: string) =>
  deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, userId), eq(auditLog.action, action)));

describe("updateTropleaderProfile: the application's fields and certifications", () => {
  it("saves location, years, specialties, languages and certifications, and audits the fields changed", async () => {
    const guide = await createTropleader(deps.db, {
      profile: { location: "Madrid", experienceYears: 3, specialties: ["Surf"], languages: ["es"] },
    });
    const doc = await storeUpload(deps, guide, "certification-document", samplePdf("Título"));
    await updateTropleaderProfile(
      deps,
      guide,
      form({
        name: guide.name,
        location: "  Sierra Nevada  ",
        experienceYears: "12",
        specialties: ["Montaña", "Nieve", "Montaña"],
        languages: ["es", "en", "fr"],
        certifications: [
          row("Técnico deportivo en media montaña", "Federación Andaluza", "2015", doc.id),
          row(),
          row("Primeros auxilios"),
        ],
      }),
    );
    const p = await profileOf(guide.id);
    expect(p).toMatchObject({
      location: "Sierra Nevada",
      experienceYears: 12,
      specialties: ["Montaña", "Nieve"],
      languages: ["es", "en", "fr"],
    });
    expect(p.certifications).toEqual([
      {
        name: "Técnico deportivo en media montaña",
        issuer: "Federación Andaluza",
        year: 2015,
        fileId: doc.id,
      },
      { name: "Primeros auxilios", issuer: null, year: null, fileId: null },
    ]);
    const [user] = await deps.db.select().from(users).where(eq(users.id, guide.id));
    expect(user!.languages).toEqual(["es", "en", "fr"]);

    const [audit] = await audits(guide.id, "tropleader.profile_update");
    expect(audit!.actorId).toBe(guide.id);
    expect((audit!.data as { fields: string[] }).fields.sort()).toEqual(
      ["certifications", "experienceYears", "languages", "location", "specialties"].sort(),
    );
    expect(JSON.stringify(audit!.data)).not.toContain("Sierra Nevada");

    // The public page lists them, never the document.
    const creator = await getCreatorProfile(deps.db, guide.id);
    expect(creator).toMatchObject({
      location: "Sierra Nevada",
      experienceYears: 12,
      languages: ["es", "en", "fr"],
    });
    expect(creator.certifications).toEqual([
      { name: "Técnico deportivo en media montaña", issuer: "Federación Andaluza", year: 2015 },
      { name: "Primeros auxilios", issuer: null, year: null },
    ]);
    expect(JSON.stringify(creator)).not.toContain(doc.id);
    // The guide's form gets them back, documents included.
    const own = await getTropleaderProfileForm(deps, guide);
    expect(own.certifications[0]?.fileId).toBe(doc.id);
    expect(own.experienceYears).toBe("12");
  });

  it("writes no audit row when nothing changed", async () => {
    const guide = await createTropleader(deps.db, {
      name: "Sin Cambios",
      profile: {
        location: "Granada, España",
        experienceYears: 8,
        specialties: ["Montaña"],
        languages: ["es"],
      },
    });
    await updateTropleaderProfile(deps, guide, form({ name: "Sin Cambios" }));
    expect(await audits(guide.id, "tropleader.profile_update")).toHaveLength(0);
  });

  it("refuses bad input with translated messages and changes nothing", async () => {
    const guide = await createTropleader(deps.db, { profile: { location: "Madrid", experienceYears: 3 } });
    const E = "workspace:profileEdit.errors";
    const thisYear = new Date().getFullYear();
    const cases: [Partial<TropleaderProfileInput>, string][] = [
      [{ location: "M" }, `${E}.locationRequired`],
      [{ location: "x".repeat(201) }, `${E}.locationMax`],
      [{ experienceYears: "" }, `${E}.experienceYears`],
      [{ experienceYears: "-1" }, `${E}.experienceYears`],
      [{ experienceYears: "71" }, `${E}.experienceYears`],
      [{ experienceYears: "2.5" }, `${E}.experienceYears`],
      [{ specialties: [] }, `${E}.specialties`],
      [{ specialties: ["Astronáutica"] }, `${E}.specialties`],
      [{ languages: [] }, `${E}.languages`],
      [{ languages: ["xx"] as never }, `${E}.languages`],
      [{ certifications: [row("", "Cruz Roja")] }, `${E}.certificationNameRequired`],
      [{ certifications: [row("x".repeat(201))] }, `${E}.certificationNameMax`],
      [{ certifications: [row("Socorrista", "x".repeat(201))] }, `${E}.certificationIssuerMax`],
      [{ certifications: [row("Socorrista", "", "1949")] }, `${E}.certificationYear`],
      [{ certifications: [row("Socorrista", "", String(thisYear + 1))] }, `${E}.certificationYear`],
      [{ certifications: [row("Socorrista", "", "", "not-an-id")] }, `${E}.certificationFile`],
      [{ certifications: Array.from({ length: 21 }, (_, i) => row(`C${i}`)) }, `${E}.certificationsMax`],
    ];
    for (const [over, message] of cases) {
      expect(await caught(updateTropleaderProfile(deps, guide, form(over))), message).toMatchObject({
        code: "validation",
        messageKey: message,
      });
    }
    // The boundaries pass.
    await updateTropleaderProfile(
      deps,
      guide,
      form({
        experienceYears: "0",
        certifications: [row("A", "", "1950"), row("B", "", String(thisYear))],
      }),
    );
    expect((await profileOf(guide.id)).experienceYears).toBe(0);
  });

  it("is the guide's own: others are refused, and a document must be their own live upload", async () => {
    const guide = await createTropleader(deps.db);
    const other = await createTropleader(deps.db);
    const traveller = await createUser(deps.db);
    expect(await caught(updateTropleaderProfile(deps, null, form()))).toMatchObject({
      code: "unauthenticated",
    });
    expect(await caught(updateTropleaderProfile(deps, traveller, form()))).toMatchObject({
      code: "forbidden",
    });
    expect(await caught(getTropleaderProfileForm(deps, traveller))).toMatchObject({ code: "forbidden" });

    const othersDoc = await storeUpload(deps, other, "certification-document", samplePdf("Ajeno"));
    const avatar = await storeUpload(deps, guide, "avatar", await samplePng(400, 400));
    for (const fileId of [othersDoc.id, avatar.id, "00000000-0000-4000-8000-000000000000"]) {
      expect(
        await caught(
          updateTropleaderProfile(deps, guide, form({ certifications: [row("Guía", "", "", fileId)] })),
        ),
      ).toMatchObject({ code: "not_found", messageKey: "workspace:profileEdit.errors.certificationFile" });
    }
    expect((await profileOf(guide.id)).certifications).toEqual([]);
  });
});

describe("certification documents are private", () => {
  it("open for the guide and admins only; a removed certification's document is deleted", async () => {
    const guide = await createTropleader(deps.db);
    const otherGuide = await createTropleader(deps.db);
    const traveller = await createUser(deps.db);
    const admin = await createUser(deps.db, { role: "admin" });
    const doc = await storeUpload(deps, guide, "certification-document", samplePdf("Diploma"));
    expect(doc.url).toBeNull();
    await updateTropleaderProfile(deps, guide, form({ certifications: [row("Guía", "", "", doc.id)] }));

    expect((await openStoredFile(deps, guide, doc.id)).body.equals(samplePdf("Diploma"))).toBe(true);
    await openStoredFile(deps, admin, doc.id);
    expect(await caught(openStoredFile(deps, traveller, doc.id))).toMatchObject({ code: "forbidden" });
    expect(await caught(openStoredFile(deps, otherGuide, doc.id))).toMatchObject({ code: "forbidden" });
    expect(await caught(openStoredFile(deps, null, doc.id))).toMatchObject({ code: "unauthenticated" });

    // A traveller may not even upload one.
    expect(
      await caught(storeUpload(deps, traveller, "certification-document", samplePdf("x"))),
    ).toMatchObject({ code: "forbidden" });

    await updateTropleaderProfile(deps, guide, form({ certifications: [row("Guía")] }));
    const [file] = await deps.db.select().from(files).where(eq(files.id, doc.id));
    expect(file!.deletedAt).not.toBeNull();
    expect(await caught(openStoredFile(deps, guide, doc.id))).toMatchObject({ code: "not_found" });
  });
});

describe("setCoverImage", () => {
  it("sets the guide's own cover (shown on the public page), replaces and removes it, audited", async () => {
    const guide = await createTropleader(deps.db);
    const first = await storeUpload(deps, guide, "tropleader-cover", await samplePng(1500, 500));
    expect(first).toMatchObject({ width: 1920, height: 640 });
    await setCoverImage(deps, guide, { fileId: first.id });
    expect((await getCreatorProfile(deps.db, guide.id)).coverImageUrl).toBe(first.url);

    const second = await storeUpload(deps, guide, "tropleader-cover", await samplePng(1500, 500));
    await setCoverImage(deps, guide, { fileId: second.id });
    expect((await profileOf(guide.id)).coverImageUrl).toBe(second.url);
    const [old] = await deps.db.select().from(files).where(eq(files.id, first.id));
    expect(old!.deletedAt).not.toBeNull();

    await setCoverImage(deps, guide, { fileId: null });
    expect((await profileOf(guide.id)).coverImageUrl).toBeNull();
    const actions = (await deps.db.select().from(auditLog).where(eq(auditLog.entityId, guide.id))).map(
      (a) => a.action,
    );
    expect(actions.filter((a) => a === "tropleader.cover_set")).toHaveLength(2);
    expect(actions).toContain("tropleader.cover_remove");
  });

  it("takes only the guide's own cover uploads; travellers are refused", async () => {
    const guide = await createTropleader(deps.db);
    const other = await createTropleader(deps.db);
    const traveller = await createUser(deps.db);
    const othersCover = await storeUpload(deps, other, "tropleader-cover", await samplePng(1500, 500));
    const ownGallery = await storeUpload(deps, guide, "gallery-image", await samplePng(1500, 500));
    for (const fileId of [othersCover.id, ownGallery.id, "nope"]) {
      expect(await caught(setCoverImage(deps, guide, { fileId }))).toMatchObject({ code: "not_found" });
    }
    expect(await caught(setCoverImage(deps, traveller, { fileId: othersCover.id }))).toMatchObject({
      code: "forbidden",
    });
    expect((await profileOf(other.id)).coverImageUrl).toBeNull();
  });
});
