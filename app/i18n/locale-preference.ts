import { isLocale, LOCALE_COOKIE, LOCALE_STORAGE_KEY, type Locale } from "#core/constants/locales";

/** Saves the choice where the client detector reads it (local storage) and mirrors it in a cookie for SSR. */
export function persistLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode: the cookie alone still keeps the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie, read by the server
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
  // Only a change: writing `lang`, even its own value, restyles the whole document (8 ms of a cold /viajes
  // load here, ~80 ms on a phone ten times slower; docs/decisions/0039-slow-phone.md).
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
}

/** Client detection order of the spec: local storage, then the browser. */
export function detectClientLocale(): Locale | null {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY)?.slice(0, 2);
    if (isLocale(stored)) return stored;
  } catch {
    // ignore
  }
  for (const lang of navigator.languages ?? [navigator.language]) {
    const short = lang?.slice(0, 2).toLowerCase();
    if (isLocale(short)) return short;
  }
  return null;
}
