import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SIMULATED_SIGNATURE_HEADER } from "../../adapters/payments/simulated-signature.ts";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { refusedWebhooks } from "../../db/schema/bookings.ts";
import { auditLog, emailOutbox, jobs } from "../../db/schema/platform.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import { runDueJobs } from "../../jobs/job-runner.ts";
import { isAppError } from "../../lib/app-error.ts";
import { createTropleader, createUser } from "../../seed/factories.ts";
import { caught } from "../../testing/error-code.ts";
import { useAdmin, useTestDeps } from "../../testing/use-test-deps.ts";
import { receivePaymentWebhook } from "../bookings/receive-payment-webhook.ts";
import { deliverDueEmails, MAX_EMAIL_ATTEMPTS } from "../mail/deliver-due-emails.ts";
import { discardFailedJob } from "./discard-failed-job.ts";
import { getSystemStatus } from "./get-system-status.ts";
import { listFailedEmails } from "./list-failed-emails.ts";
import { listFailedJobs } from "./list-failed-jobs.ts";
import { listRefusedWebhooks } from "./list-refused-webhooks.ts";
import { REFUSED_WEBHOOKS_KEPT, recordRefusedWebhook } from "./record-refused-webhook.ts";
import { resendFailedEmail } from "./resend-failed-email.ts";
import { retryFailedJob } from "./retry-failed-job.ts";

const deps = useTestDeps();
const admin = useAdmin(deps);
let otherAdmin: ReturnType<typeof toSessionUser>;
beforeAll(async () => {
  otherAdmin = toSessionUser(await createUser(deps.db, { role: "admin" }));
});

const TEST_JOB = "test.system-page";

/** A job that runs through the real runner and fails on its only attempt, with an error naming a person. */
async function jobFailedForGood(error = "smtp refused <ana.lopez@example.com>: sk_live_abcdef123456") {
  const id = await enqueueJob(deps.db, TEST_JOB, { userId: "someone" }, { maxAttempts: 1 });
  await runDueJobs(deps, {
    [TEST_JOB]: async () => {
      throw new Error(error);
    },
  });
  return id;
}

const auditFor = (action: string, entityId: string) =>
  deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

describe("Sistema: failed jobs", () => {
  it("lists a job the runner failed for good, its error without the address or the key", async () => {
    const id = await jobFailedForGood();
    const listed = (await listFailedJobs(deps, admin)).find((j) => j.id === id);
    expect(listed).toMatchObject({ type: TEST_JOB, attempts: 1 });
    expect(listed?.lastTriedAt).toBeInstanceOf(Date);
    expect(listed?.lastError).toContain("smtp refused");
    expect(listed?.lastError).not.toContain("ana.lopez");
    expect(listed?.lastError).not.toContain("sk_live");
    expect(JSON.stringify(listed)).not.toContain("someone");
  });

  it("'Reintentar' puts it back once, audited; the runner runs it once; a second click changes nothing", async () => {
    const id = await jobFailedForGood();
    const [first, second] = await Promise.all([
      retryFailedJob(deps, admin, id),
      retryFailedJob(deps, otherAdmin, id),
    ]);
    expect([first.changed, second.changed].sort()).toEqual([false, true]);
    expect(await auditFor("job.retry", String(id))).toHaveLength(1);
    expect((await listFailedJobs(deps, admin)).some((j) => j.id === id)).toBe(false);

    let runs = 0;
    await runDueJobs(deps, {
      [TEST_JOB]: async () => {
        runs++;
      },
    });
    expect(runs).toBe(1);
    const [job] = await deps.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({ status: "done", attempts: 2 });
    expect(await retryFailedJob(deps, admin, id)).toEqual({ changed: false });
    expect(await auditFor("job.retry", String(id))).toHaveLength(1);
  });

  it("a retried job that fails again is failed for good again after one run", async () => {
    const id = await jobFailedForGood();
    await retryFailedJob(deps, admin, id);
    let runs = 0;
    await runDueJobs(deps, {
      [TEST_JOB]: async () => {
        runs++;
        throw new Error("still broken");
      },
    });
    expect(runs).toBe(1);
    const listed = (await listFailedJobs(deps, admin)).find((j) => j.id === id);
    expect(listed).toMatchObject({ attempts: 2, lastError: "still broken" });
  });

  it("'Descartar' marks it discarded, audited, gone from the list; it never runs; retrying it is not found", async () => {
    const id = await jobFailedForGood();
    const [first, second] = await Promise.all([
      discardFailedJob(deps, admin, id),
      discardFailedJob(deps, otherAdmin, id),
    ]);
    expect([first.changed, second.changed].sort()).toEqual([false, true]);
    const [job] = await deps.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job?.status).toBe("discarded");
    expect(await auditFor("job.discard", String(id))).toHaveLength(1);
    expect((await listFailedJobs(deps, admin)).some((j) => j.id === id)).toBe(false);
    const error = await caught(retryFailedJob(deps, admin, id));
    expect(isAppError(error) && error.messageKey).toBe("system:errors.jobNotFound");
    let runs = 0;
    await runDueJobs(deps, { [TEST_JOB]: async () => void runs++ });
    expect(runs).toBe(0);
  });

  it("an unknown job is not found, and changes nothing", async () => {
    for (const act of [retryFailedJob, discardFailedJob]) {
      const error = await caught(act(deps, admin, 987_654_321));
      expect(isAppError(error) && error.code).toBe("not_found");
    }
  });
});

