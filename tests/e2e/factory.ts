import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";

/**
 * Test data of one journey, made by the server's e2e factory (POST /__e2e/factory/<kind>, served with
 * E2E_FACTORY=true: server/http/e2e-factory-routes.ts). Journeys run in parallel on one server, so a journey
 * that signs in or changes something creates its own users, trips, departures and bookings here and looks only
 * for them; the demo data is left for read-only journeys.
 *
 * Pass the test's `request` fixture (it follows the test's baseURL and carries no session cookie). Its posts say
 * they come from the site (`SITE_ORIGIN`): the same-origin check refuses a POST with neither Origin nor Referer.
 */

/** The password of every factory user (the demo password: its hash is precomputed, so users are fast). */
export const FACTORY_PASSWORD = "tropa1234";

export type FactoryUser = { id: string; email: string; name: string; role: string; password: string };
export type FactoryDeparture = {
  id: string;
  startDate: string;
  endDate: string;
  priceCents: number;
  seats: number;
  taken: number;
};
export type FactoryTrip = { id: string; slug: string; title: string; departures: FactoryDeparture[] };
export type FactoryBooking = {
  id: string;
  bookingReference: string;
  status: string;
  departureId: string;
  tripId: string;
};

/** A short token unique to this call, for titles and names a journey searches for (8 hex characters). */
export const uniqueToken = () => randomUUID().slice(0, 8);
/** An address nobody owns (.test), unique to this call. */
export const uniqueEmail = (prefix = "e2e") => `${prefix}-${randomUUID()}@tropa.test`;

/** The site's origin, as playwright.config.ts makes its baseURL. */
export const SITE_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3210}`;

/**
 * The origin a request context talks to: its baseURL, which a describe block may point at a server of its own
 * (messaging.spec.ts), so it is read once per context from where a GET actually went.
 */
const origins = new WeakMap<APIRequestContext, Promise<string>>();
function originOf(request: APIRequestContext): Promise<string> {
  let origin = origins.get(request);
  if (!origin) {
    origin = request
      .get("/api/health", { failOnStatusCode: false })
      .then((response) => new URL(response.url()).origin)
      .catch(() => SITE_ORIGIN);
    origins.set(request, origin);
  }
  return origin;
}

/** POST /__e2e/factory/<kind> with the site's Origin (for the factory's rounds a journey checks itself). */
export async function postFactory(request: APIRequestContext, kind: string, body: object) {
  return request.post(`/__e2e/factory/${kind}`, {
    data: body,
    headers: { origin: await originOf(request) },
    failOnStatusCode: false,
  });
}

async function make<T>(request: APIRequestContext, kind: string, body: object): Promise<T> {
  const response = await postFactory(request, kind, body);
  if (response.status() !== 201) {
    throw new Error(`e2e factory ${kind}: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** A confirmed traveller with a fresh address. */
export function newTraveller(
  request: APIRequestContext,
  options: {
    name?: string;
    locale?: "es" | "en";
    /** Default an adult's; null for an account that never gave one. */
    birthDate?: string | null;
    country?: string;
    languages?: string[];
    /** Identity verified by the team (default false). */
    verified?: boolean;
  } = {},
): Promise<FactoryUser> {
  return make(request, "traveller", { email: uniqueEmail("e2e-viajero"), ...options });
}

/** An admin with a fresh address (the support journeys answer under their own name, never shown). */
export function newAdmin(
  request: APIRequestContext,
  options: { name?: string; locale?: "es" | "en" } = {},
): Promise<FactoryUser> {
  return make(request, "admin", { email: uniqueEmail("e2e-admin"), ...options });
}

/** A tropleader, approved and identity-verified unless told otherwise. */
export function newTropleader(
  request: APIRequestContext,
  options: {
    name?: string;
    approved?: boolean;
    verified?: boolean;
    location?: string;
    /** Their Spanish bio and tropleader presentation. */
    bio?: string;
    presentation?: string;
    /** Their payout account: none (default), set up, or one the simulated provider refuses. */
    payoutAccount?: "none" | "ready" | "refused";
  } = {},
): Promise<FactoryUser & { approved: boolean; verified: boolean }> {
  return make(request, "tropleader", { email: uniqueEmail("e2e-tropleader"), ...options });
}

export type NewDeparture = {
  /** First day, counted from today (negative: already past). */
  daysFromNow: number;
  seats: number;
  /** Per-person price in cents (default: the trip's base price). */
  price?: number;
  /** Seats already taken (without booking rows), e.g. `taken: seats` for a full departure. */
  taken?: number;
  /** The minimum group for it to be guaranteed (default 4, or its seats when fewer). */
  minGroup?: number;
};

