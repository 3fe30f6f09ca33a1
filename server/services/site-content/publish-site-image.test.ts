import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { files, siteContent } from "../../db/schema/platform.ts";
import { isAppError } from "../../lib/app-error.ts";
import { createTropleader, createUser } from "../../seed/factories.ts";
import { caught } from "../../testing/error-code.ts";
import { latestAuditEntry } from "../../testing/latest-audit-entry.ts";
import { samplePng } from "../../testing/sample-files.ts";
import { useAdmin, useTestDeps } from "../../testing/use-test-deps.ts";
import { purgeUnattachedUploads } from "../uploads/purge-unattached-uploads.ts";
import { storeUpload } from "../uploads/store-upload.ts";
import { getPublicSiteContent } from "./get-public-site-content.ts";
import { getSiteContent } from "./get-site-content.ts";
import { publishSiteImage } from "./publish-site-image.ts";

const deps = useTestDeps();
const admin = useAdmin(deps);

const heroForm = (fileId: string, overrides: Record<string, string> = {}) => ({
  fileId,
  focalX: "30",
  focalY: "70",
  alt_es: "Surfistas al atardecer en Ericeira",
  alt_en: "Surfers at sunset in Ericeira",
  ...overrides,
});

describe("Contenido's image blocks (issue 35)", () => {
  it("only an admin uploads a site image or publishes one; nothing changes otherwise", async () => {
    const traveller = toSessionUser(await createUser(deps.db));
    const leader = toSessionUser(await createTropleader(deps.db, { isApproved: true }));
    for (const actor of [traveller, leader]) {
      const upload = await caught(storeUpload(deps, actor, "site-image", await samplePng(1600, 1000)));
      expect(isAppError(upload) && upload.messageKey).toBe("uploads:errors.notAllowed");
    }
    const file = await storeUpload(deps, admin, "site-image", await samplePng(1600, 1000));
    for (const actor of [null, traveller, leader]) {
      const error = await caught(publishSiteImage(deps, actor, "heroImage", heroForm(file.id)));
      expect(isAppError(error) && error.code).toBe("forbidden");
      const logo = await caught(publishSiteImage(deps, actor, "logo", { fileId: file.id }));
      expect(isAppError(logo) && logo.code).toBe("forbidden");
    }
    expect((await getSiteContent(deps.db)).images).toEqual({ hero: null, logo: null });
  });

  it("refuses a file of another kind, an unknown one, a bad focal point or a missing alt text", async () => {
    const leader = toSessionUser(await createTropleader(deps.db, { isApproved: true }));
    const tripImage = await storeUpload(deps, leader, "trip-image", await samplePng(800, 500));
    const avatar = await storeUpload(deps, admin, "avatar", await samplePng(600, 600));
    const site = await storeUpload(deps, admin, "site-image", await samplePng(1600, 1000));
    for (const [input, key] of [
      [heroForm(tripImage.id), "admin:content.images.errors.badFile"],
      [heroForm(avatar.id), "admin:content.images.errors.badFile"],
      [heroForm("00000000-0000-4000-8000-000000000000"), "admin:content.images.errors.badFile"],
      [heroForm("not-an-id"), "admin:content.images.errors.fileRequired"],
      // No image published yet: "" (keep the live one) has nothing to keep.
      [heroForm(""), "admin:content.images.errors.fileRequired"],
      [heroForm(site.id, { focalX: "101" }), "admin:content.images.errors.focal"],
      [heroForm(site.id, { focalY: "-1" }), "admin:content.images.errors.focal"],
      [heroForm(site.id, { alt_en: "  " }), "admin:content.errors.required"],
      [heroForm(site.id, { alt_es: "x".repeat(201) }), "admin:content.errors.tooLong"],
    ] as const) {
      const error = await caught(publishSiteImage(deps, admin, "heroImage", input));
      expect(isAppError(error) && error.messageKey, JSON.stringify(input)).toBe(key);
    }
    const logo = await caught(publishSiteImage(deps, admin, "logo", { fileId: tripImage.id }));
    expect(isAppError(logo) && logo.messageKey).toBe("admin:content.images.errors.badFile");
    expect((await getSiteContent(deps.db)).images).toEqual({ hero: null, logo: null });
  });

  it("publishes the hero image for everyone at once, audited, with the block's date", async () => {
    const site = await storeUpload(deps, admin, "site-image", await samplePng(1600, 1000));
    const cached = await getPublicSiteContent(deps.db);
    expect(cached.images.hero).toBeNull();
    const now = new Date("2026-11-20T10:00:00Z");
    expect(await publishSiteImage(deps, admin, "heroImage", heroForm(site.id), now)).toEqual({
      changed: ["heroImage"],
    });
    const hero = {
      url: site.url,
      focalX: 30,
      focalY: 70,
      alt: { es: "Surfistas al atardecer en Ericeira", en: "Surfers at sunset in Ericeira" },
    };
    // The layout's cached copy is forgotten by the publish.
    expect((await getPublicSiteContent(deps.db)).images.hero).toEqual(hero);
    const [row] = await deps.db.select().from(siteContent).where(eq(siteContent.key, "images"));
    expect(row?.value).toMatchObject({ published: { heroImage: "2026-11-20" } });
    const entry = await latestAuditEntry(deps.db);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: "content.update",
      entityId: "heroImage",
      data: { before: null, after: hero },
    });

    // "" keeps the live image while the focal point and texts change; the same again changes nothing.
    const moved = heroForm("", { focalX: "50", alt_en: "Surfers in Ericeira" });
    expect(await publishSiteImage(deps, admin, "heroImage", moved)).toEqual({ changed: ["heroImage"] });
    expect((await getSiteContent(deps.db)).images.hero).toEqual({
      ...hero,
      focalX: 50,
      alt: { ...hero.alt, en: "Surfers in Ericeira" },
    });
    expect(await publishSiteImage(deps, admin, "heroImage", moved)).toEqual({ changed: [] });
  });

  it("publishes the logo without touching the hero", async () => {
    const before = (await getSiteContent(deps.db)).images.hero;
    const logo = await storeUpload(deps, admin, "site-image", await samplePng(400, 120));
    expect(await publishSiteImage(deps, admin, "logo", { fileId: logo.id })).toEqual({ changed: ["logo"] });
    const images = (await getSiteContent(deps.db)).images;
    expect(images.logo).toEqual({ url: logo.url });
    expect(images.hero).toEqual(before);
    const entry = await latestAuditEntry(deps.db);
    expect(entry).toMatchObject({ action: "content.update", entityId: "logo", data: { before: null } });

    // A day later, the published images stay; site images never published are purged.
    await purgeUnattachedUploads(deps, new Date(Date.now() + 2 * 86_400_000));
    const kept = await deps.db.select({ key: files.key, deletedAt: files.deletedAt }).from(files);
    const live = await getSiteContent(deps.db);
    for (const url of [live.images.logo?.url, live.images.hero?.url]) {
      expect(kept.find((f) => url?.endsWith(f.key))?.deletedAt).toBeNull();
    }
    const stillStored = kept.filter((f) => f.key.includes("/site-images/") && !f.deletedAt);
    expect(stillStored).toHaveLength(2);
  });
});
