import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETED_USER_NAME } from "#core/constants/privacy";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { queryRows } from "../../db/query-rows.ts";
import { bookings, payments, refunds } from "../../db/schema/bookings.ts";
import { auditLog, emailOutbox, files } from "../../db/schema/platform.ts";
import { users } from "../../db/schema/users.ts";
import {
  createBooking,
  createReview,
  createTrip,
  createTropleader,
  createUser,
  DEMO_PASSWORD,
} from "../../seed/factories.ts";
import { departureDays } from "../../testing/departure-days.ts";
import { samplePng } from "../../testing/sample-files.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { signIn } from "../auth/sign-in.ts";
import { storeUpload } from "../uploads/store-upload.ts";
import { uploadAvatar } from "../uploads/upload-avatar.ts";
import { deleteInactiveAccounts } from "./delete-inactive-accounts.ts";
import { eraseTripHealthData } from "./erase-trip-health-data.ts";
import { purgeApprovedIdentityDocuments } from "./purge-approved-identity-documents.ts";
import { purgeOldLogs } from "./purge-old-logs.ts";
import { purgeOldTransactions } from "./purge-old-transactions.ts";
import { runRetention, runRetentionDaily } from "./run-retention.ts";
import { warnInactiveAccounts } from "./warn-inactive-accounts.ts";

const deps = useTestDeps();

const DAY = 86_400_000;
const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY);
const yearsAfter = (date: Date, years: number) => {
  const d = new Date(date);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
};

async function pastTrip(daysAgo: number, price = 70_000) {
  const guide = await createTropleader(deps.db);
  const trip = await createTrip(deps.db, {
    tropleaderId: guide.id,
    departures: [departureDays(-daysAgo - 4, -daysAgo, { priceCents: price, maxParticipants: 8 })],
  });
  return { guide, departure: trip.departures[0]! };
}

