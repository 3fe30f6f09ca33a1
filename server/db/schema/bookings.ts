import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, tstz, updatedAt } from "./columns.ts";
import { tripDepartures, trips } from "./trips.ts";
import { users } from "./users.ts";

export type EmergencyContact = { name: string; phone: string; relationship: string };

/**
 * Bookings. Lifecycle: pending_payment (seats held until hold_expires_at) → confirmed (paid) → completed
 * (departure ended) | cancelled; an unpaid hold ends as expired. Money is integer cents.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingReference: text("booking_reference").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id),
    departureId: uuid("departure_id")
      .notNull()
      .references(() => tripDepartures.id),
    participantsCount: integer("participants_count").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    totalAmountCents: integer("total_amount_cents").notNull(),
    currency: text("currency").notNull().default("EUR"),
    /** The commission rate in force when the booking was paid (a fraction, e.g. 0.1). */
    commissionRate: doublePrecision("commission_rate"),
    commissionCents: integer("commission_cents"),
    tropleaderAmountCents: integer("tropleader_amount_cents"),
    status: text("status", { enum: ["pending_payment", "confirmed", "completed", "cancelled", "expired"] })
      .notNull()
      .default("pending_payment"),
    paymentStatus: text("payment_status", {
      enum: ["pending", "paid", "failed", "refunded", "partially_refunded"],
    })
      .notNull()
      .default("pending"),
    /** While pending_payment, the seats are held until this moment. */
    holdExpiresAt: tstz("hold_expires_at"),
    /** Whether this booking's seats are currently counted in trip_departures.current_participants. */
    seatsHeld: boolean("seats_held").notNull().default(true),
    specialRequests: text("special_requests"),
    emergencyContact: jsonb("emergency_contact").$type<EmergencyContact>(),
    dietaryRestrictions: text("dietary_restrictions"),
    medicalConditions: text("medical_conditions"),
    locale: text("locale", { enum: ["es", "en"] })
      .notNull()
      .default("es"),
    cancellationReason: text("cancellation_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    confirmedAt: tstz("confirmed_at"),
    completedAt: tstz("completed_at"),
    cancelledAt: tstz("cancelled_at"),
  },
  (t) => [
    check("bookings_participants_positive", sql`${t.participantsCount} > 0`),
    check(
      "bookings_total_consistent",
      sql`${t.totalAmountCents} = ${t.unitPriceCents} * ${t.participantsCount}`,
    ),
    index("bookings_user_idx").on(t.userId, t.createdAt),
    index("bookings_departure_idx").on(t.departureId, t.status),
    index("bookings_trip_idx").on(t.tripId, t.status),
    // Reservas: a trip's newest bookings first, never an expired checkout (list-tropleader-bookings.ts cuts each
    // page from these). The key ends with the id, so the keyset's (created_at, id) bound and order are the
    // index's own and each trip's next rows are read from the index alone, not the table (issue 37).
    index("bookings_trip_created_idx").on(t.tripId, t.createdAt, t.id).where(sql`${t.status} <> 'expired'`),
    // The tropleader's figures (get-tropleader-stats, list-tropleader-trips, analytics) read only these columns of a
    // trip's bookings: an index-only scan per trip instead of reading the whole table (bench: dashboard).
    // (Key columns, as drizzle has no INCLUDE.)
    index("bookings_trip_figures_idx").on(
      t.tripId,
      t.confirmedAt,
      t.status,
      t.participantsCount,
      t.tropleaderAmountCents,
      t.currency,
      t.userId,
    ),
    index("bookings_hold_idx").on(t.holdExpiresAt).where(sql`${t.status} = 'pending_payment'`),
    // Reembolsos' search, newest first; Resumen's bookings paid this month and recent activity (issue 37).
    index("bookings_created_idx").on(t.createdAt, t.id),
    index("bookings_confirmed_idx").on(t.confirmedAt).where(sql`${t.confirmedAt} is not null`),
    index("bookings_reference_trgm_idx").using("gin", sql`${t.bookingReference} gin_trgm_ops`),
  ],
);

