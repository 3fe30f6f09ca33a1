import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BOOKING_STATES,
  BOOKING_TRANSITIONS,
  type BookingStatus,
  canTransition,
  seatsOccupied,
} from "#core/rules/booking-life-cycle";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { queryRows } from "../../db/query-rows.ts";
import { payments } from "../../db/schema/bookings.ts";
import { isAppError } from "../../lib/app-error.ts";
import { createUser } from "../../seed/factories.ts";
import { bookingForm, bookingScenario, platformDateFromToday } from "../../testing/booking-fixtures.ts";
import { useAdmin, useTestDeps } from "../../testing/use-test-deps.ts";
import { cancelDeparture } from "../departures/cancel-departure.ts";
import { paySimulatedCheckout } from "../payments/pay-simulated-checkout.ts";
import { issueAdminRefund } from "../refunds/issue-admin-refund.ts";
import { suspendUser } from "../users/suspend-user.ts";
import { cancelBooking } from "./cancel-booking.ts";
import { completeEndedBookings } from "./complete-ended-bookings.ts";
import { endOverdueHolds } from "./end-overdue-holds.ts";
import { handlePaymentEvent } from "./handle-payment-event.ts";
import { leaveCheckout } from "./leave-checkout.ts";
import { startCheckout } from "./start-checkout.ts";

const deps = useTestDeps();
const admin = useAdmin(deps);

/** Everything that can happen to a departure's bookings, in any order (issue 36's property). */
type Step =
  | { kind: "book"; traveller: number; participants: number }
  | { kind: "pay"; booking: number }
  | { kind: "paymentEvent"; booking: number }
  | { kind: "sessionExpiredEvent"; booking: number }
  | { kind: "leaveCheckout"; booking: number }
  | { kind: "holdsRunOut" }
  | { kind: "cancel"; booking: number; daysBefore: number }
  | { kind: "adminRefund"; booking: number }
  | { kind: "suspendTraveller"; traveller: number }
  | { kind: "cancelDeparture" }
  | { kind: "departureEnds" };

const booking = fc.nat(7);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant("book" as const),
      traveller: fc.nat(3),
      participants: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("pay" as const), booking }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("paymentEvent" as const), booking }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("sessionExpiredEvent" as const), booking }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("leaveCheckout" as const), booking }) },
  { weight: 2, arbitrary: fc.constant({ kind: "holdsRunOut" as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("cancel" as const),
      booking,
      daysBefore: fc.constantFrom(40, 20, 10, 3),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("adminRefund" as const), booking }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("suspendTraveller" as const), traveller: fc.nat(3) }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "cancelDeparture" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "departureEnds" as const }) },
);

/** Refusals the rules make (no seats left, a booking already cancelled, a hold over …) are part of the game. */
async function allowRefusal(p: Promise<unknown>): Promise<void> {
  await p.catch((e: unknown) => {
    if (!isAppError(e)) throw e;
  });
}

type Row = {
  id: string;
  status: BookingStatus;
  participants: number;
  seats_held: boolean;
  total: number;
  commission: number;
  share: number;
  charged: number;
  refunded: number;
  commission_ledger: number;
  open_payments: number;
  paid_payments: number;
};

async function bookingRows(departureId: string): Promise<Row[]> {
  return queryRows<Row>(
    deps.db,
    sql`select b.id, b.status, b.participants_count::int as participants, b.seats_held,
          b.total_amount_cents::int as total,
          coalesce(b.commission_cents, 0)::int as commission,
          coalesce(b.tropleader_amount_cents, 0)::int as share,
          coalesce(l.charged, 0)::int as charged,
          coalesce(l.refunded, 0)::int as refunded,
          coalesce(l.commission, 0)::int as commission_ledger,
          (select count(*) from payments p
            where p.booking_id = b.id and p.status = 'open')::int as open_payments,
          (select count(*) from payments p
            where p.booking_id = b.id and p.status in ('paid', 'refunded'))::int as paid_payments
        from bookings b
        left join (
          select booking_id,
            sum(amount_cents) filter (where kind = 'charge') as charged,
            sum(amount_cents) filter (where kind = 'refund') as refunded,
            sum(amount_cents) filter (where kind = 'commission') as commission
          from ledger_entries group by booking_id
        ) l on l.booking_id = b.id
        where b.departure_id = ${departureId}::uuid order by b.created_at, b.id`,
  );
}

