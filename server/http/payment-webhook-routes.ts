import { Hono } from "hono";
import type { AppDeps } from "../app-deps.ts";
import { receivePaymentWebhook } from "../services/bookings/receive-payment-webhook.ts";

/**
 * POST /api/webhooks/stripe (and /api/webhooks/simulated): provider events. The signature is checked on the
 * exact raw body, so it is read as text before anything parses it. Exempt from the same-origin check (the
 * caller is the provider's server; the signature is the protection). 400 on a bad signature, 500 on a
 * processing error so the provider retries, 200 otherwise (also for an event already received).
 */
export function createPaymentWebhookRoutes(deps: AppDeps) {
  const app = new Hono();
  // The body is at most 1 MB (server/http/body-limits.ts), checked while it is read.
  app.post("/webhooks/:provider", async (c) => {
    const rawBody = await c.req.text();
    const receipt = await receivePaymentWebhook(deps, c.req.param("provider"), rawBody, c.req.raw.headers);
    return c.json(receipt.body, receipt.status);
  });
  return app;
}