/** One row per checkout attempt with the payment provider. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    provider: text("provider", { enum: ["simulated", "stripe"] }).notNull(),
    providerSessionId: text("provider_session_id").notNull(),
    providerPaymentId: text("provider_payment_id"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("EUR"),
    status: text("status", { enum: ["open", "paid", "failed", "expired", "refunded"] })
      .notNull()
      .default("open"),
    checkoutUrl: text("checkout_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: tstz("paid_at"),
  },
  (t) => [
    unique("payments_provider_session_unique").on(t.provider, t.providerSessionId),
    index("payments_booking_idx").on(t.bookingId),
  ],
);

export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    providerRefundId: text("provider_refund_id"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("EUR"),
    percent: integer("percent").notNull(),
    reason: text("reason", {
      enum: [
        "traveller_cancellation",
        "tropleader_cancellation",
        "late_payment",
        "medical",
        "travel_restriction",
        "admin",
      ],
    }).notNull(),
    status: text("status", { enum: ["pending", "succeeded", "failed"] })
      .notNull()
      .default("pending"),
    /** A medical refund's certificate (a private file; doc 2 §9 'with certificate'). */
    certificateFileId: uuid("certificate_file_id"),
    /** The admin who granted it (medical emergency, travel restriction); null when the traveller cancelled. */
    issuedBy: uuid("issued_by").references(() => users.id, { onDelete: "set null" }),
    /** How many times an admin sent a failed refund to the provider again. */
    retries: integer("retries").notNull().default(0),
    createdAt: createdAt(),
    processedAt: tstz("processed_at"),
  },
  (t) => [
    check("refunds_amount_nonnegative", sql`${t.amountCents} >= 0`),
    index("refunds_booking_idx").on(t.bookingId),
    // Refunds by date; Reembolsos' failed refunds, newest first (issue 37).
    index("refunds_created_idx").on(t.createdAt),
    index("refunds_failed_idx").on(t.createdAt).where(sql`${t.status} = 'failed'`),
  ],
);

/**
 * The tropleader's share of a booking, transferred 7 days after the departure ends (issue 13). Lifecycle:
 * scheduled → processing (claimed by one job runner) → paid | scheduled again (a refused transfer, retried
 * with back-off) → failed (listed for an admin, who can retry); awaiting_onboarding while the guide has no
 * enabled payout account; cancelled when nothing is left to pay; reversed when the provider reverses the
 * transfer. `amount_cents` is the booking's share net of refunds; `deducted_cents` what the guide owed from
 * earlier refunds, netted from this payout; `net_cents` what is transferred.
 */
export const payouts = pgTable(
  "payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tropleaderId: uuid("tropleader_id")
      .notNull()
      .references(() => users.id),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id)
      .unique(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("EUR"),
    status: text("status", {
      enum: ["scheduled", "awaiting_onboarding", "processing", "paid", "failed", "cancelled", "reversed"],
    })
      .notNull()
      .default("scheduled"),
    scheduledFor: tstz("scheduled_for").notNull(),
    /** A refused transfer is tried again from this moment (back-off); null = as soon as it is due. */
    nextAttemptAt: tstz("next_attempt_at"),
    /** Refused attempts so far; the provider's idempotency key carries it (`payout_<id>_<attempts>`). */
    attempts: integer("attempts").notNull().default(0),
    lockedAt: tstz("locked_at"),
    deductedCents: integer("deducted_cents").notNull().default(0),
    /** What this payout sends (amount − deducted), fixed when it is first claimed so a retry sends the same. */
    netCents: integer("net_cents"),
    providerTransferId: text("provider_transfer_id"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    paidAt: tstz("paid_at"),
    reversedAt: tstz("reversed_at"),
  },
  (t) => [
    check("payouts_amount_nonnegative", sql`${t.amountCents} >= 0 and ${t.deductedCents} >= 0`),
    index("payouts_due_idx").on(t.status, t.scheduledFor),
    index("payouts_tropleader_idx").on(t.tropleaderId, t.scheduledFor),
    // Payouts transferred since a moment: the reconciliation with the provider's transfers.
    index("payouts_paid_idx").on(t.paidAt).where(sql`${t.status} = 'paid'`),
    // Cobros' history, a page at a time by keyset, newest first (issue 37).
    index("payouts_history_idx")
      .on(t.tropleaderId, sql`coalesce(${t.paidAt}, ${t.reversedAt}, ${t.scheduledFor})`, t.id)
      .where(sql`${t.status} in ('paid', 'reversed')`),
  ],
);

