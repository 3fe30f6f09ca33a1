import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { LIMITS } from "#core/constants/limits";
import { files } from "../../db/schema/platform.ts";
import { users } from "../../db/schema/users.ts";
import { isAppError } from "../../lib/app-error.ts";
import { createTropleader, createUser } from "../../seed/factories.ts";
import { sampleJpegWithExif, samplePdf, samplePng, samplePngClaiming } from "../../testing/sample-files.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { readUploadBody } from "./read-upload-body.ts";
import { storeUpload } from "./store-upload.ts";
import { uploadAvatar } from "./upload-avatar.ts";

const deps = useTestDeps();

async function caught(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e,
  );
}

async function expectRejected(promise: Promise<unknown>, messageKey: string) {
  const error = await caught(promise);
  expect(isAppError(error), String(error)).toBe(true);
  expect(error).toMatchObject({ code: "validation", messageKey });
}

async function storedObjects(userId: string): Promise<string[]> {
  const root = path.join(deps.config.dataDir, "uploads");
  const found: string[] = [];
  for (const dir of [`public/avatars/${userId}`, `private/identity/${userId}`]) {
    const names = await readdir(path.join(root, dir)).catch(() => [] as string[]);
    found.push(...names.map((n) => `${dir}/${n}`));
  }
  return found;
}

describe("type checked by content", () => {
  it("refuses a text file named .jpg, and stores nothing", async () => {
    const user = await createUser(deps.db);
    const text = Buffer.from("I am not an image, whatever my name.jpg says\n".repeat(20));
    await expectRejected(storeUpload(deps, user, "avatar", text), "uploads:errors.invalidImage");
    await expectRejected(
      storeUpload(deps, user, "identity-document", text, { side: "front" }),
      "uploads:errors.invalidDocument",
    );
    expect(await deps.db.select().from(files).where(eq(files.ownerId, user.id))).toHaveLength(0);
    expect(await storedObjects(user.id)).toEqual([]);
  });

  it("refuses a PDF sent as an avatar image but accepts it as an identity document", async () => {
    const user = await createUser(deps.db);
    await expectRejected(storeUpload(deps, user, "avatar", samplePdf()), "uploads:errors.invalidImage");
    const stored = await storeUpload(deps, user, "identity-document", samplePdf("DNI"), { side: "back" });
    expect(stored).toMatchObject({ visibility: "private", contentType: "application/pdf", url: null });
    expect(stored.key).toMatch(new RegExp(`^private/identity/${user.id}/back-[0-9a-f-]{36}\\.pdf$`));
    const object = await deps.storage.get(stored.key);
    expect(object?.body.equals(samplePdf("DNI"))).toBe(true);
  });

  it("refuses a truncated image that only starts like a PNG", async () => {
    const user = await createUser(deps.db);
    const png = await samplePng();
    await expectRejected(
      storeUpload(deps, user, "avatar", png.subarray(0, 40)),
      "uploads:errors.invalidImage",
    );
  });

  it("refuses a decompression bomb by its declared pixel count", async () => {
    const user = await createUser(deps.db);
    const bomb = await samplePngClaiming(20_000, 20_000);
    expect(bomb.byteLength).toBeLessThan(200);
    await expectRejected(storeUpload(deps, user, "avatar", bomb), "uploads:errors.imageTooManyPixels");
  });
});

