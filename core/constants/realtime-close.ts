/** Close codes the client acts on: 4401 → sign in again (no reconnect); 4429 → too many events. */
export const REALTIME_CLOSE = { unauthenticated: 4401, forbiddenOrigin: 4403, abuse: 4429 } as const;
