import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { queryRows } from "../../db/query-rows.ts";
import { type ReconciliationDifference, reconciliationRuns } from "../../db/schema/bookings.ts";
import { users } from "../../db/schema/users.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";

/** How far back the provider's transfers are compared with ours (the daily run overlaps generously). */
export const PROVIDER_WINDOW_DAYS = 35;

type BookingMoney = {
  booking_id: string;
  reference: string;
  currency: string;
  paid: number;
  refunded: number;
  commission: number;
  payout_status: string | null;
  payout_amount: number;
  payout_deducted: number;
  payout_net: number | null;
  l_charge: number;
  l_refund: number;
  l_commission: number;
  l_transfer: number;
  l_reversal: number;
  l_debt: number;
  l_settlement: number;
};

const UNPAID = new Set(["scheduled", "awaiting_onboarding", "processing", "failed"]);

/**
 * The reconciliation (issue 13), run daily by the job runner and on an admin's button. For every booking that
 * moved money, the ledger must agree with the records it summarises (payments, refunds, commission, payouts)
 * and with itself: paid = refunded + commission + paid out (transfers less reversals, plus debts netted) −
 * debts raised + still due. Then the provider's transfers must match our paid payouts, one for one. Every
 * difference is stored with the run and emailed to the admins.
 */
export async function reconcileLedger(
  deps: Pick<AppDeps, "db" | "payments" | "config" | "logger">,
  options: { trigger: "schedule" | "admin"; now?: Date },
): Promise<{ runId: string; bookingsChecked: number; differences: ReconciliationDifference[] }> {
  const now = options.now ?? new Date();
  const rows = await queryRows<BookingMoney>(
    deps.db,
    sql`
    with l as (
      select booking_id,
        sum(amount_cents) filter (where kind = 'charge') as charge,
        sum(amount_cents) filter (where kind = 'refund') as refund,
        sum(amount_cents) filter (where kind = 'commission') as commission,
        sum(amount_cents) filter (where kind = 'transfer') as transfer,
        sum(amount_cents) filter (where kind = 'reversal') as reversal,
        sum(amount_cents) filter (where kind = 'debt') as debt,
        sum(amount_cents) filter (where kind = 'debt_settlement') as settlement
      from ledger_entries group by booking_id
    ), moved as (
      select booking_id from l
      union select booking_id from payments where status in ('paid', 'refunded')
    )
    select b.id as booking_id, b.booking_reference as reference, b.currency,
      coalesce((select sum(amount_cents) from payments pm where pm.booking_id = b.id and pm.status in ('paid', 'refunded')), 0)::int as paid,
      coalesce((select sum(amount_cents) from refunds r where r.booking_id = b.id and r.status <> 'failed'), 0)::int as refunded,
      coalesce(b.commission_cents, 0) as commission,
      p.status as payout_status, coalesce(p.amount_cents, 0) as payout_amount,
      coalesce(p.deducted_cents, 0) as payout_deducted, p.net_cents as payout_net,
      coalesce(l.charge, 0)::int as l_charge, coalesce(l.refund, 0)::int as l_refund,
      coalesce(l.commission, 0)::int as l_commission, coalesce(l.transfer, 0)::int as l_transfer,
      coalesce(l.reversal, 0)::int as l_reversal, coalesce(l.debt, 0)::int as l_debt,
      coalesce(l.settlement, 0)::int as l_settlement
    from moved m
    join bookings b on b.id = m.booking_id
    left join l on l.booking_id = b.id
    left join payouts p on p.booking_id = b.id`,
  );
  const differences: ReconciliationDifference[] = [];
  for (const r of rows) differences.push(...bookingDifferences(r));
  differences.push(...(await providerDifferences(deps, now)));

  const [run] = await deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(reconciliationRuns)
      .values({
        startedAt: now,
        finishedAt: new Date(),
        bookingsChecked: rows.length,
        differences,
        trigger: options.trigger,
      })
      .returning({ id: reconciliationRuns.id });
    if (differences.length) {
      const admins = await tx
        .select({ email: users.email, name: users.name, locale: users.locale })
        .from(users)
        .where(and(eq(users.role, "admin"), isNull(users.suspendedAt)));
      const references = [...new Set(differences.map((d) => d.reference).filter((x): x is string => !!x))];
      for (const admin of admins) {
        await enqueueEmail(tx, {
          to: admin.email,
          toName: admin.name,
          locale: admin.locale,
          template: "reconciliation_differences",
          data: { count: differences.length, references },
          appUrl: deps.config.appUrl,
        });
      }
    }
    return inserted;
  });
  if (differences.length) deps.logger.warn("reconciliation found differences", { count: differences.length });
  return { runId: run!.id, bookingsChecked: rows.length, differences };
}

