/**
 * The end-to-end tests' data factory (served at POST /__e2e/factory/<kind> by server/http/e2e-factory-routes.ts
 * when E2E_FACTORY is on): each journey creates its own users, trips, departures and bookings instead of
 * sharing the demo ones, so journeys can run side by side. Every kind is a thin, validated call to the seed
 * factories (./factories.ts) or to the service the product itself uses, and answers plain JSON ids.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { CATEGORIES, CONTINENT_KEYS } from "#core/constants/catalogue";
import { UNSUBSCRIBE_KINDS } from "#core/constants/privacy";
import type { AppDeps } from "../app-deps.ts";
import { toSessionUser } from "../auth/resolve-session-user.ts";
import { payments } from "../db/schema/bookings.ts";
import { tripTranslations } from "../db/schema/trips.ts";
import { users } from "../db/schema/users.ts";
import { enqueueJob } from "../jobs/enqueue-job.ts";
import { AppError } from "../lib/app-error.ts";
import { startCheckout } from "../services/bookings/start-checkout.ts";
import { toggleWishlist } from "../services/catalogue/toggle-wishlist.ts";
import { requestDepartureConfirmations } from "../services/departures/request-departure-confirmations.ts";
import { getOrCreateGroupConversation } from "../services/messaging/get-or-create-group-conversation.ts";
import { sendMessage } from "../services/messaging/send-message.ts";
import { syncGroupMembers } from "../services/messaging/sync-group-members.ts";
import { paySimulatedCheckout } from "../services/payments/pay-simulated-checkout.ts";
import { payDuePayouts } from "../services/payouts/pay-due-payouts.ts";
import { PRIVACY_JOBS } from "../services/privacy/privacy-jobs.ts";
import { unsubscribePath } from "../services/privacy/unsubscribe-link.ts";
import { sendDueReminders } from "../services/reminders/send-due-reminders.ts";
import { processWaitlists } from "../services/waitlist/process-waitlists.ts";
import {
  createBooking,
  createTrip,
  createTropleader,
  createUser,
  DEMO_PASSWORD,
  isoDateFromToday,
  type UserRow,
} from "./factories.ts";

const categorySlugs = CATEGORIES.map((c) => c.slug) as [
  (typeof CATEGORIES)[number]["slug"],
  ...(typeof CATEGORIES)[number]["slug"][],
];
const id = z.uuid();
const name = z.string().trim().min(1).max(120);
const locale = z.enum(["es", "en"]);

const travellerInput = z.strictObject({
  name: name.optional(),
  email: z.email().optional(),
  locale: locale.optional(),
  /** null: an account from before birth dates were asked (the booking form asks for it). */
  birthDate: z.iso.date().nullable().optional(),
  country: z.string().trim().max(100).optional(),
  languages: z.array(z.string().trim().max(40)).max(10).optional(),
  /** Identity verified by the team (default false): the verified traveller's badge. */
  verified: z.boolean().default(false),
});

const tropleaderInput = z.strictObject({
  name: name.optional(),
  email: z.email().optional(),
  locale: locale.optional(),
  /** Approved by the team (default true); false makes an applicant. */
  approved: z.boolean().default(true),
  /** Identity verified (default true). */
  verified: z.boolean().default(true),
  location: z.string().max(120).optional(),
  /** Their Spanish bio and tropleader presentation (issue 34: something to translate). */
  bio: z.string().max(1000).optional(),
  presentation: z.string().max(2000).optional(),
  /** Their payout account: none yet, set up, or one the simulated provider refuses transfers to. */
  payoutAccount: z.enum(["none", "ready", "refused"]).default("none"),
});

const departureInput = z.strictObject({
  /** First day, counted from today in the platform calendar (Madrid); negative for a departure already past. */
  daysFromNow: z.number().int().min(-3650).max(3650),
  seats: z.number().int().min(1).max(500),
  /** Per-person price in cents (default: the trip's base price). */
  priceCents: z.number().int().min(0).optional(),
  /** Seats already taken without booking rows (e.g. a full departure). */
  taken: z.number().int().min(0).optional(),
  /** The minimum group for the departure to be guaranteed (default 4, or its seats when fewer). */
  minGroup: z.number().int().min(1).max(500).optional(),
});

