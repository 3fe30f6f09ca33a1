CREATE TABLE "booking_guide_notes" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"note" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_guide_notes_length" CHECK (char_length("booking_guide_notes"."note") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"departure_id" uuid NOT NULL,
	"participants_count" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"commission_rate" double precision,
	"commission_cents" integer,
	"tropleader_amount_cents" integer,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"seats_held" boolean DEFAULT true NOT NULL,
	"special_requests" text,
	"emergency_contact" jsonb,
	"dietary_restrictions" text,
	"medical_conditions" text,
	"locale" text DEFAULT 'es' NOT NULL,
	"cancellation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bookings_booking_reference_unique" UNIQUE("booking_reference"),
	CONSTRAINT "bookings_participants_positive" CHECK ("bookings"."participants_count" > 0),
	CONSTRAINT "bookings_total_consistent" CHECK ("bookings"."total_amount_cents" = "bookings"."unit_price_cents" * "bookings"."participants_count")
);
--> statement-breakpoint
CREATE TABLE "finance_day_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_day_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"commission_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"due_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_days" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"commission_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"due_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "finance_days_day_currency_pk" PRIMARY KEY("day","currency")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"source_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_source_unique" UNIQUE("kind","source_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text NOT NULL,
	"provider_payment_id" text,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"checkout_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_provider_session_unique" UNIQUE("provider","provider_session_id")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tropleader_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"deducted_cents" integer DEFAULT 0 NOT NULL,
	"net_cents" integer,
	"provider_transfer_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "payouts_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "payouts_amount_nonnegative" CHECK ("payouts"."amount_cents" >= 0 and "payouts"."deducted_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"bookings_checked" integer DEFAULT 0 NOT NULL,
	"differences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trigger" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider_refund_id" text,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"percent" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"certificate_file_id" uuid,
	"issued_by" uuid,
	"retries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_nonnegative" CHECK ("refunds"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refused_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"reason" text NOT NULL,
	"detail" text,
	"event_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"tropleader_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"comment" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_verified" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"locale" text DEFAULT 'es' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_title_length" CHECK (char_length("reviews"."title") between 1 and 100),
	CONSTRAINT "reviews_comment_length" CHECK (char_length("reviews"."comment") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "simulated_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"account_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"transfer_group" text,
	"source_payment_id" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "simulated_transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "simulated_transfers_positive" CHECK ("simulated_transfers"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "tropleader_debts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tropleader_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"remaining_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "tropleader_debts_amounts" CHECK ("tropleader_debts"."remaining_cents" >= 0 and "tropleader_debts"."remaining_cents" <= "tropleader_debts"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "webhook_events_provider_event_unique" UNIQUE("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "conversation_members" (
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	"last_read_at" timestamp with time zone,
	"last_emailed_at" timestamp with time zone,
	CONSTRAINT "conversation_members_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'direct' NOT NULL,
	"participant_1_id" uuid,
	"participant_2_id" uuid,
	"trip_id" uuid,
	"departure_id" uuid,
	"members_chosen" boolean DEFAULT false NOT NULL,
	"title" text,
	"last_message_at" timestamp with time zone,
	"solved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_direct_ordered" CHECK ("conversations"."kind" <> 'direct' or ("conversations"."participant_1_id" is not null and "conversations"."participant_2_id" is not null and "conversations"."participant_1_id" < "conversations"."participant_2_id")),
	CONSTRAINT "conversations_support_user" CHECK ("conversations"."kind" <> 'support' or ("conversations"."participant_1_id" is not null and "conversations"."participant_2_id" is null)),
	CONSTRAINT "conversations_group_departure" CHECK ("conversations"."kind" <> 'group' or "conversations"."departure_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"content" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_content_length" CHECK (char_length("messages"."content") between 1 and 4000)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"description" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_email" text NOT NULL,
	"to_name" text,
	"locale" text DEFAULT 'es' NOT NULL,
	"template" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"visibility" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"trigger" text DEFAULT 'user' NOT NULL,
	"file_id" uuid,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"legal_record" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_content" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name"),
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "departure_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"departure_id" uuid NOT NULL,
	"created_by" uuid,
	"days_before" integer NOT NULL,
	"message" text NOT NULL,
	"message_en" text,
	"send_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departure_reminders_days" CHECK ("departure_reminders"."days_before" between 0 and 60),
	CONSTRAINT "departure_reminders_message" CHECK (char_length("departure_reminders"."message") between 1 and 2000),
	CONSTRAINT "departure_reminders_message_en" CHECK ("departure_reminders"."message_en" is null or char_length("departure_reminders"."message_en") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"region" text,
	"continent" text NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "destinations_country_city_unique" UNIQUE("country","city")
);
--> statement-breakpoint
CREATE TABLE "translation_machine_drafts" (
	"owner_kind" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"section" text NOT NULL,
	"digest" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_machine_drafts_owner_kind_owner_id_locale_section_pk" PRIMARY KEY("owner_kind","owner_id","locale","section")
);
--> statement-breakpoint
CREATE TABLE "trip_departure_summaries" (
	"trip_id" uuid PRIMARY KEY NOT NULL,
	"next_departure_date" date,
	"min_price_cents" integer,
	"sort_price_cents" integer NOT NULL,
	"computed_on" date NOT NULL,
	"rating" double precision NOT NULL,
	"reviews_count" integer NOT NULL,
	"trip_created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_departures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"max_participants" integer NOT NULL,
	"current_participants" integer DEFAULT 0 NOT NULL,
	"min_participants" integer DEFAULT 4 NOT NULL,
	"guaranteed_at" timestamp with time zone,
	"confirm_deadline_days" integer DEFAULT 21 NOT NULL,
	"confirmation_requested_at" timestamp with time zone,
	"confirmed_by_guide_at" timestamp with time zone,
	"status" text DEFAULT 'available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departures_seats_within_capacity" CHECK ("trip_departures"."current_participants" >= 0 and "trip_departures"."current_participants" <= "trip_departures"."max_participants"),
	CONSTRAINT "departures_dates_ordered" CHECK ("trip_departures"."end_date" >= "trip_departures"."start_date"),
	CONSTRAINT "departures_price_positive" CHECK ("trip_departures"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "trip_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"departure_id" uuid,
	"file_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tropleader_id" uuid NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"step" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_drafts_step_range" CHECK ("trip_drafts"."step" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "trip_faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_gallery" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_hero" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_inclusions" (
	"trip_id" uuid PRIMARY KEY NOT NULL,
	"included_items" text[] DEFAULT '{}'::text[] NOT NULL,
	"excluded_items" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_itinerary" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"day_number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"activities" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "trip_itinerary_day_unique" UNIQUE("trip_id","day_number")
);
--> statement-breakpoint
CREATE TABLE "trip_translations" (
	"trip_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"machine_sections" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"rejection_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_translations_trip_id_locale_pk" PRIMARY KEY("trip_id","locale"),
	CONSTRAINT "trip_translations_locale" CHECK ("trip_translations"."locale" <> 'es')
);
--> statement-breakpoint
CREATE TABLE "trip_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"viewer_id" uuid,
	"visitor_hash" text NOT NULL,
	"viewed_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_views_daily_unique" UNIQUE("trip_id","visitor_hash","viewed_on")
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tropleader_id" uuid NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"short_description" text NOT NULL,
	"description" text NOT NULL,
	"category_id" uuid NOT NULL,
	"destination_id" uuid NOT NULL,
	"duration_days" integer NOT NULL,
	"difficulty" text DEFAULT 'moderate' NOT NULL,
	"max_participants" integer NOT NULL,
	"base_price_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hero_image_url" text,
	"rating" double precision DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone,
	"rejection_reason" text,
	"created_from_draft" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trips_slug_unique" UNIQUE("slug"),
	CONSTRAINT "trips_created_from_draft_unique" UNIQUE("created_from_draft"),
	CONSTRAINT "trips_duration_range" CHECK ("trips"."duration_days" between 1 and 30),
	CONSTRAINT "trips_participants_range" CHECK ("trips"."max_participants" between 2 and 20),
	CONSTRAINT "trips_base_price_min" CHECK ("trips"."base_price_cents" >= 10000),
	CONSTRAINT "trips_rating_range" CHECK ("trips"."rating" >= 0 and "trips"."rating" <= 5)
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"departure_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"participants" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"seats_held" boolean DEFAULT false NOT NULL,
	"offered_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_departure_id_user_id_pk" PRIMARY KEY("departure_id","user_id"),
	CONSTRAINT "waitlist_participants" CHECK ("waitlist_entries"."participants" between 1 and 20),
	CONSTRAINT "waitlist_offer_holds" CHECK (not "waitlist_entries"."seats_held" or "waitlist_entries"."status" = 'offered')
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlists_user_trip_unique" UNIQUE("user_id","trip_id")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "tropleader_gallery" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"file_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tropleader_profile_translations" (
	"user_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"bio" text,
	"presentation" text,
	"machine" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tropleader_profile_translations_user_id_locale_pk" PRIMARY KEY("user_id","locale"),
	CONSTRAINT "tropleader_profile_translations_locale" CHECK ("tropleader_profile_translations"."locale" <> 'es')
);
--> statement-breakpoint
CREATE TABLE "tropleader_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"location" text,
	"experience_years" integer,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"certifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"website_url" text,
	"social_media_url" text,
	"has_agency_license" boolean DEFAULT false NOT NULL,
	"agency_license_details" text,
	"expected_annual_trips" integer,
	"travel_specialty" text,
	"previous_experience" text,
	"tropleader_presentation" text,
	"motivation" text,
	"cover_image_url" text,
	"rating" double precision DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"trips_completed" integer DEFAULT 0 NOT NULL,
	"stripe_account_id" text,
	"stripe_account_enabled" boolean DEFAULT false NOT NULL,
	"stripe_onboarding_complete" boolean DEFAULT false NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tropleader_rating_range" CHECK ("tropleader_profiles"."rating" >= 0 and "tropleader_profiles"."rating" <= 5)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"avatar_url" text,
	"role" text DEFAULT 'viajero' NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"is_identity_verified" boolean DEFAULT false NOT NULL,
	"identity_status" text DEFAULT 'none' NOT NULL,
	"identity_submitted_at" timestamp with time zone,
	"identity_decided_at" timestamp with time zone,
	"identity_number" text,
	"identity_document_front_file_id" uuid,
	"identity_document_back_file_id" uuid,
	"birth_date" date,
	"bio" text,
	"phone" text,
	"country" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"locale" text DEFAULT 'es' NOT NULL,
	"notifications_email" boolean DEFAULT true NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"public_profile" boolean DEFAULT true NOT NULL,
	"suspended_at" timestamp with time zone,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inactivity_warned_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_guide_notes" ADD CONSTRAINT "booking_guide_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_guide_notes" ADD CONSTRAINT "booking_guide_notes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_departure_id_trip_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."trip_departures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_tropleader_id_users_id_fk" FOREIGN KEY ("tropleader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_tropleader_id_users_id_fk" FOREIGN KEY ("tropleader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tropleader_debts" ADD CONSTRAINT "tropleader_debts_tropleader_id_users_id_fk" FOREIGN KEY ("tropleader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tropleader_debts" ADD CONSTRAINT "tropleader_debts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_participant_1_id_users_id_fk" FOREIGN KEY ("participant_1_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_participant_2_id_users_id_fk" FOREIGN KEY ("participant_2_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_departure_id_trip_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."trip_departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD CONSTRAINT "admin_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_content" ADD CONSTRAINT "site_content_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_reminders" ADD CONSTRAINT "departure_reminders_departure_id_trip_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."trip_departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_reminders" ADD CONSTRAINT "departure_reminders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_departure_summaries" ADD CONSTRAINT "trip_departure_summaries_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_departures" ADD CONSTRAINT "trip_departures_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_documents" ADD CONSTRAINT "trip_documents_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_documents" ADD CONSTRAINT "trip_documents_departure_id_trip_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."trip_departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_drafts" ADD CONSTRAINT "trip_drafts_tropleader_id_users_id_fk" FOREIGN KEY ("tropleader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_faqs" ADD CONSTRAINT "trip_faqs_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_gallery" ADD CONSTRAINT "trip_gallery_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_inclusions" ADD CONSTRAINT "trip_inclusions_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_itinerary" ADD CONSTRAINT "trip_itinerary_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_translations" ADD CONSTRAINT "trip_translations_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_views" ADD CONSTRAINT "trip_views_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_tropleader_id_users_id_fk" FOREIGN KEY ("tropleader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_departure_id_trip_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."trip_departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tropleader_gallery" ADD CONSTRAINT "tropleader_gallery_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tropleader_profile_translations" ADD CONSTRAINT "tropleader_profile_translations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tropleader_profiles" ADD CONSTRAINT "tropleader_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_departure_idx" ON "bookings" USING btree ("departure_id","status");--> statement-breakpoint
CREATE INDEX "bookings_trip_idx" ON "bookings" USING btree ("trip_id","status");--> statement-breakpoint
CREATE INDEX "bookings_trip_created_idx" ON "bookings" USING btree ("trip_id","created_at","id") WHERE "bookings"."status" <> 'expired';--> statement-breakpoint
CREATE INDEX "bookings_trip_figures_idx" ON "bookings" USING btree ("trip_id","confirmed_at","status","participants_count","tropleader_amount_cents","currency","user_id");--> statement-breakpoint
CREATE INDEX "bookings_hold_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_confirmed_idx" ON "bookings" USING btree ("confirmed_at") WHERE "bookings"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "bookings_reference_trgm_idx" ON "bookings" USING gin ("booking_reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "finance_day_deltas_day_idx" ON "finance_day_deltas" USING btree ("day");--> statement-breakpoint
CREATE INDEX "ledger_entries_booking_idx" ON "ledger_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payouts_due_idx" ON "payouts" USING btree ("status","scheduled_for");--> statement-breakpoint
CREATE INDEX "payouts_tropleader_idx" ON "payouts" USING btree ("tropleader_id","scheduled_for");--> statement-breakpoint
CREATE INDEX "payouts_paid_idx" ON "payouts" USING btree ("paid_at") WHERE "payouts"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "payouts_history_idx" ON "payouts" USING btree ("tropleader_id",coalesce("paid_at", "reversed_at", "scheduled_for"),"id") WHERE "payouts"."status" in ('paid', 'reversed');--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "refunds_failed_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "refused_webhooks_received_idx" ON "refused_webhooks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reviews_trip_idx" ON "reviews" USING btree ("trip_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_tropleader_idx" ON "reviews" USING btree ("tropleader_id","created_at");--> statement-breakpoint
CREATE INDEX "simulated_transfers_account_idx" ON "simulated_transfers" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "tropleader_debts_open_idx" ON "tropleader_debts" USING btree ("tropleader_id","created_at") WHERE "tropleader_debts"."remaining_cents" > 0;--> statement-breakpoint
CREATE INDEX "conversation_members_user_idx" ON "conversation_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_trip_unique" ON "conversations" USING btree ("participant_1_id","participant_2_id",coalesce("trip_id"::text, '')) WHERE "conversations"."kind" = 'direct';--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_group_departure_unique" ON "conversations" USING btree ("departure_id") WHERE not "conversations"."members_chosen";--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_support_user_unique" ON "conversations" USING btree ("participant_1_id") WHERE "conversations"."kind" = 'support';--> statement-breakpoint
CREATE INDEX "conversations_p1_idx" ON "conversations" USING btree ("participant_1_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_p2_idx" ON "conversations" USING btree ("participant_2_id","last_message_at");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_dedupe_idx" ON "jobs" USING btree ("dedupe_key") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "privacy_requests_created_idx" ON "privacy_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_one_open_export" ON "privacy_requests" USING btree ("user_id") WHERE "privacy_requests"."kind" = 'export' and "privacy_requests"."status" in ('queued', 'ready');--> statement-breakpoint
CREATE INDEX "departure_reminders_due_idx" ON "departure_reminders" USING btree ("send_at") WHERE "departure_reminders"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "departure_reminders_departure_idx" ON "departure_reminders" USING btree ("departure_id");--> statement-breakpoint
CREATE INDEX "destinations_continent_idx" ON "destinations" USING btree ("continent");--> statement-breakpoint
CREATE INDEX "destinations_search_trgm_idx" ON "destinations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "translation_machine_drafts_created_idx" ON "translation_machine_drafts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trip_departure_summaries_price_asc_idx" ON "trip_departure_summaries" USING btree ("sort_price_cents","rating" DESC NULLS LAST,"reviews_count" DESC NULLS LAST,"trip_created_at" DESC NULLS LAST,"trip_id");--> statement-breakpoint
CREATE INDEX "trip_departure_summaries_price_desc_idx" ON "trip_departure_summaries" USING btree ("sort_price_cents" DESC NULLS LAST,"rating" DESC NULLS LAST,"reviews_count" DESC NULLS LAST,"trip_created_at" DESC NULLS LAST,"trip_id");--> statement-breakpoint
CREATE INDEX "trip_departure_summaries_next_idx" ON "trip_departure_summaries" USING btree ("next_departure_date","rating" DESC NULLS LAST,"reviews_count" DESC NULLS LAST,"trip_created_at" DESC NULLS LAST,"trip_id");--> statement-breakpoint
CREATE INDEX "trip_departure_summaries_computed_idx" ON "trip_departure_summaries" USING btree ("computed_on");--> statement-breakpoint
CREATE INDEX "departures_trip_start_idx" ON "trip_departures" USING btree ("trip_id","start_date");--> statement-breakpoint
CREATE INDEX "departures_open_trip_start_idx" ON "trip_departures" USING btree ("trip_id","start_date") WHERE "trip_departures"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "departures_start_idx" ON "trip_departures" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "trip_documents_trip_idx" ON "trip_documents" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trip_drafts_tropleader_idx" ON "trip_drafts" USING btree ("tropleader_id","updated_at");--> statement-breakpoint
CREATE INDEX "trip_faqs_trip_idx" ON "trip_faqs" USING btree ("trip_id","sort_order");--> statement-breakpoint
CREATE INDEX "trip_gallery_trip_idx" ON "trip_gallery" USING btree ("trip_id","sort_order");--> statement-breakpoint
CREATE INDEX "trip_translations_status_idx" ON "trip_translations" USING btree ("status") WHERE "trip_translations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "trip_views_trip_idx" ON "trip_views" USING btree ("trip_id","viewed_on");--> statement-breakpoint
CREATE INDEX "trips_status_category_idx" ON "trips" USING btree ("status","category_id");--> statement-breakpoint
CREATE INDEX "trips_approved_category_idx" ON "trips" USING btree ("category_id","difficulty","destination_id","tropleader_id","id") WHERE "trips"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "trips_approved_destination_idx" ON "trips" USING btree ("destination_id","difficulty","category_id","tropleader_id","id") WHERE "trips"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "trips_status_popularity_idx" ON "trips" USING btree ("status","rating" DESC NULLS LAST,"reviews_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "trips_status_duration_asc_idx" ON "trips" USING btree ("status","duration_days","rating" DESC NULLS LAST,"reviews_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "trips_status_duration_desc_idx" ON "trips" USING btree ("status","duration_days" DESC NULLS LAST,"rating" DESC NULLS LAST,"reviews_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "trips_destination_idx" ON "trips" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "trips_tropleader_idx" ON "trips" USING btree ("tropleader_id");--> statement-breakpoint
CREATE INDEX "trips_title_trgm_idx" ON "trips" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "waitlist_line_idx" ON "waitlist_entries" USING btree ("departure_id","created_at") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_offers_due_idx" ON "waitlist_entries" USING btree ("offered_until") WHERE "waitlist_entries"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "waitlist_user_idx" ON "waitlist_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tropleader_gallery_user_idx" ON "tropleader_gallery" USING btree ("user_id","sort_order");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role","is_approved");--> statement-breakpoint
CREATE INDEX "users_last_active_idx" ON "users" USING btree ("last_active_at") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");