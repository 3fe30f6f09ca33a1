import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps } from "../app-deps.ts";
import { createTropleader, createUser } from "../seed/factories.ts";
import { type DeeplStub, startDeeplStub } from "../testing/deepl-stub.ts";
import { sessionCookieFor } from "../testing/session-cookie.ts";
import { createTestDeps } from "../testing/test-deps.ts";
import { createHttpApp } from "./create-app.ts";

const ORIGIN = "http://localhost:3999";
const noPages = async () => {
  throw new Error("no page build in this test");
};

let stub: DeeplStub;
let deps: AppDeps & { close(): Promise<void> };
let app: ReturnType<typeof createHttpApp>;
beforeAll(async () => {
  stub = await startDeeplStub();
  deps = await createTestDeps({ DEEPL_API_KEY: stub.apiKey, DEEPL_API_URL: stub.url });
  app = createHttpApp(deps, { build: noPages as never, mode: "development" });
});
afterAll(async () => {
  await deps.close();
  await stub.close();
});

const body = {
  section: "basics",
  from: "es",
  to: "en",
  values: { title: "Playa y mar", shortDescription: "", description: "" },
};
const post = (payload: unknown, headers: Record<string, string> = {}) =>
  app.request(`${ORIGIN}/api/translation-draft`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/json", ...headers },
    body: typeof payload === "string" ? payload : JSON.stringify(payload),
  });

describe("POST /api/translation-draft", () => {
  it("answers a guide's draft as { ok, draft }", async () => {
    const cookie = await sessionCookieFor(deps, await createTropleader(deps.db));
    const res = await post(body, { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      draft: { title: "[EN] Beach and sea", shortDescription: "", description: "" },
    });
  });

  it("answers refusals and provider failures as JSON with a translated message key", async () => {
    const cookie = await sessionCookieFor(deps, await createTropleader(deps.db));
    const traveller = await sessionCookieFor(deps, await createUser(deps.db));
    const visitor = await post(body);
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({
      ok: false,
      error: { code: "unauthenticated", messageKey: "trips:errors.signInRequired" },
    });
    expect((await post(body, { cookie: traveller })).status).toBe(403);
    const broken = await post("{not json", { cookie });
    expect(broken.status).toBe(422);
    stub.setMode("quota", 1);
    const quota = await post(body, { cookie });
    expect(quota.status).toBe(503);
    expect(await quota.json()).toEqual({
      ok: false,
      error: { code: "translation.quota", messageKey: "trips:translationDraft.errors.quota" },
    });
    stub.setMode("error", 1);
    expect(await (await post(body, { cookie })).json()).toMatchObject({
      error: { messageKey: "trips:translationDraft.errors.unavailable" },
    });
  });

  it("passes the same-origin check like every other post", async () => {
    const cookie = await sessionCookieFor(deps, await createTropleader(deps.db));
    const before = stub.translateRequests().length;
    const res = await post(body, { cookie, origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(stub.translateRequests().length).toBe(before);
  });

  it("takes a whole itinerary at its maxima, and refuses a body beyond its limit unread", async () => {
    const cookie = await sessionCookieFor(deps, await createTropleader(deps.db));
    const days = Array.from({ length: 30 }, (_, i) => ({
      dayNumber: i + 1,
      title: "t".repeat(120),
      description: "d".repeat(2000),
      activities: Array.from({ length: 10 }, () => "a".repeat(200)),
    }));
    const full = await post({ section: "itinerary", to: "en", values: { days } }, { cookie });
    expect(full.status).toBe(200);
    const tooBig = await post({ ...body, padding: "x".repeat(600 * 1024) }, { cookie });
    expect(tooBig.status).toBe(413);
  });
});