describe("Sistema: failed emails", () => {
  async function emailFailedForGood() {
    const [row] = await deps.db
      .insert(emailOutbox)
      .values({
        toEmail: "marta.garcia@example.com",
        template: "booking_confirmed",
        subject: "Reserva confirmada",
        text: "Hola",
        html: "<p>Hola</p>",
        attempts: MAX_EMAIL_ATTEMPTS - 1,
      })
      .returning({ id: emailOutbox.id });
    const refusing = { ...deps, mail: { send: async () => Promise.reject(new Error("550 no such user")) } };
    await deliverDueEmails(refusing as unknown as typeof deps);
    return row!.id;
  }

  it("lists it with the recipient masked, then 'Reenviar' sends it once, audited, and a second click changes nothing", async () => {
    const id = await emailFailedForGood();
    const listed = (await listFailedEmails(deps, admin)).find((e) => e.id === id);
    expect(listed).toMatchObject({
      recipient: "m•••@example.com",
      template: "booking_confirmed",
      attempts: MAX_EMAIL_ATTEMPTS,
      lastError: "550 no such user",
    });
    expect(JSON.stringify(listed)).not.toContain("marta.garcia");

    const [first, second] = await Promise.all([
      resendFailedEmail(deps, admin, id),
      resendFailedEmail(deps, otherAdmin, id),
    ]);
    expect([first.changed, second.changed].sort()).toEqual([false, true]);
    const [entry, ...more] = await auditFor("email.resend", id);
    expect(more).toHaveLength(0);
    expect(JSON.stringify(entry?.data)).not.toContain("marta");

    const sent: string[] = [];
    const sending = { ...deps, mail: { send: async (m: { to: string }) => void sent.push(m.to) } };
    await deliverDueEmails(sending as unknown as typeof deps);
    expect(sent.filter((to) => to === "marta.garcia@example.com")).toHaveLength(1);
    const [email] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(email?.status).toBe("sent");
    expect((await listFailedEmails(deps, admin)).some((e) => e.id === id)).toBe(false);
  });

  it("an unknown or malformed email id is not found", async () => {
    for (const bad of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const error = await caught(resendFailedEmail(deps, admin, bad));
      expect(isAppError(error) && error.messageKey).toBe("system:errors.emailNotFound");
    }
  });
});

describe("Sistema: refused webhooks", () => {
  it("a call with a bad signature is refused and recorded: reason and claimed event id, never the body", async () => {
    const body = JSON.stringify({
      id: "evt_forged_1",
      type: "checkout.session.completed",
      data: { card: "4242424242424242", email: "pepe@example.com" },
    });
    const receipt = await receivePaymentWebhook(deps, deps.payments.kind, body, {
      [SIMULATED_SIGNATURE_HEADER]: `t=${Math.floor(Date.now() / 1000)},v1=deadbeef`,
    });
    expect(receipt.status).toBe(400);
    const [refused] = await listRefusedWebhooks(deps, admin);
    expect(refused).toMatchObject({
      provider: deps.payments.kind,
      reason: "invalid_signature",
      detail: "signature mismatch",
      eventId: "evt_forged_1",
    });
    const stored = await deps.db.select().from(refusedWebhooks);
    // The whole card number: four digits alone could turn up in an id or a timestamp.
    expect(JSON.stringify(stored)).not.toContain("4242424242424242");
    expect(JSON.stringify(stored)).not.toContain("pepe@");
  });

  it("an unknown provider is recorded too, and the table keeps only the newest rows", async () => {
    expect((await receivePaymentWebhook(deps, "acme<script>", "{}", {})).status).toBe(404);
    const [latest] = await listRefusedWebhooks(deps, admin);
    expect(latest).toMatchObject({ provider: "acme?script?", reason: "unknown_provider", eventId: null });
    await deps.db.insert(refusedWebhooks).values(
      Array.from({ length: REFUSED_WEBHOOKS_KEPT + 5 }, (_, i) => ({
        provider: "stripe",
        reason: "invalid_signature" as const,
        receivedAt: new Date(Date.now() - (i + 1) * 60_000),
      })),
    );
    await recordRefusedWebhook(deps, { provider: "stripe", reason: "invalid_signature", rawBody: "" });
    expect(await deps.db.$count(refusedWebhooks)).toBe(REFUSED_WEBHOOKS_KEPT);
  });
});

describe("Sistema: who may see and act", () => {
  it("only an admin: anonymous, traveller and tropleader get 403 and nothing changes", async () => {
    const id = await jobFailedForGood();
    const traveller = toSessionUser(await createUser(deps.db));
    const leader = toSessionUser(await createTropleader(deps.db));
    for (const actor of [null, traveller, leader]) {
      for (const act of [
        retryFailedJob(deps, actor, id),
        discardFailedJob(deps, actor, id),
        resendFailedEmail(deps, actor, "00000000-0000-4000-8000-000000000000"),
        listFailedJobs(deps, actor),
        listFailedEmails(deps, actor),
        listRefusedWebhooks(deps, actor),
        getSystemStatus(deps, actor),
      ]) {
        const error = await caught(act);
        expect(isAppError(error) && error.code).toBe("forbidden");
      }
    }
    const [job] = await deps.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job?.status).toBe("failed");
  });

  it("the facts: version, uptime, the database's kind and size, no runs yet then the last ones", async () => {
    const status = await getSystemStatus(deps, admin);
    expect(status.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(status.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(status.database.kind).toBe(deps.database.kind);
    expect(status.database.sizeBytes).toBeGreaterThan(0);
    expect(status.reconciliation).toBeNull();
    expect(status.retention).toBeNull();
    await deps.db.insert(auditLog).values({
      action: "privacy.retention",
      entityType: "platform",
      data: { inactiveWarned: 1, jobsPurged: 2 },
    });
    expect((await getSystemStatus(deps, admin)).retention).toMatchObject({ finished: true, removed: 3 });
  });
});
