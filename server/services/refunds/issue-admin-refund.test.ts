import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { bookings, payments, payouts, refunds } from "../../db/schema/bookings.ts";
import { notifications } from "../../db/schema/messaging.ts";
import { auditLog, emailOutbox } from "../../db/schema/platform.ts";
import { jobHandlers } from "../../jobs/job-registry.ts";
import { runDueJobs } from "../../jobs/job-runner.ts";
import { isAppError } from "../../lib/app-error.ts";
import { createTropleader, createUser } from "../../seed/factories.ts";
import { bookingForm, bookingScenario, seatsTaken } from "../../testing/booking-fixtures.ts";
import { caught } from "../../testing/error-code.ts";
import { samplePdf } from "../../testing/sample-files.ts";
import { useAdmin, useTestDeps } from "../../testing/use-test-deps.ts";
import { startCheckout } from "../bookings/start-checkout.ts";
import { listTravellerBookings } from "../dashboard/list-traveller-bookings.ts";
import { paySimulatedCheckout } from "../payments/pay-simulated-checkout.ts";
import { openStoredFile } from "../uploads/open-stored-file.ts";
import { storeUpload } from "../uploads/store-upload.ts";
import { findBookingsForRefund } from "./find-bookings-for-refund.ts";
import { issueAdminRefund } from "./issue-admin-refund.ts";
import { listFailedRefunds } from "./list-failed-refunds.ts";
import { retryRefund } from "./retry-refund.ts";

const deps = useTestDeps();
const admin = useAdmin(deps);

/** Two places paid through the real checkout: 1.780 € in all. */
async function paidBooking() {
  const s = await bookingScenario(deps, { startInDays: 20 });
  const checkout = await startCheckout(deps, s.traveller, bookingForm(s.departure.id, 2));
  const [payment] = await deps.db.select().from(payments).where(eq(payments.bookingId, checkout.bookingId));
  await paySimulatedCheckout(deps, payment!.providerSessionId);
  return { ...s, bookingId: checkout.bookingId, reference: checkout.reference };
}

const certificate = async () =>
  (await storeUpload(deps, admin, "refund-certificate", samplePdf("Informe médico"))).id;