async function seatsCounted(departureId: string): Promise<number> {
  const [d] = await queryRows<{ n: number }>(
    deps.db,
    sql`select current_participants::int as n from trip_departures where id = ${departureId}::uuid`,
  );
  return d!.n;
}

/** What the table says each state means for money, checked on one booking's rows and ledger. */
function expectMoneyOf(b: Row) {
  const where = `${b.id} (${b.status})`;
  switch (BOOKING_STATES[b.status].money) {
    case "checkout_open":
      expect(b.charged, where).toBe(0);
      expect(b.paid_payments, where).toBe(0);
      break;
    case "none":
      expect(b.charged, where).toBe(0);
      expect(b.refunded, where).toBe(0);
      expect(b.open_payments, where).toBe(0);
      expect(b.paid_payments, where).toBe(0);
      break;
    case "paid":
      expect(b.charged, where).toBe(b.total);
      expect(b.refunded, where).toBe(0);
      expect(b.commission + b.share, where).toBe(b.total);
      expect(b.commission_ledger, where).toBe(b.commission);
      break;
    case "refunded":
      expect(b.charged, where).toBe(b.total);
      expect(b.refunded, where).toBeGreaterThanOrEqual(0);
      expect(b.refunded, where).toBeLessThanOrEqual(b.charged);
      // What the platform keeps is split again into commission and the tropleader's share.
      expect(b.charged - b.refunded, where).toBe(b.commission + b.share);
      expect(b.commission_ledger, where).toBe(b.commission);
      break;
  }
}

/** The transitions seen over all runs, by the table's names. */
const seen = new Set<string>();

/** A status change the table allows (or none). */
function expectAllowedChange(from: BookingStatus | null, to: BookingStatus) {
  if (from === to) return;
  const by = Object.entries(BOOKING_TRANSITIONS).filter(
    ([name, t]) => t.to === to && canTransition(name as keyof typeof BOOKING_TRANSITIONS, from),
  );
  expect(by.length, `${from ?? "(none)"} → ${to}`).toBeGreaterThan(0);
  for (const [name] of by) seen.add(name);
}

async function play(steps: Step[], n: number) {
  const start = 60;
  const s = await bookingScenario(deps, {
    startInDays: start,
    tropleaderAccountEnabled: true,
    departure: { maxParticipants: 6, priceCents: 40_000 + n },
  });
  const startDate = platformDateFromToday(start);
  const endDate = platformDateFromToday(start + 6);
  const travellers = [
    s.traveller,
    ...(await Promise.all([0, 1, 2].map(async () => toSessionUser(await createUser(deps.db))))),
  ];
  const booked: { id: string; traveller: SessionUser }[] = [];
  const pick = (i: number) => booked[i % Math.max(1, booked.length)];
  const at = (date: string, hours: number) => new Date(Date.parse(`${date}T00:00:00Z`) + hours * 3_600_000);
  const paymentOf = async (bookingId: string) =>
    (await deps.db.select().from(payments).where(eq(payments.bookingId, bookingId)))[0];
  let before = new Map<string, BookingStatus>();

  for (const st of steps) {
    switch (st.kind) {
      case "book":
        await allowRefusal(
          startCheckout(deps, travellers[st.traveller]!, bookingForm(s.departure.id, st.participants)).then(
            (c) => {
              booked.push({ id: c.bookingId, traveller: travellers[st.traveller]! });
            },
          ),
        );
        break;
      case "pay": {
        const b = pick(st.booking);
        const payment = b && (await paymentOf(b.id));
        if (payment) await allowRefusal(paySimulatedCheckout(deps, payment.providerSessionId));
        break;
      }
      case "paymentEvent": {
        // The provider's completion, whenever it comes (late money included).
        const b = pick(st.booking);
        const payment = b && (await paymentOf(b.id));
        if (payment)
          await handlePaymentEvent(deps, "simulated", {
            id: `evt_paid_${payment.id}_${Math.random()}`,
            type: "checkout.session.completed",
            data: {
              sessionId: payment.providerSessionId,
              providerPaymentId: payment.providerPaymentId ?? `pi_${payment.id}`,
              bookingId: b.id,
              amountCents: payment.amountCents,
              currency: payment.currency,
              paymentStatus: "paid",
            },
          });
        break;
      }
      case "sessionExpiredEvent": {
        const b = pick(st.booking);
        const payment = b && (await paymentOf(b.id));
        if (payment)
          await handlePaymentEvent(deps, "simulated", {
            id: `evt_exp_${payment.id}_${Math.random()}`,
            type: "checkout.session.expired",
            data: { sessionId: payment.providerSessionId, bookingId: b.id },
          });
        break;
      }
      case "leaveCheckout": {
        const b = pick(st.booking);
        if (b) await allowRefusal(leaveCheckout(deps, b.traveller, b.id));
        break;
      }
      case "holdsRunOut":
        await endOverdueHolds(deps, new Date(Date.now() + 31 * 60_000));
        break;
      case "cancel": {
        const b = pick(st.booking);
        if (b)
          await allowRefusal(
            cancelBooking(deps, b.traveller, b.id, { now: at(startDate, -24 * st.daysBefore + 12) }),
          );
        break;
      }
      case "adminRefund": {
        const b = pick(st.booking);
        if (b)
          await allowRefusal(
            issueAdminRefund(deps, admin, {
              intent: "refund",
              bookingId: b.id,
              reason: "travel_restriction",
              certificateFileId: "",
            }),
          );
        break;
      }
      case "suspendTraveller":
        await suspendUser(deps, admin, travellers[st.traveller]!.id);
        break;
      case "cancelDeparture":
        await allowRefusal(cancelDeparture(deps, s.tropleaderUser, s.trip.id, s.departure.id));
        break;
      case "departureEnds":
        await completeEndedBookings(deps, at(endDate, 24 + 12));
        break;
    }

    // After every step: each booking's status was reached by a transition of the table, its seats and its
    // money are what its state says, and the departure counts exactly the seats the table says are held.
    const rows = await bookingRows(s.departure.id);
    for (const b of rows) {
      expectAllowedChange(before.get(b.id) ?? null, b.status);
      expect(b.seats_held, `${b.id} (${b.status}) seats_held`).toBe(BOOKING_STATES[b.status].holdsSeats);
      expectMoneyOf(b);
    }
    expect(await seatsCounted(s.departure.id), `after ${st.kind}`).toBe(
      seatsOccupied(rows.map((b) => ({ status: b.status, participants: b.participants }))),
    );
    before = new Map(rows.map((b) => [b.id, b.status]));
  }
}