/**
 * What a tropleader owes the platform: the share of a refund granted after their payout was transferred.
 * Netted from their next payouts (oldest first) until `remaining_cents` is 0.
 */
export const tropleaderDebts = pgTable(
  "tropleader_debts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tropleaderId: uuid("tropleader_id")
      .notNull()
      .references(() => users.id),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    amountCents: integer("amount_cents").notNull(),
    remainingCents: integer("remaining_cents").notNull(),
    currency: text("currency").notNull().default("EUR"),
    createdAt: createdAt(),
    settledAt: tstz("settled_at"),
  },
  (t) => [
    check(
      "tropleader_debts_amounts",
      sql`${t.remainingCents} >= 0 and ${t.remainingCents} <= ${t.amountCents}`,
    ),
    index("tropleader_debts_open_idx").on(t.tropleaderId, t.createdAt).where(sql`${t.remainingCents} > 0`),
  ],
);

/**
 * The simulated provider's own ledger of transfers to connected accounts (a real record, like Stripe's): one
 * row per idempotency key, so a retried transfer is the same transfer. An account's balance is the sum of its
 * transfers not reversed.
 */
export const simulatedTransfers = pgTable(
  "simulated_transfers",
  {
    id: text("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    accountId: text("account_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    transferGroup: text("transfer_group"),
    sourcePaymentId: text("source_payment_id"),
    metadata: jsonb("metadata").$type<Record<string, string>>(),
    createdAt: createdAt(),
    reversedAt: tstz("reversed_at"),
  },
  (t) => [
    check("simulated_transfers_positive", sql`${t.amountCents} > 0`),
    index("simulated_transfers_account_idx").on(t.accountId, t.createdAt),
  ],
);

/** Every provider event, de-duplicated by its id in the same transaction as its effect. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider", { enum: ["simulated", "stripe"] }).notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    receivedAt: createdAt(),
    processedAt: tstz("processed_at"),
  },
  (t) => [unique("webhook_events_provider_event_unique").on(t.provider, t.eventId)],
);

/**
 * Provider calls refused before anything was applied (a bad or missing signature, an unknown provider), for the
 * admin's Sistema page: when, why, and the event id the body claimed if it had one. Never the body itself.
 * Bounded: only the newest REFUSED_WEBHOOKS_KEPT rows are kept (server/services/system/record-refused-webhook.ts).
 */
export const refusedWebhooks = pgTable(
  "refused_webhooks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    /** invalid_signature | unknown_provider; detail: the verifier's message, shortened. */
    reason: text("reason", { enum: ["invalid_signature", "unknown_provider"] }).notNull(),
    detail: text("detail"),
    eventId: text("event_id"),
    receivedAt: createdAt(),
  },
  (t) => [index("refused_webhooks_received_idx").on(t.receivedAt)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id)
      .unique(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    tropleaderId: uuid("tropleader_id")
      .notNull()
      .references(() => users.id),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    comment: text("comment").notNull(),
    photos: text("photos").array().notNull().default(sql`'{}'::text[]`),
    isVerified: boolean("is_verified").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    /** Hidden by an admin (issue 35): no longer shown nor counted in the ratings. */
    hiddenAt: tstz("hidden_at"),
    /** Photos an admin took out of `photos` (kept for the record, never shown). */
    hiddenPhotos: text("hidden_photos").array().notNull().default(sql`'{}'::text[]`),
    /** The language the author wrote in (their account's, when written; issue 34): shown with `lang`. */
    locale: text("locale", { enum: ["es", "en"] })
      .notNull()
      .default("es"),
    createdAt: createdAt(),
  },
  (t) => [
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("reviews_title_length", sql`char_length(${t.title}) between 1 and 100`),
    check("reviews_comment_length", sql`char_length(${t.comment}) between 1 and 2000`),
    index("reviews_trip_idx").on(t.tripId, t.createdAt),
    index("reviews_tropleader_idx").on(t.tropleaderId, t.createdAt),
  ],
);

