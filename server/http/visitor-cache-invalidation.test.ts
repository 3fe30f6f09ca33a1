import { beforeAll, describe, expect, it } from "vitest";
import { useTestDeps } from "../testing/use-test-deps.ts";
import { createHttpApp } from "./create-app.ts";

const deps = useTestDeps();
let app: ReturnType<typeof createHttpApp>;

beforeAll(async () => {
  app = createHttpApp(deps, {
    mode: "development",
    build: () => Promise.reject(new Error("the React Router handler is not reached by these requests")),
  });
});

/** Fills the cache with one entry and says whether it is still there after `request`. */
async function survives(request: () => Response | Promise<Response>): Promise<boolean> {
  deps.visitorCache.clear();
  await deps.visitorCache.get("trip:somewhere", async () => "cached");
  await request();
  return (await deps.visitorCache.get("trip:somewhere", async () => "read again")) === "cached";
}

describe("what signed-out visitors are shown is forgotten after any change (issue 17)", () => {
  it("keeps it across reads", async () => {
    expect(await survives(() => app.request("/api/health"))).toBe(true);
    expect(await survives(() => app.request("/api/notifications"))).toBe(true);
  });

  it("forgets it after a state-changing request, whatever its answer", async () => {
    const post = () =>
      app.request("/api/notifications/read", {
        method: "POST",
        headers: { origin: deps.config.appUrl },
      });
    expect((await post()).status).toBe(401);
    expect(await survives(post)).toBe(false);
  });

  it("keeps it when a cross-site request is refused before it reaches anything", async () => {
    const forged = () =>
      app.request("/api/notifications/read", {
        method: "POST",
        headers: { origin: "https://evil.example", cookie: "x=1" },
      });
    expect((await forged()).status).toBe(403);
    expect(await survives(forged)).toBe(true);
  });
});
