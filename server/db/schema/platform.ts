import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { LegalRecord } from "#core/constants/privacy";
import { createdAt, tstz, updatedAt } from "./columns.ts";
import { users } from "./users.ts";

/** Platform rules edited by admins (doc 2 §3). value is JSON. */
export const adminSettings = pgTable("admin_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  description: text("description"),
  updatedBy: uuid("updated_by").references(() => users.id),
  updatedAt: updatedAt(),
});

/** Editable site content (contact block, home, about, legal dates), stored server-side with defaults. */
export const siteContent = pgTable("site_content", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedBy: uuid("updated_by").references(() => users.id),
  updatedAt: updatedAt(),
});

/**
 * The mail outbox: written in the same transaction as the change that causes it, delivered by a job with
 * retries and backoff. Nothing is lost while SMTP is down.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toEmail: text("to_email").notNull(),
    toName: text("to_name"),
    locale: text("locale", { enum: ["es", "en"] })
      .notNull()
      .default("es"),
    template: text("template").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: tstz("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: tstz("sent_at"),
  },
  (t) => [index("email_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);

/** Background jobs, claimed with FOR UPDATE SKIP LOCKED so several instances can share them. */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull().default(sql`'{}'::jsonb`),
    /** Optional: a second job with the same key is not queued while one is waiting. */
    dedupeKey: text("dedupe_key"),
    /** failed: for good (attempts used up); discarded: an admin dismissed a failed job (Sistema). */
    status: text("status", { enum: ["queued", "running", "done", "failed", "discarded"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    runAt: tstz("run_at").notNull().defaultNow(),
    lockedAt: tstz("locked_at"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    finishedAt: tstz("finished_at"),
  },
  (t) => [
    index("jobs_due_idx").on(t.runAt).where(sql`${t.status} = 'queued'`),
    index("jobs_dedupe_idx").on(t.dedupeKey).where(sql`${t.status} = 'queued'`),
  ],
);

/** Stored files. Private ones (identity documents, trip documents) are only served through checked routes. */
export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
    bucket: text("bucket", {
      enum: [
        "avatars",
        "identity-documents",
        "trip-images",
        "tropleader-gallery",
        "trip-documents",
        "refund-certificates",
        "site-images",
        "review-photos",
        "tropleader-covers",
        "certification-documents",
        "privacy-exports",
        "demo",
      ],
    }).notNull(),
    key: text("key").notNull().unique(),
    visibility: text("visibility", { enum: ["public", "private"] }).notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    width: integer("width"),
    height: integer("height"),
    createdAt: createdAt(),
    deletedAt: tstz("deleted_at"),
  },
  (t) => [index("files_owner_idx").on(t.ownerId)],
);

/** Admin and sensitive actions (moderation, identity document access, refunds). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    data: jsonb("data"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
    // Registro (issue 37): newest first by keyset (created_at, id), whole log or one action.
    index("audit_log_created_idx").on(t.createdAt, t.id),
    index("audit_log_action_created_idx").on(t.action, t.createdAt, t.id),
  ],
);

export type { LegalRecord };

/**
 * Privacy requests (issue 15): data exports (a ZIP prepared by a job, downloaded once by its owner through a
 * link that expires) and account deletions (by the owner or for inactivity). The admin panel's privacy log.
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind", { enum: ["export", "deletion"] }).notNull(),
    /** export: queued → ready → downloaded | expired (| failed); deletion: completed. */
    status: text("status", { enum: ["queued", "ready", "downloaded", "expired", "failed", "completed"] })
      .notNull()
      .default("queued"),
    /** deletion: the owner's own request or the inactivity rule. */
    trigger: text("trigger", { enum: ["user", "inactivity"] })
      .notNull()
      .default("user"),
    /** export: the ZIP (a private file) while it can be downloaded. */
    fileId: uuid("file_id"),
    /** export: sha256 of the link's secret (the secret itself is only in the email). */
    tokenHash: text("token_hash"),
    expiresAt: tstz("expires_at"),
    /** deletion: the minimum the law needs (invoices), purged after 7 years. */
    legalRecord: jsonb("legal_record").$type<LegalRecord>(),
    createdAt: createdAt(),
    completedAt: tstz("completed_at"),
  },
  (t) => [
    index("privacy_requests_created_idx").on(t.createdAt),
    // One export at a time per user, on every instance.
    uniqueIndex("privacy_requests_one_open_export")
      .on(t.userId)
      .where(sql`${t.kind} = 'export' and ${t.status} in ('queued', 'ready')`),
  ],
);
