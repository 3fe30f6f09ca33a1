/**
 * better-auth's APIError, recognised by its name as better-auth's own `isAPIError` also does: this module is part
 * of the page build too, which then starts without loading better-auth (start-up: docs/decisions/0024-startup-and-bench.md).
 */
function isAPIError(e: unknown): e is { body?: unknown; status: string | number } {
  return typeof e === "object" && e !== null && (e as { name?: unknown }).name === "APIError";
}

/** better-auth's error code (EMAIL_NOT_VERIFIED, INVALID_EMAIL_OR_PASSWORD, INVALID_TOKEN…), or null. */
export function authErrorCode(e: unknown): string | null {
  if (!isAPIError(e)) return null;
  const code = (e.body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : String(e.status);
}
