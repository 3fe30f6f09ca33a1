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
  uuid,
} from "drizzle-orm/pg-core";
import type { Certification } from "#core/schemas/tropleader-profile";
import { createdAt, tstz, updatedAt } from "./columns.ts";

/**
 * users: the spec's user row, shared with better-auth (which reads id, name, email, emailVerified, image,
 * createdAt, updatedAt). `image` is stored in the spec's avatar_url column.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("avatar_url"),
    role: text("role", { enum: ["viajero", "tropleader", "admin"] })
      .notNull()
      .default("viajero"),
    isApproved: boolean("is_approved").notNull().default(false),
    isIdentityVerified: boolean("is_identity_verified").notNull().default(false),
    /** none → pending (documents submitted) → verified | rejected (documents deleted, resubmit) */
    identityStatus: text("identity_status", { enum: ["none", "pending", "verified", "rejected"] })
      .notNull()
      .default("none"),
    identitySubmittedAt: tstz("identity_submitted_at"),
    /** When the team approved or rejected the documents (approved documents are deleted 30 days later). */
    identityDecidedAt: tstz("identity_decided_at"),
    identityNumber: text("identity_number"),
    identityDocumentFrontFileId: uuid("identity_document_front_file_id"),
    identityDocumentBackFileId: uuid("identity_document_back_file_id"),
    birthDate: date("birth_date", { mode: "string" }),
    bio: text("bio"),
    phone: text("phone"),
    country: text("country"),
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    locale: text("locale", { enum: ["es", "en"] })
      .notNull()
      .default("es"),
    notificationsEmail: boolean("notifications_email").notNull().default(true),
    newsletter: boolean("newsletter").notNull().default(false),
    publicProfile: boolean("public_profile").notNull().default(true),
    /** Set by an admin: the account cannot sign in and its published trips are hidden until reactivated. */
    suspendedAt: tstz("suspended_at"),
    /** Last sign-in or use of a session (refreshed at most daily): 3 years without one deletes the account. */
    lastActiveAt: tstz("last_active_at").notNull().defaultNow(),
    /** When the inactivity warning was emailed (cleared by any new activity). */
    inactivityWarnedAt: tstz("inactivity_warned_at"),
    /**
     * Set when the account was deleted (by its owner or for inactivity): the row stays so bookings, payouts,
     * reviews and conversations keep their references, but every personal field is erased (issue 15).
     */
    deletedAt: tstz("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("users_role_idx").on(t.role, t.isApproved),
    index("users_last_active_idx").on(t.lastActiveAt).where(sql`${t.deletedAt} is null`),
    // Usuarios (issue 37): the newest accounts first, by keyset (created_at, id).
    index("users_created_idx").on(t.createdAt, t.id),
    // Usuarios and Reembolsos search by any part of a name or email (ilike '%…%', pg_trgm).
    index("users_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("users_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
  ],
);

/** better-auth sessions (database sessions: the server keeps no state of its own). */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    token: text("token").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: tstz("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** better-auth accounts (the credential account holds the password hash). */
export const accounts = pgTable(
  "accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: tstz("access_token_expires_at"),
    refreshTokenExpiresAt: tstz("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

/** better-auth verification tokens (email confirmation, password reset). */
export const verifications = pgTable(
  "verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: tstz("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** better-auth rate limit counters (kept in the database so limits hold across instances). */
export const rateLimits = pgTable("rate_limits", {
  id: uuid("id").primaryKey().defaultRandom(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** The tropleader application and public creator profile, keyed by user id. */
export const tropleaderProfiles = pgTable(
  "tropleader_profiles",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    location: text("location"),
    experienceYears: integer("experience_years"),
    specialties: text("specialties").array().notNull().default(sql`'{}'::text[]`),
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    /** Name, issuer, year and the private supporting document's file id of each (core Certification). */
    certifications: jsonb("certifications").$type<Certification[]>().notNull().default([]),
    websiteUrl: text("website_url"),
    socialMediaUrl: text("social_media_url"),
    hasAgencyLicense: boolean("has_agency_license").notNull().default(false),
    agencyLicenseDetails: text("agency_license_details"),
    expectedAnnualTrips: integer("expected_annual_trips"),
    travelSpecialty: text("travel_specialty"),
    previousExperience: text("previous_experience"),
    tropleaderPresentation: text("tropleader_presentation"),
    motivation: text("motivation"),
    coverImageUrl: text("cover_image_url"),
    rating: doublePrecision("rating").notNull().default(0),
    reviewsCount: integer("reviews_count").notNull().default(0),
    tripsCompleted: integer("trips_completed").notNull().default(0),
    stripeAccountId: text("stripe_account_id"),
    stripeAccountEnabled: boolean("stripe_account_enabled").notNull().default(false),
    stripeOnboardingComplete: boolean("stripe_onboarding_complete").notNull().default(false),
    approvedAt: tstz("approved_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("tropleader_rating_range", sql`${t.rating} >= 0 and ${t.rating} <= 5`)],
);

/**
 * A tropleader's public texts (bio and presentation) in a language other than Spanish (issue 34): one row per
 * user and locale; `machine` when saved unchanged from a machine draft.
 */
export const tropleaderProfileTranslations = pgTable(
  "tropleader_profile_translations",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    bio: text("bio"),
    presentation: text("presentation"),
    machine: boolean("machine").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.locale] }),
    check("tropleader_profile_translations_locale", sql`${t.locale} <> 'es'`),
  ],
);

/** Photos on the tropleader's public profile gallery. */
export const tropleaderGallery = pgTable(
  "tropleader_gallery",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    fileId: uuid("file_id"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("tropleader_gallery_user_idx").on(t.userId, t.sortOrder)],
);
