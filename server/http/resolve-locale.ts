import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from "#core/constants/locales";

/**
 * The language the server renders: an explicit ?lang=es|en (the hreflang alternates link there), then the
 * cookie mirroring the client's choice, then Accept-Language, then es.
 */
export function resolveLocale(
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
  queryLang?: string | null,
): Locale {
  if (isLocale(queryLang)) return queryLang;
  const fromCookie = cookieHeader
    ?.split(";")
    .map((p) => p.trim())
    .find((p) => p.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  if (isLocale(fromCookie)) return fromCookie;
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(",")
      .map((part) => {
        const [tag = "", ...params] = part.trim().split(";");
        const q = params.find((p) => p.trim().startsWith("q="));
        return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
      })
      .filter((x) => x.lang && Number.isFinite(x.q))
      .sort((a, b) => b.q - a.q);
    for (const { lang } of ranked) if (isLocale(lang)) return lang;
  }
  return DEFAULT_LOCALE;
}

/** The Set-Cookie value that makes a ?lang choice stick, like the client's own toggle does. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
