import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { auditLog, emailOutbox } from "../../db/schema/platform.ts";
import { tropleaderProfiles, users } from "../../db/schema/users.ts";
import { createTropleader, createUser } from "../../seed/factories.ts";
import { caught } from "../../testing/error-code.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { approveTropleader } from "./approve-tropleader.ts";
import { rejectTropleader } from "./reject-tropleader.ts";

const deps = useTestDeps();

const asSession = (u: Parameters<typeof toSessionUser>[0]) => toSessionUser(u);
const applicant = () =>
  createTropleader(deps.db, { isApproved: false, isIdentityVerified: false, locale: "en" });
const row = async (id: string) => (await deps.db.select().from(users).where(eq(users.id, id)))[0];
const emails = (to: string, template: string) =>
  deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toEmail, to), eq(emailOutbox.template, template)));

describe("deciding a tropleader application", () => {
  it("only an admin may decide: anonymous, traveller and tropleader get 403 and nothing changes", async () => {
    const pending = await applicant();
    const traveller = asSession(await createUser(deps.db));
    const leader = asSession(await createTropleader(deps.db));
    for (const actor of [null, traveller, leader]) {
      for (const decide of [approveTropleader, rejectTropleader]) {
        expect(await caught(decide(deps, actor, pending.id))).toMatchObject({ code: "forbidden" });
      }
    }
    expect(await row(pending.id)).toMatchObject({ role: "tropleader", isApproved: false });
  });

  it("approving makes an approved tropleader, emails them in their language and audits it, once", async () => {
    const admin = asSession(await createUser(deps.db, { role: "admin" }));
    const pending = await applicant();
    expect(await approveTropleader(deps, admin, pending.id)).toEqual({ changed: true });
    expect(await row(pending.id)).toMatchObject({ role: "tropleader", isApproved: true });
    const [profile] = await deps.db
      .select()
      .from(tropleaderProfiles)
      .where(eq(tropleaderProfiles.userId, pending.id));
    expect(profile?.approvedAt).toBeInstanceOf(Date);
    const [mail] = await emails(pending.email, "tropleader_approved");
    expect(mail?.subject).toBe("You are now a Tropa tropleader");
    expect(mail?.text).toContain("/tropleader/dashboard");
    // A second click decides nothing and sends nothing.
    expect(await approveTropleader(deps, admin, pending.id)).toEqual({ changed: false });
    expect(await emails(pending.email, "tropleader_approved")).toHaveLength(1);
    const audit = await deps.db.select().from(auditLog).where(eq(auditLog.entityId, pending.id));
    expect(audit).toEqual([
      expect.objectContaining({ actorId: admin.id, action: "tropleader.approve", entityType: "user" }),
    ]);
  });

  it("two admins approving at once decide once", async () => {
    const [a, b] = await Promise.all([
      createUser(deps.db, { role: "admin" }),
      createUser(deps.db, { role: "admin" }),
    ]);
    const pending = await applicant();
    const results = await Promise.all([
      approveTropleader(deps, asSession(a), pending.id),
      approveTropleader(deps, asSession(b), pending.id),
    ]);
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(await emails(pending.email, "tropleader_approved")).toHaveLength(1);
  });

  it("rejecting makes the applicant a traveller, emails and audits it; it cannot then be approved", async () => {
    const admin = asSession(await createUser(deps.db, { role: "admin" }));
    const pending = await applicant();
    expect(await rejectTropleader(deps, admin, pending.id)).toEqual({ changed: true });
    expect(await row(pending.id)).toMatchObject({ role: "viajero", isApproved: false });
    expect(await emails(pending.email, "tropleader_rejected")).toHaveLength(1);
    expect(await rejectTropleader(deps, admin, pending.id)).toEqual({ changed: false });
    expect(await caught(approveTropleader(deps, admin, pending.id))).toMatchObject({ code: "not_found" });
    const audit = await deps.db.select().from(auditLog).where(eq(auditLog.entityId, pending.id));
    expect(audit.map((a) => a.action)).toEqual(["tropleader.reject"]);
  });

  it("an approved tropleader cannot be rejected as an application, nor a traveller approved", async () => {
    const admin = asSession(await createUser(deps.db, { role: "admin" }));
    const approved = await createTropleader(deps.db);
    expect(await caught(rejectTropleader(deps, admin, approved.id))).toMatchObject({ code: "not_found" });
    expect(await row(approved.id)).toMatchObject({ role: "tropleader", isApproved: true });
    const traveller = await createUser(deps.db);
    expect(await caught(approveTropleader(deps, admin, traveller.id))).toMatchObject({ code: "not_found" });
  });
});
