import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { queryRows } from "../../db/query-rows.ts";
import { payments, payouts } from "../../db/schema/bookings.ts";
import { jobHandlers } from "../../jobs/job-registry.ts";
import { runDueJobs } from "../../jobs/job-runner.ts";
import { isAppError } from "../../lib/app-error.ts";
import { createUser } from "../../seed/factories.ts";
import { bookingForm, bookingScenario, platformDateFromToday } from "../../testing/booking-fixtures.ts";
import { financeDaysFromRows, financeDaysKept } from "../../testing/finance-days-oracle.ts";
import { samplePdf } from "../../testing/sample-files.ts";
import { useAdmin, useTestDeps } from "../../testing/use-test-deps.ts";
import { cancelBooking } from "../bookings/cancel-booking.ts";
import { handlePaymentEvent } from "../bookings/handle-payment-event.ts";
import { startCheckout } from "../bookings/start-checkout.ts";
import { cancelDeparture } from "../departures/cancel-departure.ts";
import { paySimulatedCheckout } from "../payments/pay-simulated-checkout.ts";
import { payDuePayouts } from "../payouts/pay-due-payouts.ts";
import { issueAdminRefund } from "../refunds/issue-admin-refund.ts";
import { storeUpload } from "../uploads/store-upload.ts";
import { compactFinanceDays } from "./compact-finance-days.ts";
import { reconcileLedger } from "./reconcile-ledger.ts";

const deps = useTestDeps();
const admin = useAdmin(deps);

/** What can happen to a departure's money, in any order (issue 13's property). */
type Step =
  | { kind: "book"; traveller: number; participants: number }
  | { kind: "cancel"; booking: number; daysBefore: number }
  | { kind: "adminRefund"; booking: number; reason: "medical" | "travel_restriction" }
  | { kind: "cancelDeparture" }
  | { kind: "payoutRun"; daysAfterEnd: number }
  | { kind: "lateCheckoutEvent"; booking: number }
  | { kind: "lateTransferEvent"; booking: number }
  | { kind: "refundJobs" }
  | { kind: "foldFinanceDays" };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("book" as const),
      traveller: fc.nat(3),
      participants: fc.integer({ min: 1, max: 3 }),
    }),
  },
  // 40, 20, 10 and 3 days before: the 100%, 75%, 50% and 0% tiers.
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("cancel" as const),
      booking: fc.nat(5),
      daysBefore: fc.constantFrom(40, 20, 10, 3),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("adminRefund" as const),
      booking: fc.nat(5),
      reason: fc.constantFrom("medical" as const, "travel_restriction" as const),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "cancelDeparture" as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("payoutRun" as const),
      daysAfterEnd: fc.integer({ min: 0, max: 12 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("lateCheckoutEvent" as const), booking: fc.nat(5) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("lateTransferEvent" as const), booking: fc.nat(5) }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "refundJobs" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "foldFinanceDays" as const }) },
);

/** Refusals the rules make (a full departure, a booking already cancelled …) are part of the game. */
async function allowRefusal(p: Promise<unknown>): Promise<void> {
  await p.catch((e: unknown) => {
    if (!isAppError(e)) throw e;
  });
}

