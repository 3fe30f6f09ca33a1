import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../db/schema/platform.ts";
import { users } from "../db/schema/users.ts";
import { createLogger } from "../lib/logger.ts";
import { createUser } from "../seed/factories.ts";
import { useTestDeps } from "../testing/use-test-deps.ts";
import { BODY_LIMITS } from "./body-limits.ts";
import { createHttpApp } from "./create-app.ts";
import { securityHeaders } from "./security-headers.ts";

const ORIGIN = "http://localhost:3999";

/** A page build that fails the way a broken database or render would: every page request throws. */
const failingBuild = async () => {
  throw new Error("Failed query: select * from users where email = $1\nparams: marta@example.com");
};

describe("HTTP security (issue 16)", () => {
  const deps = useTestDeps();
  let app: ReturnType<typeof createHttpApp>;
  const logged: string[] = [];
  beforeAll(async () => {
    const logging = { ...deps, logger: createLogger("error", (line) => logged.push(line)) };
    // Development mode: the production one serves the client build, which these tests do not have.
    app = createHttpApp(logging, { build: failingBuild as never, mode: "development" });
  });

  const post = (path: string, body: BodyInit | null, headers: Record<string, string> = {}) =>
    app.request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { origin: ORIGIN, ...headers },
      body,
      // A stream needs half-duplex in Node's fetch.
      ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit);
  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    post(path, JSON.stringify(body), { "content-type": "application/json", ...headers });

  describe("2. request bodies are bounded while they are read", () => {
    /** A body of `megabytes` MB sent in 64 kB chunks without a Content-Length; counts what was pulled. */
    function hugeStream(megabytes: number) {
      const chunk = new Uint8Array(64 * 1024).fill(97);
      const state = { pulled: 0 };
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (state.pulled * chunk.byteLength >= megabytes * 1024 * 1024) return controller.close();
          state.pulled++;
          controller.enqueue(chunk);
        },
      });
      return { stream, state };
    }

    it("refuses a 100 MB form post to a page before reading it, with a translated page", async () => {
      const { stream, state } = hugeStream(100);
      const res = await post("/register", stream, {
        "content-type": "application/x-www-form-urlencoded",
        "accept-language": "es-ES",
      });
      expect(res.status).toBe(413);
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      expect(await res.text()).toContain("Solicitud demasiado grande");
      // Cut off right after the limit: 64 kB, not 100 MB.
      expect(state.pulled).toBeLessThanOrEqual(3);
    });

    it("refuses a declared Content-Length over the limit without reading a byte", async () => {
      const res = await app.request(`${ORIGIN}/login`, {
        method: "POST",
        headers: {
          origin: ORIGIN,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(100 * 1024 * 1024),
          cookie: "tropa_lang=en",
        },
        body: "email=a",
      });
      expect(res.status).toBe(413);
      expect(await res.text()).toContain("Request too large");
    });

    it("answers JSON callers in JSON, with the message in their language", async () => {
      const { stream } = hugeStream(1);
      const res = await post("/api/conversations/x/messages", stream, {
        "content-type": "application/json",
        "accept-language": "en",
      });
      expect(res.status).toBe(413);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("payload_too_large");
      expect(body.error.message).toBe("What you sent is larger than allowed. Check the form and try again.");
    });

    it("has a limit for every route but the streamed uploads", () => {
      expect(BODY_LIMITS.at(-1)).toMatchObject({ prefix: "/" });
      for (const rule of BODY_LIMITS)
        if (rule.prefix !== "/api/uploads/") expect(rule.maxBytes).toBeLessThanOrEqual(1024 * 1024);
    });
  });

  describe("3. one door to authentication", () => {
    async function signedIn(email: string) {
      await createUser(deps.db, { email, name: "Marta" });
      const res = await postJson("/api/auth/sign-in/email", { email, password: "tropa1234" });
      expect(res.status).toBe(200);
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith("tropa.session_token="));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      return cookie!.split(";")[0]!;
    }

    it("does not let update-user set a 20,006-character name or an external tracking pixel", async () => {
      const cookie = await signedIn("door-update@example.com");
      const long = await postJson("/api/auth/update-user", { name: "x".repeat(20_006) }, { cookie });
      expect([404, 413]).toContain(long.status);
      const pixel = await postJson(
        "/api/auth/update-user",
        { name: "Marta", image: "https://tracker.example/pixel.gif" },
        { cookie },
      );
      expect(pixel.status).toBe(404);
      const [row] = await deps.db.select().from(users).where(eq(users.email, "door-update@example.com"));
      expect(row?.name).toBe("Marta");
      expect(row?.image).toBeNull();
    });

    it("offers none of better-auth's other endpoints", async () => {
      const cookie = await signedIn("door-other@example.com");
      for (const path of [
        "/api/auth/sign-up/email",
        "/api/auth/change-email",
        "/api/auth/change-password",
        "/api/auth/delete-user",
        "/api/auth/list-sessions",
        "/api/auth/revoke-sessions",
        "/api/auth/send-verification-email",
        "/api/auth/forget-password",
      ]) {
        const res = await postJson(path, { email: "x@example.com", password: "secreta-larga-1" }, { cookie });
        expect(res.status, path).toBe(404);
      }
      const session = await app.request(`${ORIGIN}/api/auth/get-session`, { headers: { cookie } });
      expect(((await session.json()) as { user: { email: string } }).user.email).toBe(
        "door-other@example.com",
      );
    });

    it("checks at most the form's 5 wrong passwords a minute for one account", async () => {
      const user = await createUser(deps.db, { email: "door-brute@example.com" });
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        statuses.push(
          (await postJson("/api/auth/sign-in/email", { email: user.email, password: `wrong-${i}` })).status,
        );
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual([429, 429]);
      // Even the right password is not checked any more in this window.
      expect(
        (await postJson("/api/auth/sign-in/email", { email: user.email, password: "tropa1234" })).status,
      ).toBe(429);
    });

    it("sends at most the form's 3 reset emails in 10 minutes for one address", async () => {
      const user = await createUser(deps.db, { email: "door-reset@example.com" });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await postJson("/api/auth/request-password-reset", { email: user.email })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
      const sent = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, user.email));
      expect(sent).toHaveLength(3);
    });

    it("validates with the forms' schemas", async () => {
      const res = await postJson("/api/auth/sign-in/email", { email: "not-an-email", password: "x" });
      expect(res.status).toBe(422);
    });
  });

  describe("4. control characters in the address never reach a query", () => {
    it.each([
      ["/viaje/surf%00week", 404, "Page not found"],
      ["/tropleader/%00", 404, "Page not found"],
      ["/blog/a%1Bb", 404, "Page not found"],
      ["/viajes?destination=Per%00u", 400, "Invalid request"],
      ["/dev/mailbox?to=%00", 400, "Invalid request"],
      ["/api/conversations?q=%00", 400, "badRequestBody"],
    ] as const)("%s answers %i, translated", async (path, status, text) => {
      const res = await app.request(`${ORIGIN}${path}`, { headers: { "accept-language": "en" } });
      expect(res.status).toBe(status);
      expect(await res.text()).toContain(text);
    });

    it("lets ordinary addresses through, accents and spaces included", async () => {
      const res = await app.request(`${ORIGIN}/api/auth/get-session?x=Per%C3%BA%20y%20m%C3%A1s`);
      expect(res.status).toBe(200);
    });
  });

  describe("5. security headers on every response", () => {
    function expectHeaders(res: Response) {
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toMatch(/default-src 'self'/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/object-src 'none'/);
      expect(csp).toMatch(/img-src 'self' data: blob:(;|$)/);
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy")).toMatch(/camera=\(\)/);
    }

    it("on pages, JSON, errors and refusals alike", async () => {
      expectHeaders(await app.request(`${ORIGIN}/api/health`));
      expectHeaders(await app.request(`${ORIGIN}/viajes`));
      expectHeaders(await app.request(`${ORIGIN}/api/auth/nope`));
      expectHeaders(await post("/logout", null, { origin: "https://evil.example", cookie: "a=b" }));
      expectHeaders(
        await app.request(`${ORIGIN}/login`, {
          method: "POST",
          headers: { origin: ORIGIN, "content-length": "999999999" },
          body: "x",
        }),
      );
    });

    it("in production, runs only the site's scripts and inline ones carrying this response's own nonce", async () => {
      const site = new Hono<{ Variables: { secureHeadersNonce?: string } }>();
      site.use("*", securityHeaders(deps.config, "production"));
      site.get("*", (c) => c.text(c.get("secureHeadersNonce") ?? ""));
      const first = await site.request(`${ORIGIN}/viajes`);
      const csp = first.headers.get("content-security-policy") ?? "";
      const nonce = await first.text();
      expect(nonce.length).toBeGreaterThanOrEqual(16);
      expect(csp).toContain(`script-src 'self' 'nonce-${nonce}';`);
      expect(csp).not.toMatch(/unsafe-(inline|eval)'[^;]*;.*style|script-src[^;]*unsafe/);
      expect(await (await site.request(`${ORIGIN}/viajes`)).text()).not.toBe(nonce);
    });

    it("adds HSTS in production only, and lets forms reach the payment provider's pages and images the storage", async () => {
      expect((await app.request(`${ORIGIN}/api/health`)).headers.get("strict-transport-security")).toBeNull();
      const prodDeps = {
        ...deps,
        config: {
          ...deps.config,
          isProduction: true,
          PAYMENT_PROVIDER: "stripe" as const,
          S3_PUBLIC_URL: "https://cdn.tropa.example/bucket",
        },
      };
      const prod = createHttpApp(prodDeps, { build: failingBuild as never, mode: "development" });
      const res = await prod.request(`${ORIGIN}/api/health`);
      expect(res.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toMatch(
        /form-action 'self' https:\/\/checkout\.stripe\.com https:\/\/connect\.stripe\.com/,
      );
      expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/cdn\.tropa\.example(;|$)/);
    });
  });

  describe("10. error pages", () => {
    it("answers a failed page with the site's error page: 500, request id, no details", async () => {
      const res = await app.request(`${ORIGIN}/viajes`, { headers: { "x-request-id": "req-abc-12345" } });
      expect(res.status).toBe(500);
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      const html = await res.text();
      expect(html).toContain("Algo ha salido mal");
      expect(html).toContain("req-abc-12345");
      expect(html).not.toMatch(/Failed query|marta@example\.com|params/);
      // The failure is logged once with the request id, its parameters left out.
      const line = logged.find((l) => l.includes("req-abc-12345"));
      expect(line).toBeDefined();
      expect(line).not.toContain("marta@example.com");
    });

    it("answers the page in the visitor's language", async () => {
      const res = await app.request(`${ORIGIN}/viajes`, { headers: { "accept-language": "en-GB" } });
      expect(await res.text()).toContain("Something went wrong");
    });

    it("answers API callers with JSON", async () => {
      const res = await app.request(`${ORIGIN}/viajes.data`);
      expect(res.status).toBe(500);
      const body = (await res.json()) as { error: { code: string; requestId: string } };
      expect(body.error.code).toBe("internal");
      expect(body.error.requestId).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("does not echo a request id that is not one", async () => {
      const res = await app.request(`${ORIGIN}/viajes`, {
        headers: { "x-request-id": "<script>alert(1)</script>" },
      });
      expect(await res.text()).not.toContain("<script>alert(1)");
    });
  });
});