describe("admin refunds (Reembolsos)", () => {
  it("only an admin may: others get 403, nothing is refunded, and only admins upload certificates", async () => {
    const b = await paidBooking();
    const traveller = toSessionUser(await createUser(deps.db));
    const leader = toSessionUser(await createTropleader(deps.db));
    for (const actor of [null, traveller, leader]) {
      const error = await caught(
        issueAdminRefund(deps, actor, {
          intent: "refund",
          bookingId: b.bookingId,
          reason: "travel_restriction",
        }),
      );
      expect(isAppError(error) && error.code).toBe("forbidden");
      for (const read of [findBookingsForRefund(deps, actor, b.reference), listFailedRefunds(deps, actor)]) {
        expect(isAppError(await caught(read))).toBe(true);
      }
    }
    const upload = await caught(storeUpload(deps, traveller, "refund-certificate", samplePdf("x")));
    expect(isAppError(upload) && upload.code).toBe("forbidden");
    expect((await deps.db.select().from(bookings).where(eq(bookings.id, b.bookingId)))[0]?.status).toBe(
      "confirmed",
    );
  });

  it("medical emergency: 90% with the certificate, seats back, both told, audited; never twice", async () => {
    const b = await paidBooking();
    const { taken } = await seatsTaken(deps, b.departure.id);
    // No certificate, or a file that is not a certificate: refused before anything changes.
    for (const certificateFileId of [undefined, "", "00000000-0000-4000-8000-000000000000"]) {
      const error = await caught(
        issueAdminRefund(deps, admin, {
          intent: "refund",
          bookingId: b.bookingId,
          reason: "medical",
          certificateFileId,
        }),
      );
      expect(isAppError(error) && error.messageKey).toBe("admin:refunds.errors.certificateRequired");
    }
    const fileId = await certificate();
    const found = await findBookingsForRefund(deps, admin, b.reference);
    expect(found).toMatchObject([
      { id: b.bookingId, refundable: true, totalCents: 178_000, refundedCents: 0 },
    ]);

    const done = await issueAdminRefund(deps, admin, {
      intent: "refund",
      bookingId: b.bookingId,
      reason: "medical",
      certificateFileId: fileId,
    });
    expect(done).toMatchObject({ refundCents: 160_200, currency: "EUR" });
    const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, b.bookingId));
    expect(booking).toMatchObject({
      status: "cancelled",
      paymentStatus: "partially_refunded",
      cancellationReason: "medical",
      seatsHeld: false,
      // What the platform keeps (10% of 1.780 €) is split again: 10% commission of 178 €.
      commissionCents: 1_780,
      tropleaderAmountCents: 16_020,
    });
    expect((await seatsTaken(deps, b.departure.id)).taken).toBe(taken - 2);
    const [refund] = await deps.db.select().from(refunds).where(eq(refunds.bookingId, b.bookingId));
    expect(refund).toMatchObject({
      amountCents: 160_200,
      percent: 90,
      reason: "medical",
      certificateFileId: fileId,
      issuedBy: admin.id,
    });
    const [payout] = await deps.db.select().from(payouts).where(eq(payouts.bookingId, b.bookingId));
    expect(payout?.amountCents).toBe(16_020);
    // The refund goes to the card through the provider.
    await runDueJobs(deps, jobHandlers);
    expect((await deps.db.select().from(refunds).where(eq(refunds.id, refund!.id)))[0]?.status).toBe(
      "succeeded",
    );
    // The traveller and the tropleader are told by email and in the app.
    const [mail] = await deps.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toEmail, b.traveller.email), eq(emailOutbox.template, "booking_refunded_by_team")),
      );
    expect(mail!.text).toMatch(/1\.602\s€/);
    expect(
      await deps.db.select().from(notifications).where(eq(notifications.userId, b.traveller.id)),
    ).toEqual([
      expect.objectContaining({
        type: "refund_issued",
        params: expect.objectContaining({ amountCents: 160_200 }),
      }),
    ]);
    expect(
      (await deps.db.select().from(notifications).where(eq(notifications.userId, b.tropleader.id))).map(
        (n) => n.type,
      ),
    ).toContain("booking_cancelled");
    // The traveller's dashboard shows the refund.
    const mine = await listTravellerBookings(deps.db, b.traveller.id);
    expect(mine.find((x) => x.id === b.bookingId)).toMatchObject({
      status: "cancelled",
      refundedCents: 160_200,
    });
    // The certificate is private: admins open it, the traveller cannot.
    expect((await openStoredFile(deps, admin, fileId)).contentType).toBe("application/pdf");
    expect(isAppError(await caught(openStoredFile(deps, b.traveller, fileId)))).toBe(true);
    // Never twice, never beyond what was paid.
    for (const reason of ["medical", "travel_restriction"] as const) {
      const again = await caught(
        issueAdminRefund(deps, admin, {
          intent: "refund",
          bookingId: b.bookingId,
          reason,
          certificateFileId: fileId,
        }),
      );
      expect(isAppError(again) && again.messageKey).toBe("admin:refunds.errors.alreadyRefunded");
    }
    expect(await deps.db.select().from(refunds).where(eq(refunds.bookingId, b.bookingId))).toHaveLength(1);
    const [entry] = await deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, b.bookingId), eq(auditLog.action, "booking.refund_issued")));
    expect(entry).toMatchObject({
      actorId: admin.id,
      data: { reason: "medical", percent: 90, refundCents: 160_200 },
    });
  });

  it("travel restrictions: everything back; two admins at once refund once", async () => {
    const b = await paidBooking();
    const input = { intent: "refund", bookingId: b.bookingId, reason: "travel_restriction" };
    const results = await Promise.allSettled([
      issueAdminRefund(deps, admin, input),
      issueAdminRefund(deps, admin, input),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [refund] = await deps.db.select().from(refunds).where(eq(refunds.bookingId, b.bookingId));
    expect(refund).toMatchObject({ amountCents: 178_000, percent: 100 });
    expect(await deps.db.select().from(refunds).where(eq(refunds.bookingId, b.bookingId))).toHaveLength(1);
    const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, b.bookingId));
    expect(booking).toMatchObject({
      paymentStatus: "refunded",
      commissionCents: 0,
      tropleaderAmountCents: 0,
    });
  });

  it("a refund the provider refuses is listed and can be sent again with a new idempotency key", async () => {
    // Earlier refunds' jobs run first, so this one is the only job left for the stub below.
    await runDueJobs(deps, jobHandlers);
    const b = await paidBooking();
    const keys: string[] = [];
    const real = deps.payments.refund.bind(deps.payments);
    let fail = true;
    deps.payments.refund = async (input) => {
      keys.push(input.idempotencyKey);
      if (fail) return { id: `re_failed_${keys.length}`, status: "failed" };
      return real(input);
    };
    try {
      await issueAdminRefund(deps, admin, {
        intent: "refund",
        bookingId: b.bookingId,
        reason: "travel_restriction",
      });
      await runDueJobs(deps, jobHandlers);
      const failed = await listFailedRefunds(deps, admin);
      const mine = failed.find((r) => r.reference === b.reference);
      expect(mine).toMatchObject({ amountCents: 178_000, retries: 0 });

      fail = false;
      expect(await retryRefund(deps, admin, mine!.id)).toEqual({ changed: true });
      expect(await retryRefund(deps, admin, mine!.id)).toEqual({ changed: false });
      await runDueJobs(deps, jobHandlers);
      expect((await deps.db.select().from(refunds).where(eq(refunds.id, mine!.id)))[0]?.status).toBe(
        "succeeded",
      );
      expect(keys.filter((k) => k.includes(mine!.id))).toEqual([
        `refund_${mine!.id}`,
        `refund_${mine!.id}_retry1`,
      ]);
      expect((await listFailedRefunds(deps, admin)).map((r) => r.id)).not.toContain(mine!.id);
      const error = await caught(retryRefund(deps, toSessionUser(await createUser(deps.db)), mine!.id));
      expect(isAppError(error) && error.code).toBe("forbidden");
    } finally {
      deps.payments.refund = real;
    }
  });
});
