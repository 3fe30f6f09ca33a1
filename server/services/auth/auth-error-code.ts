import { isAPIError } from "better-auth/api";

/** better-auth's error code (EMAIL_NOT_VERIFIED, INVALID_EMAIL_OR_PASSWORD, INVALID_TOKEN…), or null. */
export function authErrorCode(e: unknown): string | null {
  if (!isAPIError(e)) return null;
  const code = (e.body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : String(e.status);
}