const tripInput = z.strictObject({
  tropleaderId: id,
  title: z.string().trim().min(3).max(200).optional(),
  /** An approved English version whose basics carry this title (issue 34), for the journeys reading in English. */
  englishTitle: z.string().trim().min(3).max(200).optional(),
  category: z.enum(categorySlugs).optional(),
  destination: z
    .strictObject({
      country: z.string().trim().min(1).max(100),
      city: z.string().trim().min(1).max(100),
      region: z.string().trim().max(100).optional(),
      continent: z.enum(CONTINENT_KEYS),
    })
    .optional(),
  durationDays: z.number().int().min(1).max(60).default(7),
  basePriceCents: z.number().int().min(0).default(99_000),
  status: z.enum(["draft", "pending", "approved", "rejected"]).optional(),
  departures: z
    .array(departureInput)
    .max(20)
    .default([{ daysFromNow: 60, seats: 12 }]),
});

const bookingInput = z.strictObject({
  userId: id,
  departureId: id,
  participants: z.number().int().min(1).max(20).default(1),
  status: z.enum(["pending_payment", "confirmed", "completed", "cancelled"]).default("confirmed"),
  dietaryRestrictions: z.string().max(500).optional(),
  medicalConditions: z.string().max(500).optional(),
  specialRequests: z.string().max(500).optional(),
  emergencyContact: z
    .strictObject({ name: z.string().max(100), phone: z.string().max(30), relationship: z.string().max(50) })
    .optional(),
});

const wishlistInput = z.strictObject({ userId: id, tripId: id });

const groupConversationInput = z.strictObject({ tropleaderId: id, departureId: id });

const unsubscribeLinkInput = z.strictObject({ userId: id, kind: z.enum(UNSUBSCRIBE_KINDS) });

const messageInput = z.strictObject({
  senderId: id,
  conversationId: id,
  content: z.string().min(1).max(2000),
});

const paidBookingInput = z.strictObject({
  userId: id,
  departureId: id,
  participants: z.number().int().min(1).max(20),
});

const payoutRoundInput = z.strictObject({ at: z.iso.datetime(), tropleaderId: id });

const dueRemindersInput = z.strictObject({ at: z.iso.datetime(), departureId: id });