describe("the booking life cycle follows its table, whatever happens (property)", () => {
  it("after every step of any sequence of checkouts, payments, expiries, cancellations, refunds, suspensions and departure changes, seats and money match the table", async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 16 }), async (steps) => {
        n += 1;
        await play(steps, n);
      }),
      {
        numRuns: 25,
        endOnFailure: true,
        // Stories random runs reach rarely, always played first: late money confirmed and refunded (no seats,
        // suspended traveller), a departure that ends, one cancelled with a hold and a paid booking on it.
        examples: [
          [
            [
              { kind: "book", traveller: 0, participants: 2 },
              { kind: "holdsRunOut" },
              { kind: "paymentEvent", booking: 0 },
            ],
          ],
          [
            [
              { kind: "book", traveller: 0, participants: 3 },
              { kind: "leaveCheckout", booking: 0 },
              { kind: "book", traveller: 1, participants: 3 },
              { kind: "book", traveller: 2, participants: 3 },
              { kind: "paymentEvent", booking: 0 },
            ],
          ],
          [
            [
              { kind: "book", traveller: 3, participants: 1 },
              { kind: "suspendTraveller", traveller: 3 },
              { kind: "paymentEvent", booking: 0 },
            ],
          ],
          [
            [
              { kind: "book", traveller: 1, participants: 2 },
              { kind: "pay", booking: 0 },
              { kind: "book", traveller: 2, participants: 1 },
              { kind: "departureEnds" },
            ],
          ],
          [
            [
              { kind: "book", traveller: 1, participants: 2 },
              { kind: "pay", booking: 0 },
              { kind: "book", traveller: 2, participants: 1 },
              { kind: "sessionExpiredEvent", booking: 1 },
              { kind: "book", traveller: 0, participants: 1 },
              { kind: "cancelDeparture" },
            ],
          ],
        ],
      },
    );
    // Every transition but discardUnstartedHold (a provider failure) happened at least once.
    expect([...seen].sort()).toEqual(
      Object.keys(BOOKING_TRANSITIONS)
        .filter((t) => t !== "discardUnstartedHold")
        .sort(),
    );
  }, 300_000);
});
