import { createHash } from "node:crypto";
import { LOCALES, type Locale } from "#core/constants/locales";
import { MAIL_NAMESPACE } from "#core/i18n/mail-catalogue";
import { resources } from "./resources.ts";

export type LocaleBundleUrls = Record<Locale, string>;

type Bundle = { body: string; hash: string };

/** Every namespace of one language but the emails' texts (only the server renders emails) as one JSON document, named by a hash of its content. */
const bundles = new Map<Locale, Bundle>(
  LOCALES.map((locale) => {
    const { [MAIL_NAMESPACE]: _emailsOnly, ...pages } = resources[locale] ?? {};
    const body = JSON.stringify(pages);
    return [locale, { body, hash: createHash("sha256").update(body).digest("hex").slice(0, 12) }];
  }),
);

/** Where the browser fetches each language; the hash changes with the texts, so the files can be cached for good. */
export function localeBundleUrls(): LocaleBundleUrls {
  const urls = {} as LocaleBundleUrls;
  for (const locale of LOCALES) urls[locale] = `/locales/${locale}.${bundles.get(locale)?.hash}.json`;
  return urls;
}

/** The bundle a /locales/ file name asks for: "es.<hash>.json" (cacheable for good) or "es.json" (not). */
export function findLocaleBundle(file: string): { body: string; immutable: boolean } | null {
  const match = /^(\w{2})(?:\.([0-9a-f]{12}))?\.json$/.exec(file);
  const bundle = match ? bundles.get(match[1] as Locale) : undefined;
  if (!match || !bundle) return null;
  return { body: bundle.body, immutable: match[2] === bundle.hash };
}
