/**
 * The header that carries the client address to better-auth (rate limits, session records). The HTTP app
 * sets it from the socket (or the trusted proxy); any value a client sends is overwritten.
 */
export const CLIENT_IP_HEADER = "x-tropa-client-ip";

export function resolveClientIp(
  socketAddress: string | undefined,
  forwardedFor: string | null | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy && forwardedFor) {
    const last = forwardedFor.split(",").at(-1)?.trim();
    if (last) return last;
  }
  return socketAddress?.replace(/^::ffff:/, "") || "unknown";
}

/** A copy of the request headers that tells better-auth who the client is. */
export function withClientIp(headers: Headers, clientIp: string): Headers {
  const copy = new Headers(headers);
  copy.set(CLIENT_IP_HEADER, clientIp);
  return copy;
}