async function play(steps: Step[], n: number) {
  const start = 60;
  const s = await bookingScenario(deps, {
    startInDays: start,
    tropleaderAccountEnabled: true,
    departure: { maxParticipants: 8, priceCents: 50_000 + n },
  });
  const startDate = platformDateFromToday(start);
  const endDate = platformDateFromToday(start + 6);
  const travellers = [
    s.traveller,
    ...(await Promise.all([0, 1, 2].map(async () => toSessionUser(await createUser(deps.db))))),
  ];
  const booked: { id: string; traveller: (typeof travellers)[number] }[] = [];
  const at = (date: string, hours: number) => new Date(Date.parse(`${date}T00:00:00Z`) + hours * 3_600_000);
  for (const st of steps) {
    switch (st.kind) {
      case "book": {
        const traveller = travellers[st.traveller]!;
        await allowRefusal(
          (async () => {
            const checkout = await startCheckout(
              deps,
              traveller,
              bookingForm(s.departure.id, st.participants),
            );
            const [payment] = await deps.db
              .select()
              .from(payments)
              .where(eq(payments.bookingId, checkout.bookingId));
            await paySimulatedCheckout(deps, payment!.providerSessionId);
            booked.push({ id: checkout.bookingId, traveller });
          })(),
        );
        break;
      }
      case "cancel": {
        const b = booked[st.booking % Math.max(1, booked.length)];
        if (b)
          await allowRefusal(
            cancelBooking(deps, b.traveller, b.id, { now: at(startDate, -24 * st.daysBefore + 12) }),
          );
        break;
      }
      case "adminRefund": {
        const b = booked[st.booking % Math.max(1, booked.length)];
        if (!b) break;
        const certificateFileId =
          st.reason === "medical"
            ? (await storeUpload(deps, admin, "refund-certificate", samplePdf("Informe"))).id
            : "";
        await allowRefusal(
          issueAdminRefund(deps, admin, {
            intent: "refund",
            bookingId: b.id,
            reason: st.reason,
            certificateFileId,
          }),
        );
        break;
      }
      case "cancelDeparture":
        await allowRefusal(cancelDeparture(deps, s.tropleaderUser, s.trip.id, s.departure.id));
        break;
      case "payoutRun":
        await payDuePayouts(deps, {
          now: at(endDate, 24 * (st.daysAfterEnd + 1) + 10),
          tropleaderId: s.tropleader.id,
        });
        break;
      case "lateCheckoutEvent": {
        const b = booked[st.booking % Math.max(1, booked.length)];
        if (!b) break;
        const [payment] = await deps.db.select().from(payments).where(eq(payments.bookingId, b.id));
        await handlePaymentEvent(deps, "simulated", {
          id: `evt_late_${payment!.id}_${Math.random()}`,
          type: "checkout.session.completed",
          data: {
            sessionId: payment!.providerSessionId,
            providerPaymentId: payment!.providerPaymentId,
            bookingId: b.id,
            amountCents: payment!.amountCents,
            currency: payment!.currency,
            paymentStatus: "paid",
          },
        });
        break;
      }
      case "lateTransferEvent": {
        const b = booked[st.booking % Math.max(1, booked.length)];
        if (!b) break;
        const [payout] = await deps.db.select().from(payouts).where(eq(payouts.bookingId, b.id));
        if (payout?.providerTransferId) {
          await handlePaymentEvent(deps, "simulated", {
            id: `evt_tr_${payout.id}_${Math.random()}`,
            type: "transfer.updated",
            data: {
              transferId: payout.providerTransferId,
              payoutId: payout.id,
              reversed: false,
              amountCents: payout.netCents ?? 0,
            },
          });
        }
        break;
      }
      case "refundJobs":
        await runDueJobs(deps, jobHandlers);
        break;
      case "foldFinanceDays":
        await compactFinanceDays(deps.db);
        break;
    }
  }
  return s;
}

describe("money adds up, whatever happens (property)", () => {
  it("after any sequence of bookings, cancellations, refunds, payout runs and late webhooks the ledger reconciles and nothing is paid out twice", async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        n += 1;
        const s = await play(steps, n);
        const run = await reconcileLedger(deps, { trigger: "admin" });
        expect(run.differences).toEqual([]);
        // Finanzas' per-day sums, kept by the database's triggers, equal the same sums read from every row.
        expect(await financeDaysKept(deps.db)).toEqual(await financeDaysFromRows(deps.db));
        // No payout transferred twice, and never more than the guide's share of what was paid.
        const twice = await queryRows<{ n: number }>(
          deps.db,
          sql`select count(*)::int as n from (select metadata->>'payoutId' from simulated_transfers
              group by metadata->>'payoutId' having count(*) > 1) x`,
        );
        expect(twice[0]!.n).toBe(0);
        const over = await queryRows<{ n: number }>(
          deps.db,
          sql`select count(*)::int as n from payouts p join bookings b on b.id = p.booking_id
              where p.tropleader_id = ${s.tropleader.id} and p.status = 'paid'
                and coalesce(p.net_cents, 0) + p.deducted_cents > b.total_amount_cents - coalesce(b.commission_cents, 0)`,
        );
        expect(over[0]!.n).toBe(0);
      }),
      { numRuns: 25, endOnFailure: true },
    );
  }, 240_000);
});