const user = (row: UserRow) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  password: DEMO_PASSWORD,
});
/** Addresses nobody owns (RFC 2606 .test), unique per call. */
const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID()}@tropa.test`;

type Deps = AppDeps;

/** What each kind accepts (zod) and does. */
const KINDS = {
  /** A confirmed traveller (password: the demo password). */
  traveller: {
    input: travellerInput,
    run: async (deps: Deps, input: z.infer<typeof travellerInput>) =>
      user(
        await createUser(deps.db, {
          name: input.name ?? "Viajera de Prueba",
          email: input.email ?? uniqueEmail("e2e-viajero"),
          locale: input.locale ?? "es",
          role: "viajero",
          emailVerified: true,
          // An adult (doc 1 terms): the date the identity journeys type on the identity form.
          birthDate: input.birthDate === undefined ? "1993-05-21" : input.birthDate,
          country: input.country ?? null,
          languages: input.languages ?? [],
          isIdentityVerified: input.verified,
        }),
      ),
  },
  /** An admin (password: the demo password), e.g. to answer support conversations under their own name. */
  admin: {
    input: z.strictObject({ name: name.optional(), email: z.email().optional(), locale: locale.optional() }),
    run: async (deps: Deps, input: { name?: string; email?: string; locale?: "es" | "en" }) =>
      user(
        await createUser(deps.db, {
          name: input.name ?? "Admin de Prueba",
          email: input.email ?? uniqueEmail("e2e-admin"),
          locale: input.locale ?? "es",
          role: "admin",
          emailVerified: true,
        }),
      ),
  },
  /** A tropleader, approved and identity-verified unless told otherwise. */
  tropleader: {
    input: tropleaderInput,
    run: async (deps: Deps, input: z.infer<typeof tropleaderInput>) => {
      const created = await createTropleader(deps.db, {
        name: input.name ?? "Guía de Prueba",
        email: input.email ?? uniqueEmail("e2e-tropleader"),
        locale: input.locale ?? "es",
        isApproved: input.approved,
        isIdentityVerified: input.verified,
        // An adult (doc 1 terms): the date the guide's identity journey types.
        birthDate: "1988-09-02",
        ...(input.bio ? { bio: input.bio } : {}),
        profile: {
          ...(input.location ? { location: input.location } : {}),
          ...(input.presentation ? { tropleaderPresentation: input.presentation } : {}),
          ...(input.payoutAccount === "none"
            ? {}
            : {
                stripeAccountId: `${input.payoutAccount === "ready" ? "sim_acct" : "acct_refused"}_${randomUUID().slice(0, 8)}`,
                stripeAccountEnabled: true,
                stripeOnboardingComplete: true,
              }),
        },
      });
      return { ...user(created), approved: created.isApproved, verified: created.isIdentityVerified };
    },
  },
  /** A complete public trip (approved unless told otherwise) with its departures, relative to today. */
  trip: {
    input: tripInput,
    run: async (deps: Deps, input: z.infer<typeof tripInput>) => {
      const trip = await createTrip(deps.db, {
        tropleaderId: input.tropleaderId,
        title: input.title,
        category: input.category,
        destination: input.destination,
        durationDays: input.durationDays,
        basePriceCents: input.basePriceCents,
        status: input.status,
        departures: input.departures.map((d) => ({
          startDate: isoDateFromToday(d.daysFromNow),
          endDate: isoDateFromToday(d.daysFromNow + input.durationDays - 1),
          priceCents: d.priceCents ?? input.basePriceCents,
          maxParticipants: d.seats,
          currentParticipants: d.taken,
          minParticipants: d.minGroup,
        })),
      });
      if (input.englishTitle) {
        const title = input.englishTitle;
        await deps.db.insert(tripTranslations).values({
          tripId: trip.id,
          locale: "en",
          status: "approved",
          content: { basics: { title, shortDescription: title, description: `${title}.` } },
        });
      }
      return {
        id: trip.id,
        slug: trip.slug,
        title: trip.title,
        departures: trip.departures.map((d) => ({
          id: d.id,
          startDate: d.startDate,
          endDate: d.endDate,
          priceCents: d.priceCents,
          seats: d.maxParticipants,
          taken: d.currentParticipants,
        })),
      };
    },
  },
  /**
   * A booking that holds its seats (confirmed by default, paid by the simulated provider); like a confirmed
   * checkout, it joins the departure's group conversation when there is one.
   */
  booking: {
    input: bookingInput,
    run: async (deps: Deps, input: z.infer<typeof bookingInput>) => {
      const booking = await createBooking(deps.db, input);
      await syncGroupMembers(deps.db, booking.departureId);
      return {
        id: booking.id,
        bookingReference: booking.bookingReference,
        status: booking.status,
        departureId: booking.departureId,
        tripId: booking.tripId,
      };
    },
  },
  /** A trip on the traveller's wishlist (through the product's own service: public trips only). */
  wishlist: {
    input: wishlistInput,
    run: (deps: Deps, input: z.infer<typeof wishlistInput>) =>
      toggleWishlist(deps.db, { id: input.userId }, { tripId: input.tripId, wishlisted: true }),
  },
  /** A booking paid through the product's real checkout and the simulated card (commission and payout included). */
  "paid-booking": {
    input: paidBookingInput,
    run: async (deps: Deps, input: z.infer<typeof paidBookingInput>) => {
      const [row] = await deps.db.select().from(users).where(eq(users.id, input.userId));
      if (!row) throw new AppError("not_found", "common:errors.notFoundTitle");
      const checkout = await startCheckout(deps, toSessionUser(row), {
        departureId: input.departureId,
        participants: input.participants,
        emergencyContact: { name: "Marta López", phone: "+34 600 123 456", relationship: "Hermana" },
        dietaryRestrictions: "",
        medicalConditions: "",
        specialRequests: "",
      });
      const [payment] = await deps.db
        .select()
        .from(payments)
        .where(eq(payments.bookingId, checkout.bookingId));
      await paySimulatedCheckout(deps, payment!.providerSessionId);
      return { id: checkout.bookingId, bookingReference: checkout.reference };
    },
  },
  /** The job runner's payout round for one guide as if the clock read `at` (issue 13). */
  "payout-round": {
    input: payoutRoundInput,
    run: (deps: Deps, input: z.infer<typeof payoutRoundInput>) =>
      payDuePayouts(deps, { now: new Date(input.at), tropleaderId: input.tropleaderId }),
  },
  /** The departure's group conversation, opened as its tropleader would (the product's service). */
  "group-conversation": {
    input: groupConversationInput,
    run: (deps: Deps, input: z.infer<typeof groupConversationInput>) =>
      getOrCreateGroupConversation(deps, { id: input.tropleaderId }, input.departureId),
  },
  /** A chat message sent by a member through the product's own service (as if typed in the chat). */
  message: {
    input: messageInput,
    run: async (deps: Deps, input: z.infer<typeof messageInput>) => {
      const [row] = await deps.db.select().from(users).where(eq(users.id, input.senderId));
      if (!row) throw new AppError("not_found", "common:errors.notFoundTitle");
      const sent = await sendMessage(deps, toSessionUser(row), input.conversationId, input.content);
      return { id: sent.id };
    },
  },
  /** The signed unsubscribe link an email to this user would carry (the server's secret stays on the server). */
  "unsubscribe-link": {
    input: unsubscribeLinkInput,
    run: async (deps: Deps, input: z.infer<typeof unsubscribeLinkInput>) => ({
      path: unsubscribePath(deps.config.sessionSecret, input.userId, input.kind),
    }),
  },
  /**
   * The job runner's reminder round as if the clock read `at` (the injectable clock of issue 11): the
   * product's own sender, so a journey sees a reminder arrive without waiting days.
   */
  "due-reminders": {
    input: dueRemindersInput,
    run: (deps: Deps, input: z.infer<typeof dueRemindersInput>) =>
      sendDueReminders(deps, new Date(input.at), { departureId: input.departureId }),
  },
  /** The job runner's waitlist round for one departure as if the clock read `at` (offers, lapsed offers). */
  "waitlist-round": {
    input: dueRemindersInput,
    run: (deps: Deps, input: z.infer<typeof dueRemindersInput>) =>
      processWaitlists(deps, new Date(input.at), { departureId: input.departureId }),
  },
  /** The job runner's confirmation-deadline round for one departure as if the clock read `at`. */
  "departure-confirmations": {
    input: dueRemindersInput,
    run: (deps: Deps, input: z.infer<typeof dueRemindersInput>) =>
      requestDepartureConfirmations(deps, new Date(input.at), { departureId: input.departureId }),
  },
  /**
   * A background job bound to fail for good (issue 38's Sistema): the data-export job for a request id that is
   * not one, with one attempt, queued for the real job runner, which fails it within a poll or two.
   */
  "failing-job": {
    input: z.strictObject({}),
    run: async (deps: Deps) => ({
      id: await enqueueJob(
        deps.db,
        PRIVACY_JOBS.buildExport,
        { requestId: `e2e-${randomUUID()}` },
        { maxAttempts: 1 },
      ),
    }),
  },
} as const;

export type E2eFactoryKind = keyof typeof KINDS;

export function isE2eFactoryKind(kind: string): kind is E2eFactoryKind {
  return Object.hasOwn(KINDS, kind);
}

export type E2eFactoryResult =
  | { ok: true; created: unknown }
  | { ok: false; issues: { path: string; message: string }[] };

/** Validates `body` for `kind` and creates the data; invalid input answers its issues, nothing is written. */
export async function runE2eFactory(
  deps: Deps,
  kind: E2eFactoryKind,
  body: unknown,
): Promise<E2eFactoryResult> {
  const spec = KINDS[kind];
  const parsed = spec.input.safeParse(body ?? {});
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
    };
  }
  return {
    ok: true,
    created: await (spec.run as (d: Deps, i: unknown) => Promise<unknown>)(deps, parsed.data),
  };
}