/** One booking's checks: the ledger against its sources, then the ledger's own balance. */
export function bookingDifferences(r: BookingMoney): ReconciliationDifference[] {
  const out: ReconciliationDifference[] = [];
  const diff = (check: ReconciliationDifference["check"], expectedCents: number, actualCents: number) => {
    if (expectedCents !== actualCents) {
      out.push({
        bookingId: r.booking_id,
        reference: r.reference,
        check,
        expectedCents,
        actualCents,
        currency: r.currency,
      });
    }
  };
  const paidOut = r.payout_status === "paid" ? (r.payout_net ?? r.payout_amount - r.payout_deducted) : 0;
  diff("charges", r.paid, r.l_charge);
  diff("refunds", r.refunded, r.l_refund);
  diff("commission", r.commission, r.l_commission);
  diff("transfers", paidOut, r.l_transfer - r.l_reversal);
  const due = r.payout_status && UNPAID.has(r.payout_status) ? r.payout_amount - r.payout_deducted : 0;
  const accounted =
    r.l_refund + r.l_commission + (r.l_transfer - r.l_reversal) + r.l_settlement - r.l_debt + due;
  diff("balance", r.l_charge, accounted);
  return out;
}

/** The provider's transfers of the window against our paid payouts: same ids, same amounts, none reversed. */
async function providerDifferences(
  deps: Pick<AppDeps, "db" | "payments" | "logger">,
  now: Date,
): Promise<ReconciliationDifference[]> {
  const since = new Date(now.getTime() - PROVIDER_WINDOW_DAYS * 86_400_000);
  let theirs: Awaited<ReturnType<AppDeps["payments"]["listTransfers"]>>;
  try {
    theirs = await deps.payments.listTransfers(since);
  } catch (error) {
    deps.logger.error("reconciliation could not read the provider's transfers", { error: String(error) });
    return [
      {
        bookingId: null,
        reference: null,
        check: "provider",
        expectedCents: 0,
        actualCents: 0,
        detail: "unreachable",
      },
    ];
  }
  const ours = await queryRows<{
    id: string;
    booking_id: string;
    reference: string;
    transfer_id: string;
    net: number;
    currency: string;
  }>(
    deps.db,
    sql`select p.id, p.booking_id, b.booking_reference as reference, p.provider_transfer_id as transfer_id,
          p.net_cents as net, p.currency
        from payouts p join bookings b on b.id = p.booking_id
        where p.status = 'paid' and p.provider_transfer_id is not null and p.paid_at >= ${since.toISOString()}::timestamptz`,
  );
  const byId = new Map(theirs.map((t) => [t.id, t]));
  const out: ReconciliationDifference[] = [];
  const seen = new Set<string>();
  for (const p of ours) {
    const t = byId.get(p.transfer_id);
    seen.add(p.transfer_id);
    if (!t || t.reversed || t.amountCents !== p.net) {
      out.push({
        bookingId: p.booking_id,
        reference: p.reference,
        check: "provider",
        expectedCents: p.net,
        actualCents: t && !t.reversed ? t.amountCents : 0,
        currency: p.currency,
        detail: !t ? "missing" : t.reversed ? "reversed" : "amount",
      });
    }
  }
  // Only the provider's transfers not matched above are looked up (older payouts outside the window).
  const unmatched = theirs.filter((t) => !seen.has(t.id));
  const known = new Set(
    unmatched.length
      ? (
          await queryRows<{ transfer_id: string }>(
            deps.db,
            sql`select provider_transfer_id as transfer_id from payouts
                where provider_transfer_id in (${sql.join(
                  unmatched.map((t) => sql`${t.id}`),
                  sql`, `,
                )})`,
          )
        ).map((r) => r.transfer_id)
      : [],
  );
  for (const t of unmatched) {
    if (!known.has(t.id)) {
      out.push({
        bookingId: null,
        reference: null,
        check: "provider",
        expectedCents: 0,
        actualCents: t.amountCents,
        currency: t.currency,
        detail: `unknown transfer ${t.id}`,
      });
    }
  }
  return out;
}

/** The latest run, for Finanzas. */
export async function latestReconciliation(deps: Pick<AppDeps, "db">) {
  const [run] = await deps.db
    .select()
    .from(reconciliationRuns)
    .orderBy(desc(reconciliationRuns.startedAt))
    .limit(1);
  return run ?? null;
}

/** The daily run: the job runner asks hourly, and it reconciles when the last scheduled run is a day old. */
export async function reconcileDaily(deps: AppDeps, now: Date = new Date()): Promise<boolean> {
  const [last] = await deps.db
    .select({ startedAt: reconciliationRuns.startedAt })
    .from(reconciliationRuns)
    .where(eq(reconciliationRuns.trigger, "schedule"))
    .orderBy(desc(reconciliationRuns.startedAt))
    .limit(1);
  if (last && now.getTime() - last.startedAt.getTime() < 23 * 3_600_000) return false;
  await reconcileLedger(deps, { trigger: "schedule", now });
  return true;
}
