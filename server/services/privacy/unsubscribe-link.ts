import { createHmac, timingSafeEqual } from "node:crypto";
import type { UnsubscribeKind } from "#core/constants/privacy";

const signature = (secret: string, userId: string, kind: UnsubscribeKind) =>
  createHmac("sha256", secret).update(`unsubscribe\u0000${userId}\u0000${kind}`).digest("base64url");

/**
 * The link at the foot of a marketing or digest email (issue 15): it names the reader and the kind of email and
 * is signed with the server's secret, so it works without signing in and cannot be forged for someone else.
 * Path only: the email layout makes it absolute.
 */
export function unsubscribePath(secret: string, userId: string, kind: UnsubscribeKind): string {
  const params = new URLSearchParams({ u: userId, tipo: kind, firma: signature(secret, userId, kind) });
  return `/baja?${params.toString()}`;
}

/** Whether `firma` is this server's signature for that reader and kind (constant-time comparison). */
export function isValidUnsubscribeSignature(
  secret: string,
  userId: string,
  kind: UnsubscribeKind,
  firma: string,
): boolean {
  const expected = Buffer.from(signature(secret, userId, kind));
  const given = Buffer.from(firma);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