describe("retention rules with a moved clock (issue 15)", () => {
  it("warns an account unused for 3 years less 30 days once, and deletes it 30 days later", async () => {
    const now = new Date();
    const sleeper = await createUser(deps.db, { name: "Dormida", locale: "en" });
    const avatar = await uploadAvatar(deps, toSessionUser(sleeper), await samplePng(300, 300));
    const [avatarFile] = await deps.db.select().from(files).where(eq(files.id, avatar.fileId));
    const active = await createUser(deps.db, { name: "Despierta" });
    await deps.db.update(users).set({ lastActiveAt: now }).where(eq(users.id, sleeper.id));
    await deps.db
      .update(users)
      .set({ lastActiveAt: yearsAfter(now, 3) })
      .where(eq(users.id, active.id));

    // 2 years 11 months later: not yet.
    const early = daysAfter(yearsAfter(now, 3), -40);
    await warnInactiveAccounts(deps, early);
    const [notYet] = await deps.db.select().from(users).where(eq(users.id, sleeper.id));
    expect(notYet!.inactivityWarnedAt).toBeNull();

    const warnAt = daysAfter(yearsAfter(now, 3), -29);
    expect(await warnInactiveAccounts(deps, warnAt)).toBeGreaterThanOrEqual(1);
    await warnInactiveAccounts(deps, daysAfter(warnAt, 1)); // once
    const warnings = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, sleeper.email));
    expect(warnings.map((w) => w.template)).toEqual(["inactivity_warning"]);
    expect(warnings[0]!.subject).toBe("Your Tropa account will be deleted for inactivity");

    // 3 years but the warning is only 29 days old: kept; 30 days after it: deleted.
    await deleteInactiveAccounts(deps, daysAfter(warnAt, 29));
    const [kept] = await deps.db.select().from(users).where(eq(users.id, sleeper.id));
    expect(kept!.deletedAt).toBeNull();
    await deleteInactiveAccounts(deps, daysAfter(warnAt, 31));
    const [deleted] = await deps.db.select().from(users).where(eq(users.id, sleeper.id));
    expect(deleted).toMatchObject({ name: DELETED_USER_NAME, image: null });
    expect(deleted!.deletedAt).not.toBeNull();
    expect(await deps.storage.get(avatarFile!.key)).toBeNull();
    const [stillHere] = await deps.db.select().from(users).where(eq(users.id, active.id));
    expect(stillHere!.deletedAt).toBeNull();
  });

  it("a sign-in after the warning keeps the account", async () => {
    const now = new Date();
    const back = await createUser(deps.db, {});
    await deps.db.update(users).set({ lastActiveAt: now }).where(eq(users.id, back.id));
    const warnAt = daysAfter(yearsAfter(now, 3), -29);
    await warnInactiveAccounts(deps, warnAt);
    const [warned] = await deps.db.select().from(users).where(eq(users.id, back.id));
    expect(warned!.inactivityWarnedAt).not.toBeNull();
    // A real sign-in: better-auth's session hook (create-auth.ts touchLastActive) marks the account used.
    await signIn(
      deps,
      { email: back.email, password: DEMO_PASSWORD, rememberMe: false },
      { headers: new Headers(), clientIp: "203.0.113.77" },
    );
    const [signedIn] = await deps.db.select().from(users).where(eq(users.id, back.id));
    expect(signedIn!.inactivityWarnedAt).toBeNull();
    expect(signedIn!.lastActiveAt.getTime()).toBeGreaterThan(now.getTime());
    // Three years after that sign-in it is due again, not before.
    await deleteInactiveAccounts(deps, daysAfter(warnAt, 40));
    const [row] = await deps.db.select().from(users).where(eq(users.id, back.id));
    expect(row!.deletedAt).toBeNull();
  });

  it("purges transaction records after 7 years, keeping a reviewed booking without its money trail", async () => {
    const { departure } = await pastTrip(10);
    const a = await createUser(deps.db, {});
    const b = await createUser(deps.db, {});
    const plain = await createBooking(deps.db, {
      userId: a.id,
      departureId: departure.id,
      status: "completed",
    });
    const reviewed = await createBooking(deps.db, {
      userId: b.id,
      departureId: departure.id,
      status: "completed",
    });
    await createReview(deps.db, { bookingId: reviewed.id, rating: 4 });
    const certificate = { id: randomUUID(), key: `private/refund-certificates/${a.id}/cert.png` };
    await deps.storage.put(certificate.key, await samplePng(), "image/png");
    await deps.db.insert(files).values({
      ...certificate,
      ownerId: a.id,
      bucket: "refund-certificates",
      visibility: "private",
      contentType: "image/png",
      sizeBytes: 100,
    });
    await deps.db.insert(refunds).values({
      bookingId: plain.id,
      paymentId: plain.payment!.id,
      amountCents: 1000,
      currency: "EUR",
      percent: 100,
      status: "succeeded",
      reason: "medical",
      certificateFileId: certificate.id,
    });

    const sixYears = yearsAfter(new Date(), 6);
    expect(await purgeOldTransactions(deps, sixYears)).toBe(0);
    const eightYears = yearsAfter(new Date(), 8);
    expect(await purgeOldTransactions(deps, eightYears)).toBeGreaterThanOrEqual(2);
    expect(await deps.db.select().from(bookings).where(eq(bookings.id, plain.id))).toHaveLength(0);
    expect(await deps.db.select().from(payments).where(eq(payments.bookingId, plain.id))).toHaveLength(0);
    expect(await deps.db.select().from(refunds).where(eq(refunds.bookingId, plain.id))).toHaveLength(0);
    const [kept] = await deps.db.select().from(bookings).where(eq(bookings.id, reviewed.id));
    expect(kept).toBeDefined();
    expect(await deps.db.select().from(payments).where(eq(payments.bookingId, reviewed.id))).toHaveLength(0);
    const [cert] = await deps.db.select().from(files).where(eq(files.id, certificate.id));
    expect(await deps.storage.get(cert!.key)).toBeNull();
    // Nothing left to purge: a second run does nothing.
    expect(await purgeOldTransactions(deps, daysAfter(eightYears, 1))).toBe(0);
  });

  it("purges logs and audit entries older than 12 months", async () => {
    const now = new Date();
    await deps.db.insert(auditLog).values({ action: "test.old", entityType: "test", createdAt: now });
    await deps.db.insert(emailOutbox).values({
      toEmail: "viejo@tropa.test",
      template: "verify_email",
      subject: "Viejo",
      text: "x",
      html: "x",
      status: "sent",
      createdAt: now,
    });
    const countOld = async () =>
      (
        await queryRows<{ n: number }>(
          deps.db,
          sql`select (select count(*) from audit_log where action = 'test.old')
                + (select count(*) from email_outbox where to_email = 'viejo@tropa.test') as n`,
        )
      )[0]!.n;
    await purgeOldLogs(deps, daysAfter(now, 360));
    expect(Number(await countOld())).toBe(2);
    const purged = await purgeOldLogs(deps, daysAfter(now, 370));
    expect(purged.auditEntries).toBeGreaterThanOrEqual(1);
    expect(purged.emails).toBeGreaterThanOrEqual(1);
    expect(Number(await countOld())).toBe(0);
  });

  it("deletes identity documents 30 days after approval, from storage too, keeping the decision", async () => {
    const person = await createUser(deps.db, {});
    const front = await storeUpload(deps, toSessionUser(person), "identity-document", await samplePng(), {
      side: "front",
    });
    const back = await storeUpload(deps, toSessionUser(person), "identity-document", await samplePng(), {
      side: "back",
    });
    const approvedAt = new Date();
    await deps.db
      .update(users)
      .set({
        identityStatus: "verified",
        isIdentityVerified: true,
        identityDecidedAt: approvedAt,
        identityDocumentFrontFileId: front.id,
        identityDocumentBackFileId: back.id,
      })
      .where(eq(users.id, person.id));
    const keys = (await deps.db.select().from(files).where(eq(files.ownerId, person.id))).map((f) => f.key);
    expect(keys).toHaveLength(2);

    await purgeApprovedIdentityDocuments(deps, daysAfter(approvedAt, 29));
    for (const key of keys) expect(await deps.storage.get(key)).not.toBeNull();
    expect(await purgeApprovedIdentityDocuments(deps, daysAfter(approvedAt, 31))).toBeGreaterThanOrEqual(1);
    for (const key of keys) expect(await deps.storage.get(key)).toBeNull();
    const [after] = await deps.db.select().from(users).where(eq(users.id, person.id));
    expect(after).toMatchObject({
      identityStatus: "verified",
      isIdentityVerified: true,
      identityDocumentFrontFileId: null,
      identityDocumentBackFileId: null,
    });
  });

  it("erases medical and dietary data 30 days after the trip ends", async () => {
    const { departure } = await pastTrip(0);
    const traveller = await createUser(deps.db, {});
    const booking = await createBooking(deps.db, {
      userId: traveller.id,
      departureId: departure.id,
      status: "completed",
      medicalConditions: "Alergia al marisco",
      dietaryRestrictions: "Vegana",
      specialRequests: "Ventanilla",
    });
    const now = new Date();
    await eraseTripHealthData(deps, daysAfter(now, 29));
    const [during] = await deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(during).toMatchObject({ medicalConditions: "Alergia al marisco", dietaryRestrictions: "Vegana" });
    expect(await eraseTripHealthData(deps, daysAfter(now, 32))).toBeGreaterThanOrEqual(1);
    const [after] = await deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after).toMatchObject({
      medicalConditions: null,
      dietaryRestrictions: null,
      specialRequests: "Ventanilla",
    });
  });

  it("records each run's counts in the audit log, and runs once a day however many instances ask", async () => {
    const now = daysAfter(new Date(), 2);
    const counts = await runRetention(deps, now);
    expect(Object.keys(counts)).toEqual(
      expect.arrayContaining([
        "inactiveWarned",
        "transactionsPurged",
        "identityDocumentsDeleted",
        "healthDataErased",
      ]),
    );
    const later = daysAfter(now, 1);
    const [first, second] = await Promise.all([
      runRetentionDaily(deps, later),
      runRetentionDaily(deps, later),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await runRetentionDaily(deps, new Date(later.getTime() + 3_600_000))).toBeNull();
    const entries = await queryRows<{ data: Record<string, number> }>(
      deps.db,
      sql`select data from audit_log where action = 'privacy.retention' order by created_at desc limit 1`,
    );
    expect(entries[0]!.data).toMatchObject({ healthDataErased: expect.any(Number) });
  });
});
