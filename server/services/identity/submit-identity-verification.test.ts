import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { platformToday } from "#core/rules/platform-calendar";
import { birthDateYearsBefore } from "#core/testing/birth-dates";
import { notifications } from "../../db/schema/messaging.ts";
import { emailOutbox, files } from "../../db/schema/platform.ts";
import { users } from "../../db/schema/users.ts";
import { isAppError } from "../../lib/app-error.ts";
import { createTropleader, createUser } from "../../seed/factories.ts";
import { samplePdf, samplePng } from "../../testing/sample-files.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { purgeUnattachedUploads, UNATTACHED_UPLOAD_MS } from "../uploads/purge-unattached-uploads.ts";
import { storeUpload } from "../uploads/store-upload.ts";
import { submitIdentityVerification } from "./submit-identity-verification.ts";

const deps = useTestDeps();
let admins: Awaited<ReturnType<typeof createUser>>[];
beforeAll(async () => {
  admins = [
    await createUser(deps.db, { role: "admin", name: "Admin Uno", email: "admin1@example.test" }),
    await createUser(deps.db, {
      role: "admin",
      name: "Admin Two",
      email: "admin2@example.test",
      locale: "en",
    }),
  ];
});

type User = { id: string; role: "viajero" | "tropleader" | "admin"; isApproved: boolean };
async function uploadSides(user: User) {
  const front = await storeUpload(deps, user, "identity-document", await samplePng(), { side: "front" });
  const back = await storeUpload(deps, user, "identity-document", samplePdf(), { side: "back" });
  return { front, back };
}

async function expectError(promise: Promise<unknown>, code: string, messageKey: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isAppError(error), String(error)).toBe(true);
  expect(error).toMatchObject({ code, messageKey });
}

const IDENTITY_NUMBER = "12345678Z";

