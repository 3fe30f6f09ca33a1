import { LOCALES, type Locale } from "#core/constants/locales";
import type { ResourceLanguage, Translator } from "#core/i18n/translator";
import { createI18nInstance } from "./i18n-instance.ts";

/** The id of the JSON script in which the root layout lists each language's bundle URL. */
export const LOCALE_URLS_ELEMENT_ID = "tropa-locales";

type LocaleUrls = Record<Locale, string>;

/** Reads the bundle URLs the server wrote into the page; a page without them falls back to the uncached names. */
export function readLocaleUrls(doc: Document): LocaleUrls {
  const fallback = Object.fromEntries(LOCALES.map((l) => [l, `/locales/${l}.json`])) as LocaleUrls;
  try {
    const parsed: unknown = JSON.parse(doc.getElementById(LOCALE_URLS_ELEMENT_ID)?.textContent ?? "{}");
    if (!parsed || typeof parsed !== "object") return fallback;
    for (const locale of LOCALES) {
      const url = (parsed as Record<string, unknown>)[locale];
      if (typeof url === "string" && url.startsWith("/locales/")) fallback[locale] = url;
    }
  } catch {
    // keep the fallback
  }
  return fallback;
}

/** Fetches each language at most once (a failed fetch may be retried). */
function bundleLoader(urls: LocaleUrls, fetcher: typeof fetch) {
  const pending = new Map<Locale, Promise<ResourceLanguage>>();
  return (locale: Locale): Promise<ResourceLanguage> => {
    let bundle = pending.get(locale);
    if (!bundle) {
      bundle = fetcher(urls[locale]).then((response) => {
        if (!response.ok) throw new Error(`translations for ${locale}: HTTP ${response.status}`);
        return response.json() as Promise<ResourceLanguage>;
      });
      bundle.catch(() => pending.delete(locale));
      pending.set(locale, bundle);
    }
    return bundle;
  };
}

/** Waits between tries of a language switch's fetch: a short network hiccup should not fail the switch. */
const RETRY_DELAYS_MS = [300, 1000];

async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await attempt();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return attempt();
}

/**
 * The browser's translator: the language the server rendered is fetched before hydration (its request starts
 * with the scripts, see paint-before-hydration.ts); the other one is fetched when the visitor switches, tried
 * three times before the switch fails (the toggle then loads the page in that language from the server).
 */
export async function createClientI18n(
  locale: Locale,
  urls: LocaleUrls,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): Promise<Translator> {
  const load = bundleLoader(urls, fetcher);
  const current = await load(locale);
  return createI18nInstance(locale, { [locale]: current }, (language) => withRetries(() => load(language)));
}
