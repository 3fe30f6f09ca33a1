import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../seed/factories.ts";
import { useTestDeps } from "../testing/use-test-deps.ts";
import { createHttpApp } from "./create-app.ts";

describe("/api/auth on the HTTP app", () => {
  // Who may do what there, and what is not exposed at all: security.test.ts (issue 16, item 3).
  const deps = useTestDeps();
  let app: ReturnType<typeof createHttpApp>;
  beforeAll(async () => {
    app = createHttpApp(deps, { build: async () => ({}) as never, mode: "development" });
  });

  const post = (path: string, body: unknown) =>
    app.request(`http://localhost:3999${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3999" },
      body: JSON.stringify(body),
    });

  it("signs in through better-auth's endpoint with an HttpOnly, SameSite=Lax cookie", async () => {
    const user = await createUser(deps.db, { email: "http-ok@example.com" });
    const res = await post("/api/auth/sign-in/email", { email: user.email, password: "tropa1234" });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("tropa.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("rate-limits sign-in attempts with HTTP 429 (the form's 5 failures a minute per account)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await post("/api/auth/sign-in/email", { email: "x@example.com", password: "wrong-one" })).status,
      );
    }
    expect(statuses.slice(0, 2)).toEqual([401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });

  it("does not offer better-auth's own sign-up (registration has its own rules)", async () => {
    const res = await post("/api/auth/sign-up/email", {
      email: "bypass@example.com",
      password: "secreta1",
      name: "Bypass",
    });
    expect(res.status).toBe(404);
  });

  it("refuses a cross-site sign-out", async () => {
    const res = await app.request("http://localhost:3999/api/auth/sign-out", {
      method: "POST",
      headers: { origin: "https://evil.example", cookie: "tropa.session_token=abc" },
    });
    expect(res.status).toBe(403);
  });
});