/** A public (approved) trip of that tropleader with these departures, in date order in the answer. */
export function newTrip(
  request: APIRequestContext,
  options: {
    tropleaderId: string;
    title?: string;
    /** An approved English version with this title (issue 34). */
    englishTitle?: string;
    category?: string;
    destination?: { country: string; city: string; region?: string; continent: string };
    durationDays?: number;
    basePrice?: number;
    departures?: NewDeparture[];
  },
): Promise<FactoryTrip> {
  const { departures, basePrice, ...rest } = options;
  return make(request, "trip", {
    ...rest,
    ...(basePrice === undefined ? {} : { basePriceCents: basePrice }),
    ...(departures
      ? {
          departures: departures.map(({ price, ...d }) => ({
            ...d,
            ...(price === undefined ? {} : { priceCents: price }),
          })),
        }
      : {}),
  });
}

/** A paid booking (confirmed unless told otherwise; `completed` for a past departure) holding its seats. */
export function newBooking(
  request: APIRequestContext,
  options: {
    userId: string;
    departureId: string;
    participants?: number;
    status?: "confirmed" | "completed" | "pending_payment" | "cancelled";
    dietaryRestrictions?: string;
    medicalConditions?: string;
    specialRequests?: string;
    emergencyContact?: { name: string; phone: string; relationship: string };
  },
): Promise<FactoryBooking> {
  return make(request, "booking", options);
}

/** Puts a trip on the traveller's wishlist. */
export async function addToWishlist(
  request: APIRequestContext,
  options: { userId: string; tripId: string },
): Promise<void> {
  await make(request, "wishlist", options);
}

/** Opens the departure's group conversation as its tropleader (every confirmed traveller joins). */
export function newGroupConversation(
  request: APIRequestContext,
  options: { tropleaderId: string; departureId: string },
): Promise<{ conversationId: string }> {
  return make(request, "group-conversation", options);
}

/** A chat message from a member of the conversation, sent through the product's own service. */
export function newMessage(
  request: APIRequestContext,
  options: { senderId: string; conversationId: string; content: string },
): Promise<{ id: string }> {
  return make(request, "message", options);
}

/** The signed unsubscribe link an email to this user would carry. */
export function unsubscribeLink(
  request: APIRequestContext,
  options: { userId: string; kind: "newsletter" | "mensajes" },
): Promise<{ path: string }> {
  return make(request, "unsubscribe-link", options);
}

/** A background job bound to fail for good on its one attempt (the real runner fails it within a second). */
export function newFailingJob(request: APIRequestContext): Promise<{ id: number }> {
  return make(request, "failing-job", {});
}

/**
 * Signs `user` in for a journey that is not about signing in, and opens where the sign-in form would have led
 * (`/login`, or `/login?redirect=…`, which send a signed-in user on to their landing page or `redirect`); the
 * caller checks where it landed. The session comes from the sign-in API (POST /api/auth/sign-in/email: the same
 * service, schema and rate limit as the form) through the page's own request context, which shares the browser's
 * cookies: one page load instead of the form's two (docs/decisions/0038-suite-time.md). The form itself is what
 * auth.spec.ts, before-hydration.spec.ts and the journeys calling `submitSignIn` test. `_lang` was the form's
 * language; the API needs none.
 */
export async function signInAs(
  page: Page,
  _lang: string,
  user: Pick<FactoryUser, "email" | "password">,
  options: { redirect?: string } = {},
): Promise<void> {
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email: user.email, password: user.password },
    headers: { origin: await originOf(page.request) },
    failOnStatusCode: false,
  });
  if (!response.ok())
    throw new Error(`sign-in of ${user.email}: ${response.status()} ${await response.text()}`);
  await page.goto(options.redirect ? `/login?redirect=${encodeURIComponent(options.redirect)}` : "/login");
  await page.waitForURL((url) => url.pathname !== "/login", { timeout: 15_000 });
}

/** A booking paid through the real checkout and the simulated card: commission and payout are the product's. */
export function newPaidBooking(
  request: APIRequestContext,
  input: { userId: string; departureId: string; participants: number },
): Promise<{ id: string; bookingReference: string }> {
  return make(request, "paid-booking", input);
}

/** The payout job's round for one guide, as if the clock read `at` (issue 13). */
export function payoutRound(
  request: APIRequestContext,
  tropleaderId: string,
  at: Date,
): Promise<{ paid: number; awaiting: number; retrying: number; failed: number }> {
  return make(request, "payout-round", { tropleaderId, at: at.toISOString() });
}
