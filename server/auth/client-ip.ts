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

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1)$/;

/**
 * Whether the request comes from this machine itself and from nobody behind it: the client address is a
 * loopback one and no proxy says it forwarded the request for someone else (a reverse proxy on the same
 * machine connects from 127.0.0.1 for every visitor, so a forwarding header means "not local").
 */
export function isLoopbackRequest(clientIp: string, headers: Headers, trustProxy: boolean): boolean {
  if (!LOOPBACK.test(clientIp)) return false;
  if (trustProxy) return true;
  return !headers.has("x-forwarded-for") && !headers.has("forwarded") && !headers.has("x-real-ip");
}