describe("submitIdentityVerification", () => {
  it("stores the documents, makes the user pending and tells every admin", async () => {
    const user = await createUser(deps.db, { name: "Vera Viajera", email: "vera@example.test" });
    const { front, back } = await uploadSides(user);
    const at = new Date("2027-03-01T10:00:00Z");
    await submitIdentityVerification(
      deps,
      user,
      {
        birthDate: "1990-04-12",
        identityNumber: IDENTITY_NUMBER,
        frontFileId: front.id,
        backFileId: back.id,
      },
      at,
    );

    const [row] = await deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      identityStatus: "pending",
      isIdentityVerified: false,
      identitySubmittedAt: at,
      birthDate: "1990-04-12",
      identityNumber: IDENTITY_NUMBER,
      identityDocumentFrontFileId: front.id,
      identityDocumentBackFileId: back.id,
    });

    for (const admin of admins) {
      const notes = await deps.db.select().from(notifications).where(eq(notifications.userId, admin.id));
      const mine = notes.filter((n) => (n.params as { userId?: string }).userId === user.id);
      expect(mine).toHaveLength(1);
      // A type and its parameters, rendered in the reader's language when shown (never frozen text).
      expect(mine[0]).toMatchObject({
        type: "identity_submitted",
        readAt: null,
        params: { userId: user.id, userName: "Vera Viajera" },
      });
    }

    const mails = await deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "identity_verification_submitted"));
    const toVera = mails.filter((m) => m.text.includes("vera@example.test"));
    expect(toVera.map((m) => m.toEmail).sort()).toEqual(["admin1@example.test", "admin2@example.test"]);
    expect(toVera.find((m) => m.toEmail === "admin2@example.test")!.subject).toContain(
      "Identity verification",
    );
    for (const m of toVera) expect(`${m.text}${m.html}`).not.toContain(IDENTITY_NUMBER);
  });

  it("works for tropleaders too, and a resubmission replaces the earlier files", async () => {
    const leader = await createTropleader(deps.db, { isIdentityVerified: false });
    const first = await uploadSides(leader);
    const base = { birthDate: "1990-04-12", identityNumber: "X1234567L" };
    await submitIdentityVerification(deps, leader, {
      ...base,
      frontFileId: first.front.id,
      backFileId: first.back.id,
    });
    const second = await uploadSides(leader);
    await submitIdentityVerification(deps, leader, {
      ...base,
      frontFileId: second.front.id,
      backFileId: second.back.id,
    });
    const [row] = await deps.db.select().from(users).where(eq(users.id, leader.id));
    expect(row!.identityDocumentFrontFileId).toBe(second.front.id);
    for (const old of [first.front, first.back]) {
      const [f] = await deps.db.select().from(files).where(eq(files.id, old.id));
      expect(f!.deletedAt).not.toBeNull();
      expect(await deps.storage.get(old.key)).toBeNull();
    }
    expect(await deps.storage.get(second.back.key)).not.toBeNull();
  });

  it("gives the spec's messages for missing fields and changes nothing", async () => {
    const user = await createUser(deps.db);
    const { front, back } = await uploadSides(user);
    const ok = { birthDate: "1990-04-12", identityNumber: "123", frontFileId: front.id, backFileId: back.id };
    const cases: [object, string][] = [
      [{ birthDate: "" }, "profile:identity.errors.birthDateRequired"],
      [{ identityNumber: "  " }, "profile:identity.errors.identityNumberRequired"],
      [{ frontFileId: "" }, "profile:identity.errors.bothSides"],
      [{ backFileId: undefined }, "profile:identity.errors.bothSides"],
      [{ birthDate: "2999-01-01" }, "profile:errors.birthDateFuture"],
    ];
    for (const [override, key] of cases) {
      await expectError(
        submitIdentityVerification(deps, user, { ...ok, ...override } as never),
        "validation",
        key,
      );
    }
    const [row] = await deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ identityStatus: "none", identityNumber: null });
  });

  it("refuses a birth date other than the account's, and a minor's when the account has none", async () => {
    const user = await createUser(deps.db, { birthDate: "1990-04-12" });
    const { front, back } = await uploadSides(user);
    const ok = { birthDate: "1990-04-12", identityNumber: "123", frontFileId: front.id, backFileId: back.id };
    await expectError(
      submitIdentityVerification(deps, user, { ...ok, birthDate: "1990-04-13" }),
      "validation",
      "profile:identity.errors.birthDateMismatch",
    );
    const [unchanged] = await deps.db.select().from(users).where(eq(users.id, user.id));
    expect(unchanged).toMatchObject({ identityStatus: "none", birthDate: "1990-04-12" });

    const without = await createUser(deps.db, { birthDate: null });
    const sides = await uploadSides(without);
    const theirs = { ...ok, frontFileId: sides.front.id, backFileId: sides.back.id };
    const minor = birthDateYearsBefore(platformToday(), 18, 1);
    await expectError(
      submitIdentityVerification(deps, without, { ...theirs, birthDate: minor }),
      "validation",
      "profile:errors.birthDateUnderAge",
    );
    const adult = birthDateYearsBefore(platformToday(), 18);
    await submitIdentityVerification(deps, without, { ...theirs, birthDate: adult });
    const [stored] = await deps.db.select().from(users).where(eq(users.id, without.id));
    expect(stored).toMatchObject({ identityStatus: "pending", birthDate: adult });
  });

  it("refuses files that are not this user's documents of the right side", async () => {
    const user = await createUser(deps.db);
    const other = await createUser(deps.db);
    const mine = await uploadSides(user);
    const theirs = await uploadSides(other);
    const avatar = await storeUpload(deps, user, "avatar", await samplePng());
    const base = { birthDate: "1990-04-12", identityNumber: "123" };
    for (const [frontFileId, backFileId] of [
      [theirs.front.id, mine.back.id],
      [mine.front.id, mine.front.id],
      [mine.back.id, mine.front.id],
      [avatar.id, mine.back.id],
    ] as const) {
      await expectError(
        submitIdentityVerification(deps, user, { ...base, frontFileId, backFileId }),
        "validation",
        "profile:identity.errors.bothSides",
      );
    }
  });

  it("refuses a user who is already verified", async () => {
    const leader = await createTropleader(deps.db);
    const { front, back } = await uploadSides(leader);
    await expectError(
      submitIdentityVerification(deps, leader, {
        birthDate: "1990-04-12",
        identityNumber: "123",
        frontFileId: front.id,
        backFileId: back.id,
      }),
      "conflict",
      "profile:identity.errors.alreadyVerified",
    );
  });
});

describe("purgeUnattachedUploads (identity documents)", () => {
  it("removes day-old documents nobody submitted, and keeps submitted ones", async () => {
    const user = await createUser(deps.db);
    const submitted = await uploadSides(user);
    await submitIdentityVerification(deps, user, {
      birthDate: "1990-04-12",
      identityNumber: "123",
      frontFileId: submitted.front.id,
      backFileId: submitted.back.id,
    });
    const abandoned = await uploadSides(user);
    const later = new Date(Date.now() + UNATTACHED_UPLOAD_MS + 60_000);

    expect(await purgeUnattachedUploads(deps, new Date())).toBe(0);
    expect(await purgeUnattachedUploads(deps, later)).toBeGreaterThanOrEqual(2);
    for (const f of [abandoned.front, abandoned.back]) {
      expect(await deps.storage.get(f.key)).toBeNull();
    }
    for (const f of [submitted.front, submitted.back]) {
      expect(await deps.storage.get(f.key)).not.toBeNull();
    }
  });
});
