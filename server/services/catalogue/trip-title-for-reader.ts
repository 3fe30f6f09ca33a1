import type { Locale } from "#core/constants/locales";
import type { ContentLocale } from "#core/content/content-locales";
import { pickSection } from "#core/content/pick-content";
import type { DbOrTx } from "../../db/client.ts";
import { loadVisibleTripTranslation } from "../trip-translations/load-trip-translation.ts";

/**
 * A trip's title as a reader in `locale` sees it on the site (issue 34), with its language: the approved
 * version in their language when there is one, else Spanish. For what shows a trip outside its page (the
 * booking form, emails, the receipt PDF).
 */
export async function tripTitleInLanguage(
  db: DbOrTx,
  trip: { id: string; title: string },
  locale: Locale,
): Promise<{ title: string; lang: ContentLocale }> {
  const translation = await loadVisibleTripTranslation(db, trip.id, locale);
  const shown = pickSection(trip.title, translation?.content.basics?.title || undefined, locale, false);
  return { title: shown.value, lang: shown.lang };
}

/** The title alone (emails and PDFs are written whole in the reader's language). */
export async function tripTitleForReader(
  db: DbOrTx,
  trip: { id: string; title: string },
  locale: Locale,
): Promise<string> {
  return (await tripTitleInLanguage(db, trip, locale)).title;
}
