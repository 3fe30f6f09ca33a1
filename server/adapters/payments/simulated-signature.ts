import { createHmac, timingSafeEqual } from "node:crypto";
import { WebhookSignatureError } from "./payment-provider.ts";

/** Header carrying the simulated provider's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SIMULATED_SIGNATURE_HEADER = "tropa-simulated-signature";
const TOLERANCE_SECONDS = 300;

export function signSimulatedPayload(secret: string, rawBody: string, timestamp = nowSeconds()): string {
  return `t=${timestamp},v1=${hmacHex(secret, `${timestamp}.${rawBody}`)}`;
}

/** Same scheme as Stripe's: HMAC over the timestamp and the exact raw body, with a replay window. */
export function verifySimulatedSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now = nowSeconds(),
): void {
  if (!header) throw new WebhookSignatureError("missing signature header");
  const parts = Object.fromEntries(
    header.split(",").map((p) => {
      const i = p.indexOf("=");
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()];
    }),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1)
    throw new WebhookSignatureError("malformed signature header");
  if (Math.abs(now - timestamp) > TOLERANCE_SECONDS) throw new WebhookSignatureError("signature too old");
  const expected = Buffer.from(hmacHex(secret, `${timestamp}.${rawBody}`), "hex");
  const given = Buffer.from(parts.v1, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new WebhookSignatureError("signature mismatch");
  }
}

export function hmacHex(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value).digest("hex");
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
