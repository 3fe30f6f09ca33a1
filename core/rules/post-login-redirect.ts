/** What the redirect rules need to know about the signed-in user. */
export type RedirectUser = { role: string; isApproved: boolean };

export const PENDING_APPROVAL_PATH = "/?message=pending_approval";

/**
 * Where a user lands after signing in, and where /login and /register send someone already signed in
 * (doc 1 §2, doc 2 §2): admin → /admin; approved tropleader → their dashboard; a tropleader still waiting for
 * approval → home with the pending-approval notice; anyone else → the traveller dashboard.
 */
export function homeForUser(user: RedirectUser): string {
  if (user.role === "admin") return "/admin";
  if (user.role === "tropleader") return user.isApproved ? "/tropleader/dashboard" : PENDING_APPROVAL_PATH;
  return "/viajero/dashboard";
}

/**
 * After the email-confirmation callback (doc 1 §2): the same rule, except that an unknown role goes home.
 */
export function homeAfterConfirmation(user: RedirectUser): string {
  if (user.role === "admin" || user.role === "tropleader" || user.role === "viajero")
    return homeForUser(user);
  return "/";
}

/**
 * A `?redirect=` value is honoured only when it is a path on this site: it must start with a single "/",
 * carry no scheme, host, backslash or control character, and not point back at the sign-in pages.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, "http://same.site");
  } catch {
    return null;
  }
  if (url.origin !== "http://same.site") return null;
  if (/^\/(login|register|logout|auth\/callback)(\/|$)/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The post-login target: a same-site `redirect` when given, otherwise the role's home. */
export function postLoginRedirect(user: RedirectUser, redirect?: string | null): string {
  return safeRedirectPath(redirect) ?? homeForUser(user);
}
