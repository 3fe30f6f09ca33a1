import { describe, expect, it } from "vitest";
import { getSessionUser, requirePublisher, requireRole, requireUser } from "./guards.ts";
import type { SessionUser } from "./session-user.ts";

const user = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: "u1",
  name: "U",
  email: "u@example.com",
  role: "viajero",
  image: null,
  isApproved: false,
  isIdentityVerified: false,
  canPublishTrips: false,
  locale: "es",
  ...overrides,
});
const request = new Request("http://localhost/viajero/dashboard?tab=wishlist");

/** What a loader throws with data(body, { status }): React Router turns it into an error response. */
const statusOf = (e: unknown) => (e as { init?: { status?: number } }).init?.status;

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error("did not throw");
}

describe("guards", () => {
  it("requireUser sends a visitor to /login with the page to come back to", () => {
    const e = thrown(() => requireUser({ user: null }, request)) as Response;
    expect(e.status).toBe(302);
    expect(e.headers.get("Location")).toBe("/login?redirect=%2Fviajero%2Fdashboard%3Ftab%3Dwishlist");
    expect(requireUser({ user: user() }, request).id).toBe("u1");
  });

  it("requireRole answers 403 to a signed-in user of another role", () => {
    const e = thrown(() => requireRole({ user: user() }, request, "admin"));
    expect(statusOf(e)).toBe(403);
    expect(requireRole({ user: user({ role: "admin" }) }, request, "admin", "tropleader").role).toBe("admin");
    expect((thrown(() => requireRole({ user: null }, request, "admin")) as Response).status).toBe(302);
  });

  it("requirePublisher needs an approved and identity-verified tropleader", () => {
    const pending = user({ role: "tropleader", isApproved: false });
    const approvedOnly = user({ role: "tropleader", isApproved: true });
    for (const u of [pending, approvedOnly, user({ role: "admin" })]) {
      const e = thrown(() => requirePublisher({ user: u }, request));
      expect(statusOf(e)).toBe(403);
    }
    const ok = user({
      role: "tropleader",
      isApproved: true,
      isIdentityVerified: true,
      canPublishTrips: true,
    });
    expect(requirePublisher({ user: ok }, request).id).toBe("u1");
  });

  it("getSessionUser needs no database for a request without the session cookie", async () => {
    const deps = { auth: null as never };
    expect(await getSessionUser(deps, new Headers({ cookie: "tropa_lang=es" }))).toBeNull();
  });
});