/**
 * The tropleader's private notes on one booking's travellers (room sharing, pick-up point): written and read
 * by the trip's guide and admins only, never shown to the traveller, never mixed with the traveller's data.
 */
export const bookingGuideNotes = pgTable(
  "booking_guide_notes",
  {
    bookingId: uuid("booking_id")
      .primaryKey()
      .references(() => bookings.id, { onDelete: "cascade" }),
    note: text("note").notNull(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [check("booking_guide_notes_length", sql`char_length(${t.note}) <= 1000`)],
);

/**
 * The money ledger (issue 13): one entry per movement of a booking's money, written in the same transaction
 * as the movement. Amounts are integer cents, positive except a commission adjustment when a refund lowers
 * it. Per booking: charge = refund + commission + (transfer − reversal) + debt_settlement − debt + still due.
 * `source_id` names what caused it (a payment, refund, payout or debt), so a retried write records it once.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    kind: text("kind", {
      enum: ["charge", "refund", "commission", "transfer", "reversal", "debt", "debt_settlement"],
    }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    sourceId: text("source_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("ledger_entries_source_unique").on(t.kind, t.sourceId),
    index("ledger_entries_booking_idx").on(t.bookingId),
    index("ledger_entries_created_idx").on(t.createdAt),
  ],
);

/**
 * Finanzas' money per Madrid calendar day and currency (issue 37), so a period's figures read a row per day
 * instead of every booking, refund and payout in it. Written only by the database: statement triggers on
 * bookings, refunds and payouts append each statement's change to `finance_day_deltas`
 * (server/db/functions/finance_days.sql; nothing to remember in the services, and no lock shared between two
 * bookings), and the periodic task `compact-finance-days` folds those deltas into `finance_days`. A period's
 * figures are the sum over both tables. Columns as in FinanceFigures (server/services/ledger/get-finance-summary.ts).
 */
const financeAmounts = () => ({
  grossCents: bigint("gross_cents", { mode: "number" }).notNull().default(0),
  commissionCents: bigint("commission_cents", { mode: "number" }).notNull().default(0),
  refundedCents: bigint("refunded_cents", { mode: "number" }).notNull().default(0),
  dueCents: bigint("due_cents", { mode: "number" }).notNull().default(0),
  paidCents: bigint("paid_cents", { mode: "number" }).notNull().default(0),
});

export const financeDays = pgTable(
  "finance_days",
  { day: date("day").notNull(), currency: text("currency").notNull(), ...financeAmounts() },
  (t) => [primaryKey({ columns: [t.day, t.currency] })],
);

export const financeDayDeltas = pgTable(
  "finance_day_deltas",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    day: date("day").notNull(),
    currency: text("currency").notNull(),
    ...financeAmounts(),
  },
  (t) => [index("finance_day_deltas_day_idx").on(t.day)],
);

/** Each reconciliation (daily job or an admin's button): what was checked and every difference found. */
export const reconciliationRuns = pgTable("reconciliation_runs", {
  id: uuid("id").primaryKey().defaultRandom(),
  startedAt: tstz("started_at").notNull(),
  finishedAt: tstz("finished_at"),
  bookingsChecked: integer("bookings_checked").notNull().default(0),
  differences: jsonb("differences").$type<ReconciliationDifference[]>().notNull().default([]),
  trigger: text("trigger", { enum: ["schedule", "admin"] }).notNull(),
});

export type ReconciliationDifference = {
  bookingId: string | null;
  reference: string | null;
  /** Which check failed (see server/services/ledger/reconcile-ledger.ts). */
  check: "balance" | "charges" | "refunds" | "commission" | "transfers" | "provider";
  expectedCents: number;
  actualCents: number;
  /** The booking's or the transfer's currency (absent on runs recorded before it was stored). */
  currency?: string;
  detail?: string;
};
