import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema/platform.ts";
import { startSmtpSink } from "../../testing/smtp-sink.ts";
import { createTestDeps } from "../../testing/test-deps.ts";
import { deliverDueEmails, emailRetryDelayMs } from "./deliver-due-emails.ts";
import { enqueueEmail } from "./enqueue-email.ts";

describe("email delivery through SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let deps: Awaited<ReturnType<typeof createTestDeps>>;

  beforeAll(async () => {
    smtp = await startSmtpSink({ refusing: true });
    deps = await createTestDeps({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    deps.mail.close();
    await deps.close();
    await smtp.close();
  });

  it("keeps the email while the server refuses, backs off, and delivers it once the server accepts", async () => {
    expect(deps.mail.kind).toBe("smtp");
    const id = await enqueueEmail(deps.db, {
      to: "ana@example.com",
      toName: "Ana",
      locale: "es",
      template: "verify_email",
      data: { name: "Ana", url: "http://localhost:3999/api/auth/verify-email?token=abc", role: "viajero" },
      appUrl: deps.config.appUrl,
    });

    const before = Date.now();
    expect(await deliverDueEmails(deps)).toEqual({ sent: 0, failed: 1 });
    let [row] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row?.status).toBe("pending");
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toMatch(/451|unavailable/i);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + emailRetryDelayMs(1) - 1000);

    // Not due yet: a second run leaves it alone.
    expect(await deliverDueEmails(deps)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.state.received).toHaveLength(0);

    // Second failure doubles the wait.
    await deps.db.execute(sql`update email_outbox set next_attempt_at = now() - interval '1 second'`);
    expect(await deliverDueEmails(deps)).toEqual({ sent: 0, failed: 1 });
    [row] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row?.attempts).toBe(2);
    expect(row!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(emailRetryDelayMs(2) - 5000);

    // The server comes back and the backoff has elapsed.
    smtp.state.refusing = false;
    await deps.db.execute(sql`update email_outbox set next_attempt_at = now() - interval '1 second'`);
    expect(await deliverDueEmails(deps)).toEqual({ sent: 1, failed: 0 });
    [row] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row?.status).toBe("sent");
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(3);
    expect(smtp.state.received).toHaveLength(1);
    expect(smtp.state.received[0]?.to).toEqual(["ana@example.com"]);
    expect(smtp.state.received[0]?.raw).toContain("Confirma tu email en Tropa");

    // Delivered once only.
    expect(await deliverDueEmails(deps)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.state.received).toHaveLength(1);
  });
});

describe("email delivery without SMTP", () => {
  it("marks due emails delivered: the outbox is the mailbox", async () => {
    const deps = await createTestDeps();
    try {
      expect(deps.mail.kind).toBe("outbox");
      await enqueueEmail(deps.db, {
        to: "bob@example.com",
        locale: "en",
        template: "reset_password",
        data: { name: "Bob", url: "http://localhost:3999/reset-password?token=x" },
        appUrl: deps.config.appUrl,
      });
      expect(await deliverDueEmails(deps)).toEqual({ sent: 1, failed: 0 });
      const rows = await deps.db.select().from(emailOutbox);
      expect(rows.map((r) => [r.status, r.subject])).toEqual([["sent", "Reset your Tropa password"]]);
    } finally {
      await deps.close();
    }
  });
});

describe("backoff", () => {
  it("doubles from 30 s and is capped at 6 h", () => {
    expect([1, 2, 3].map(emailRetryDelayMs)).toEqual([30_000, 60_000, 120_000]);
    expect(emailRetryDelayMs(30)).toBe(6 * 3_600_000);
  });
});