describe("size limits", () => {
  it("refuses a declared oversized body before reading a byte of it", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const request = new Request("http://x/upload", {
      method: "POST",
      body,
      headers: { "content-length": String(LIMITS.avatarMaxBytes + 1) },
      duplex: "half",
    } as RequestInit);
    await expectRejected(
      readUploadBody(request, LIMITS.avatarMaxBytes, "uploads:errors.imageTooLarge"),
      "uploads:errors.imageTooLarge",
    );
    // At most the stream's own first pre-fetch: nothing was consumed by the reader.
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("stops reading an undeclared body as soon as it passes the limit", async () => {
    const chunk = 256 * 1024;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk;
        controller.enqueue(new Uint8Array(chunk));
        if (sent > 100 * 1024 * 1024) controller.close();
      },
    });
    const request = new Request("http://x/upload", { method: "POST", body, duplex: "half" } as RequestInit);
    await expectRejected(
      readUploadBody(request, LIMITS.identityDocumentMaxBytes, "uploads:errors.documentTooLarge"),
      "uploads:errors.documentTooLarge",
    );
    expect(sent).toBeLessThanOrEqual(LIMITS.identityDocumentMaxBytes + 3 * chunk);
  });

  it("reads a body within the limit", async () => {
    const png = await samplePng();
    const request = new Request("http://x/upload", { method: "POST", body: new Uint8Array(png) });
    const read = await readUploadBody(request, LIMITS.avatarMaxBytes, "uploads:errors.imageTooLarge");
    expect(read.equals(png)).toBe(true);
  });

  it("refuses a 5 MB + 1 byte file in the service too", async () => {
    const user = await createUser(deps.db);
    const big = Buffer.concat([samplePdf(), Buffer.alloc(LIMITS.identityDocumentMaxBytes)]);
    await expectRejected(
      storeUpload(deps, user, "identity-document", big, { side: "front" }),
      "uploads:errors.documentTooLarge",
    );
    await expectRejected(storeUpload(deps, user, "avatar", big), "uploads:errors.imageTooLarge");
  });
});

describe("re-encoding", () => {
  it("applies the EXIF orientation, then drops every piece of metadata", async () => {
    const user = await createUser(deps.db);
    const original = await sampleJpegWithExif(300, 200);
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from("Secret Owner"))).toBe(true);

    const stored = await storeUpload(deps, user, "identity-document", original, { side: "front" });
    expect(stored.key).toMatch(/front-[0-9a-f-]{36}\.jpg$/);
    const object = await deps.storage.get(stored.key);
    const after = await sharp(object!.body).metadata();
    expect(after.format).toBe("jpeg");
    expect([after.width, after.height]).toEqual([200, 300]);
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(object!.body.includes(Buffer.from("Secret Owner"))).toBe(false);
  });

  it("turns an avatar into a 512 px square WebP", async () => {
    const user = await createUser(deps.db);
    const stored = await storeUpload(deps, user, "avatar", await sampleJpegWithExif(1200, 800));
    expect(stored.key).toMatch(new RegExp(`^public/avatars/${user.id}/[0-9a-f-]{36}\\.webp$`));
    expect(stored.url).toBe(`/media/${stored.key}`);
    const meta = await sharp((await deps.storage.get(stored.key))!.body).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    const [row] = await deps.db.select().from(files).where(eq(files.id, stored.id));
    expect(row).toMatchObject({ bucket: "avatars", visibility: "public", ownerId: user.id, width: 512 });
  });

  it("keeps small images small (never upscaled)", async () => {
    const leader = await createTropleader(deps.db);
    const stored = await storeUpload(deps, leader, "gallery-image", await samplePng(120, 80));
    expect([stored.width, stored.height]).toEqual([120, 80]);
  });

  it("only lets tropleaders upload trip and gallery files", async () => {
    const traveller = await createUser(deps.db);
    const error = await caught(storeUpload(deps, traveller, "gallery-image", await samplePng()));
    expect(error).toMatchObject({ code: "forbidden", messageKey: "uploads:errors.notAllowed" });
  });
});

describe("uploadAvatar", () => {
  it("sets the avatar and removes the previous photo", async () => {
    const user = await createUser(deps.db);
    const first = await uploadAvatar(deps, user, await samplePng(600, 600, "#ff0000"));
    const second = await uploadAvatar(deps, user, await samplePng(600, 600, "#00ff00"));
    const [row] = await deps.db.select({ image: users.image }).from(users).where(eq(users.id, user.id));
    expect(row!.image).toBe(second.url);
    const [old] = await deps.db.select().from(files).where(eq(files.id, first.fileId));
    expect(old!.deletedAt).not.toBeNull();
    expect(await deps.storage.get(old!.key)).toBeNull();
    expect(await storedObjects(user.id)).toEqual([second.url.replace("/media/", "")]);
  });
});
