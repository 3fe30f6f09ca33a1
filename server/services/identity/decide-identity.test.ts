import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { auditLog, emailOutbox, files } from "../../db/schema/platform.ts";
import { users } from "../../db/schema/users.ts";
import { createTropleader, createUser } from "../../seed/factories.ts";
import { caught } from "../../testing/error-code.ts";
import { samplePdf, samplePng } from "../../testing/sample-files.ts";
import { useAdmin, useTestDeps } from "../../testing/use-test-deps.ts";
import { storeUpload } from "../uploads/store-upload.ts";
import { approveIdentity } from "./approve-identity.ts";
import { listPendingVerifications } from "./list-pending-verifications.ts";
import { rejectIdentity } from "./reject-identity.ts";
import { revealIdentityNumber } from "./reveal-identity-number.ts";
import { submitIdentityVerification } from "./submit-identity-verification.ts";

const deps = useTestDeps();
const admin = useAdmin(deps);

/** A tropleader who has sent both sides and the number 12345678Z. */
async function submitted() {
  const user = await createTropleader(deps.db, { isIdentityVerified: false });
  const front = await storeUpload(deps, user, "identity-document", await samplePng(), { side: "front" });
  const back = await storeUpload(deps, user, "identity-document", samplePdf(), { side: "back" });
  await submitIdentityVerification(deps, user, {
    birthDate: "1990-04-12",
    identityNumber: "12345678Z",
    frontFileId: front.id,
    backFileId: back.id,
  });
  return { user, front, back };
}

describe("identity review", () => {
  it("lists pending submissions with the number masked and both documents, for admins only", async () => {
    const { user, front, back } = await submitted();
    const pending = await listPendingVerifications(deps, admin);
    const mine = pending.find((p) => p.id === user.id);
    expect(mine).toMatchObject({
      role: "tropleader",
      birthDate: "1990-04-12",
      identityNumberMasked: "••••••78Z",
    });
    expect(JSON.stringify(pending)).not.toContain("12345678Z");
    expect(mine?.documents.map((d) => d.fileId)).toEqual([front.id, back.id]);
    const traveller = toSessionUser(await createUser(deps.db));
    for (const actor of [null, traveller]) {
      expect(await caught(listPendingVerifications(deps, actor))).toMatchObject({ code: "forbidden" });
      expect(await caught(revealIdentityNumber(deps, actor, user.id))).toMatchObject({ code: "forbidden" });
      expect(await caught(approveIdentity(deps, actor, user.id))).toMatchObject({ code: "forbidden" });
      expect(await caught(rejectIdentity(deps, actor, user.id))).toMatchObject({ code: "forbidden" });
    }
  });

  it("revealing the number is audited", async () => {
    const { user } = await submitted();
    expect(await revealIdentityNumber(deps, admin, user.id)).toBe("12345678Z");
    const audit = await deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, "identity_number.reveal")));
    expect(audit).toEqual([expect.objectContaining({ actorId: admin.id })]);
  });

  it("approving verifies the user (who can now publish), emails and audits it, once", async () => {
    const { user } = await submitted();
    expect(await approveIdentity(deps, admin, user.id)).toEqual({ changed: true });
    const [row] = await deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ identityStatus: "verified", isIdentityVerified: true });
    expect(toSessionUser(row!).canPublishTrips).toBe(true);
    expect(await approveIdentity(deps, admin, user.id)).toEqual({ changed: false });
    const mails = await deps.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toEmail, user.email), eq(emailOutbox.template, "identity_decided")));
    expect(mails).toHaveLength(1);
  });

  it("rejecting deletes both documents from storage, erases the number, and asks to resubmit", async () => {
    const { user, front, back } = await submitted();
    expect(await rejectIdentity(deps, admin, user.id)).toEqual({ changed: true });
    const [row] = await deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      identityStatus: "rejected",
      isIdentityVerified: false,
      identityNumber: null,
      identityDocumentFrontFileId: null,
      identityDocumentBackFileId: null,
    });
    for (const f of [front, back]) {
      expect(await deps.storage.get(f.key)).toBeNull();
      const [file] = await deps.db.select().from(files).where(eq(files.id, f.id));
      expect(file?.deletedAt).not.toBeNull();
    }
    expect(await rejectIdentity(deps, admin, user.id)).toEqual({ changed: false });
    expect(await caught(approveIdentity(deps, admin, user.id))).toMatchObject({ code: "not_found" });
    const [mail] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, user.email));
    expect(mail?.template).toBe("identity_decided");
  });
});
