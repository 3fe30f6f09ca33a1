import { Hono } from "hono";
import type { AppDeps } from "../app-deps.ts";
import type { Config } from "../config/load-config.ts";
import { httpStatusFor, isAppError } from "../lib/app-error.ts";
import { isE2eFactoryKind, runE2eFactory } from "../seed/e2e-factory.ts";
import { errorResponse } from "./error-response.ts";

/** Where the factory is served (create-app.ts mounts it there, and only when enabled). */
export const E2E_FACTORY_PATH = "/__e2e/factory";

/**
 * Whether this instance serves the end-to-end data factory: E2E_FACTORY on, in demo mode, outside production
 * (the configuration refuses the flag in production; this checks again).
 */
export function isE2eFactoryEnabled(
  config: Pick<Config, "E2E_FACTORY" | "demoMode" | "isProduction">,
): boolean {
  return config.E2E_FACTORY === true && config.demoMode && !config.isProduction;
}

/**
 * Whether a request may use the factory: the instance serves it and the request comes from this machine
 * (loopback, no forwarding header: the same rule as the dev mailbox). Anything else is told "not found".
 */
export function isE2eFactoryAvailable(
  config: Pick<Config, "E2E_FACTORY" | "demoMode" | "isProduction">,
  viewer: { fromLoopback: boolean },
): boolean {
  return isE2eFactoryEnabled(config) && viewer.fromLoopback;
}

type Env = { Variables: { requestId: string; fromLoopback: boolean } };

/**
 * POST /__e2e/factory/<kind> with a JSON body: creates test data (server/seed/e2e-factory.ts) and answers it as
 * JSON (201), or the input's problems (400). For the Playwright journeys (tests/e2e/factory.ts) only.
 */
export function createE2eFactoryRoutes(deps: AppDeps) {
  const app = new Hono<Env>();
  app.post("/:kind", async (c) => {
    const kind = c.req.param("kind");
    if (
      !isE2eFactoryAvailable(deps.config, { fromLoopback: c.get("fromLoopback") }) ||
      !isE2eFactoryKind(kind)
    )
      return errorResponse(c, "not_found", c.get("requestId"));
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: "bad_request", issues: [{ path: "", message: "the body must be JSON" }] }, 400);
    }
    try {
      const result = await runE2eFactory(deps, kind, body);
      if (!result.ok) return c.json({ error: "bad_request", issues: result.issues }, 400);
      return c.json(result.created as object, 201);
    } catch (e) {
      // A product rule the data breaks (a service's refusal) is answered like the product would; anything
      // else (e.g. more seats than are left) goes to the app's error handler: logged, 500.
      if (!isAppError(e)) throw e;
      return c.json({ error: e.code, messageKey: e.messageKey }, httpStatusFor(e.code) as 400);
    }
  });
  return app;
}
