/**
 * One error type for business failures. `code` maps to an HTTP status in one place (httpStatusFor);
 * `messageKey` is the i18n key the page shows (namespace:key); `detail` is internal and never shown.
 */
export type AppErrorCode =
  | "bad_request"
  | "validation"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "rate_limited"
  | "payment"
  | "internal"
  // The machine-translation provider (server/translation/): down or refusing, out of quota, too slow, or an
  // answer we could not use.
  | "translation.unavailable"
  | "translation.quota"
  | "translation.timeout"
  | "translation.failed";

const STATUS: Record<AppErrorCode, number> = {
  bad_request: 400,
  validation: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  payment: 402,
  internal: 500,
  "translation.unavailable": 503,
  "translation.quota": 503,
  "translation.timeout": 504,
  "translation.failed": 502,
};

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly detail?: string,
  ) {
    super(detail ?? messageKey);
    this.name = "AppError";
  }
}

export function httpStatusFor(code: AppErrorCode): number {
  return STATUS[code];
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
