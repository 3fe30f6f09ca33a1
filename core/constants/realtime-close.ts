/**
 * Close codes the client acts on: 4401 → sign in again (no reconnect); 4429 → too many events; 1012 (the
 * standard "service restart") → the instance is shutting down: reconnect at once (the proxy sends the new
 * socket to another instance) and ask for what was missed.
 */
export const REALTIME_CLOSE = {
  unauthenticated: 4401,
  forbiddenOrigin: 4403,
  abuse: 4429,
  restarting: 1012,
} as const;
