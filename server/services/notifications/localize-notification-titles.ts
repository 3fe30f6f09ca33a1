import type { Locale } from "#core/constants/locales";
import { isSecondaryContentLocale } from "#core/content/content-locales";
import type { DbOrTx } from "../../db/client.ts";
import { tripTitleInLanguage } from "../catalogue/trip-title-for-reader.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type WithParams = { params: Record<string, unknown> };

/**
 * Notifications that name a trip (`tripTitle` with its `tripId`) read in `locale` (issue 34): the trip's title
 * in that language when it has a version visitors may read in it (tripTitleInLanguage, once per trip), else
 * the Spanish title stored with the notification. Spanish reads nothing more; rows without `tripId` (stored
 * before) keep their title.
 */
export async function localizeNotificationTitles<T extends WithParams>(
  db: DbOrTx,
  items: T[],
  locale: Locale,
): Promise<T[]> {
  if (!isSecondaryContentLocale(locale)) return items;
  const trips = new Map<string, string>();
  for (const { params } of items) {
    if (
      typeof params.tripId === "string" &&
      UUID.test(params.tripId) &&
      typeof params.tripTitle === "string"
    ) {
      trips.set(params.tripId, params.tripTitle);
    }
  }
  const translated = new Map<string, string>();
  for (const [id, title] of trips) {
    const shown = await tripTitleInLanguage(db, { id, title }, locale);
    if (shown.lang === locale) translated.set(id, shown.title);
  }
  return items.map((item) => {
    const title = typeof item.params.tripId === "string" ? translated.get(item.params.tripId) : undefined;
    return title ? { ...item, params: { ...item.params, tripTitle: title } } : item;
  });
}
