/** How much of a stored error the Sistema page shows. */
export const SHOWN_ERROR_LENGTH = 160;

/**
 * A stored failure message as the Sistema page may show it: a failed query's text and parameters cut off (they
 * can hold personal data), email addresses, secret keys (`sk_live_…`, `whsec_…`) and long tokens and
 * credentials in URLs replaced, then shortened. The stored error stays as it was, for the logs' reader.
 */
export function safeErrorText(message: string | null): string | null {
  if (!message) return null;
  const text = message
    .replace(/^Failed query:[\s\S]*$/i, "Failed query")
    .replace(/\bparams:[\s\S]*$/i, "")
    .replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@[^\s/]*/gi, "$1[…]")
    .replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+\.[^\s<>"'(),;:]+/g, "[address]")
    .replace(/\b(?:sk|rk|whsec)_[A-Za-z0-9_]{6,}/g, "[secret]")
    .replace(/[A-Za-z0-9+/=_]{32,}/g, "[…]")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > SHOWN_ERROR_LENGTH ? `${text.slice(0, SHOWN_ERROR_LENGTH - 1)}…` : text;
}
