import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "#core/constants/limits";
import { UPLOAD_RULES } from "#core/rules/upload-rules";
import { USER_RATE_LIMITS } from "../auth/rate-limit-rules.ts";
import { auditLog, files } from "../db/schema/platform.ts";
import { users } from "../db/schema/users.ts";
import { createTropleader, createUser } from "../seed/factories.ts";
import { samplePdf, samplePng } from "../testing/sample-files.ts";
import { activePdfs, objectStream, pdfWith } from "../testing/sample-pdfs.ts";
import { sessionCookieFor } from "../testing/session-cookie.ts";
import { useTestDeps } from "../testing/use-test-deps.ts";
import { createUploadsApi } from "./uploads-api.ts";

const deps = useTestDeps();
let api: ReturnType<typeof createUploadsApi>;
beforeAll(async () => {
  api = createUploadsApi(deps);
});

const post = (path: string, body: BodyInit, cookie?: string, headers: Record<string, string> = {}) =>
  api.request(path, { method: "POST", body, headers: { ...(cookie ? { cookie } : {}), ...headers } });

describe("POST /uploads/:kind", () => {
  it("needs a session", async () => {
    const res = await post("/uploads/avatar", new Uint8Array(await samplePng()));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { messageKey: "uploads:errors.signInRequired" } });
  });

  it("sets the avatar from an image and refuses anything else by content", async () => {
    const user = await createUser(deps.db);
    const cookie = await sessionCookieFor(deps, user);
    const text = await post("/uploads/avatar", "not an image at all", cookie, {
      "content-type": "image/jpeg",
    });
    expect(text.status).toBe(422);
    expect(await text.json()).toMatchObject({ error: { messageKey: "uploads:errors.invalidImage" } });

    const ok = await post("/uploads/avatar", new Uint8Array(await samplePng(400, 300)), cookie);
    expect(ok.status).toBe(201);
    const { url } = (await ok.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^/media/public/avatars/${user.id}/[0-9a-f-]{36}\\.webp$`));
    const [row] = await deps.db.select({ image: users.image }).from(users).where(eq(users.id, user.id));
    expect(row!.image).toBe(url);
  });

  it("refuses a declared oversized body with the spec's message", async () => {
    const user = await createUser(deps.db);
    const cookie = await sessionCookieFor(deps, user);
    const res = await post("/uploads/identity-document?side=front", new Uint8Array(16), cookie, {
      "content-length": String(LIMITS.identityDocumentMaxBytes + 1),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: { messageKey: "uploads:errors.documentTooLarge" } });
  });

  it("requires the side of an identity document and refuses unknown kinds", async () => {
    const user = await createUser(deps.db);
    const cookie = await sessionCookieFor(deps, user);
    expect((await post("/uploads/identity-document", new Uint8Array(samplePdf()), cookie)).status).toBe(400);
    expect((await post("/uploads/secrets", new Uint8Array(samplePdf()), cookie)).status).toBe(404);
  });
});

describe("GET /files/:fileId", () => {
  it("serves an identity document to its owner and admins only, and audits each opening", async () => {
    const owner = await createUser(deps.db);
    const other = await createUser(deps.db);
    const admin = await createUser(deps.db, { role: "admin" });
    const ownerCookie = await sessionCookieFor(deps, owner);
    const upload = await post(
      "/uploads/identity-document?side=back",
      new Uint8Array(samplePdf()),
      ownerCookie,
    );
    expect(upload.status).toBe(201);
    const { fileId } = (await upload.json()) as { fileId: string };

    const asOwner = await api.request(`/files/${fileId}`, { headers: { cookie: ownerCookie } });
    expect(asOwner.status).toBe(200);
    expect(asOwner.headers.get("content-type")).toBe("application/pdf");
    expect(asOwner.headers.get("cache-control")).toBe("private, no-store");
    // Nothing in a stored PDF may run: always downloaded, sandboxed (issue 16, item 7).
    expect(asOwner.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(asOwner.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(asOwner.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await asOwner.arrayBuffer()).equals(samplePdf())).toBe(true);

    const asAdmin = await api.request(`/files/${fileId}`, {
      headers: { cookie: await sessionCookieFor(deps, admin) },
    });
    expect(asAdmin.status).toBe(200);
    const asOther = await api.request(`/files/${fileId}`, {
      headers: { cookie: await sessionCookieFor(deps, other) },
    });
    expect(asOther.status).toBe(403);
    expect((await api.request(`/files/${fileId}`)).status).toBe(401);

    const audited = await deps.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "file"), eq(auditLog.entityId, fileId)));
    expect(audited.map((a) => a.actorId).sort()).toEqual([owner.id, admin.id].sort());
  });
});

describe("PDFs that run code (issue 16, item 7)", () => {
  const scripted = () =>
    new Uint8Array(
      Buffer.from(
        samplePdf()
          .toString("latin1")
          .replace("/Pages 2 0 R >>", "/Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>"),
        "latin1",
      ),
    );

  it("refuses a PDF with an /OpenAction script as an identity or trip document", async () => {
    const user = await createUser(deps.db);
    const asUser = await post(
      "/uploads/identity-document?side=front",
      scripted(),
      await sessionCookieFor(deps, user),
    );
    expect(asUser.status).toBe(422);
    expect(((await asUser.json()) as { error: { messageKey: string } }).error.messageKey).toBe(
      "uploads:errors.pdfActiveContent",
    );
    const leader = await createTropleader(deps.db);
    const asLeader = await post("/uploads/trip-document", scripted(), await sessionCookieFor(deps, leader));
    expect(asLeader.status).toBe(422);
    const stored = await deps.db.select().from(files).where(eq(files.ownerId, leader.id));
    expect(stored).toHaveLength(0);
  });

  it.each(Object.entries(activePdfs()))("refuses %s as a trip document", async (_label, pdf) => {
    const leader = await createTropleader(deps.db);
    const res = await post(
      "/uploads/trip-document",
      new Uint8Array(pdf),
      await sessionCookieFor(deps, leader),
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: { messageKey: "uploads:errors.pdfActiveContent" } });
    expect(await deps.db.select().from(files).where(eq(files.ownerId, leader.id))).toHaveLength(0);
  });

  it("accepts a clean trip document and serves it as a sandboxed download", async () => {
    const leader = await createTropleader(deps.db);
    const cookie = await sessionCookieFor(deps, leader);
    const clean = pdfWith("/OpenAction [3 0 R /Fit]", [
      objectStream("<< /Type /Font /BaseFont /Helvetica >>"),
    ]);
    const res = await post("/uploads/trip-document", new Uint8Array(clean), cookie);
    expect(res.status).toBe(201);
    const { fileId } = (await res.json()) as { fileId: string };
    const served = await api.request(`/files/${fileId}`, { headers: { cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("Unapproved applicants host public files (issue 16, item 8)", () => {
  it("refuses gallery and trip images and trip documents to a tropleader still waiting for approval", async () => {
    const applicant = await createTropleader(deps.db, { isApproved: false, isIdentityVerified: false });
    const cookie = await sessionCookieFor(deps, applicant);
    for (const kind of ["gallery-image", "trip-image"]) {
      const res = await post(`/uploads/${kind}`, new Uint8Array(await samplePng()), cookie);
      expect(res.status, kind).toBe(403);
      expect(await res.json()).toMatchObject({ error: { messageKey: "uploads:errors.notAllowed" } });
    }
    expect((await post("/uploads/trip-document", new Uint8Array(samplePdf()), cookie)).status).toBe(403);
    expect(await deps.db.select().from(files).where(eq(files.ownerId, applicant.id))).toHaveLength(0);
  });

  it("accepts them from an approved tropleader", async () => {
    const leader = await createTropleader(deps.db);
    const cookie = await sessionCookieFor(deps, leader);
    for (const kind of ["gallery-image", "trip-image"]) {
      const res = await post(`/uploads/${kind}`, new Uint8Array(await samplePng()), cookie);
      expect(res.status, kind).toBe(201);
      expect(((await res.json()) as { url: string }).url).toMatch(/^\/media\/public\//);
    }
  });
});

describe("Uploads without end (issue 33)", () => {
  it("answers 429 with the translated key once a user's identity uploads of the hour are used", async () => {
    const user = await createUser(deps.db);
    const cookie = await sessionCookieFor(deps, user);
    const png = new Uint8Array(await samplePng(600, 380));
    for (let i = 0; i < USER_RATE_LIMITS["upload:identity-document"].max; i++) {
      expect((await post("/uploads/identity-document?side=front", png, cookie)).status).toBe(201);
    }
    const refused = await post("/uploads/identity-document?side=back", png, cookie);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: { code: "rate_limited", messageKey: "common:errors.tooManyRequests", params: {} },
    });
  });

  it("refuses an upload past the kind's storage quota with its message", async () => {
    const user = await createUser(deps.db);
    const cookie = await sessionCookieFor(deps, user);
    await deps.db.insert(files).values({
      ownerId: user.id,
      bucket: "identity-documents",
      key: `private/identity/${user.id}/noise.pdf`,
      visibility: "private",
      contentType: "application/pdf",
      sizeBytes: UPLOAD_RULES["identity-document"].quotaBytes!,
    });
    const res = await post("/uploads/identity-document?side=front", new Uint8Array(samplePdf()), cookie);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: { messageKey: "uploads:errors.quotaReached" } });
  });
});
