import { and, eq } from "drizzle-orm";
import type { Locale } from "#core/constants/locales";
import { isSecondaryContentLocale } from "#core/content/content-locales";
import type { DbOrTx } from "../../db/client.ts";
import { tropleaderProfileTranslations } from "../../db/schema/users.ts";

export type ProfileTranslation = { bio: string | null; presentation: string | null; machine: boolean };

/**
 * A tropleader's bio and presentation in `locale` (issue 34), for their public page and their edit form; null
 * for Spanish (the profile's own columns) and when none was written. Whether the profile itself may be shown is
 * the caller's rule, as for the Spanish texts.
 */
export async function loadProfileTranslation(
  db: DbOrTx,
  userId: string,
  locale: Locale,
): Promise<ProfileTranslation | null> {
  if (!isSecondaryContentLocale(locale)) return null;
  const [row] = await db
    .select({
      bio: tropleaderProfileTranslations.bio,
      presentation: tropleaderProfileTranslations.presentation,
      machine: tropleaderProfileTranslations.machine,
    })
    .from(tropleaderProfileTranslations)
    .where(
      and(eq(tropleaderProfileTranslations.userId, userId), eq(tropleaderProfileTranslations.locale, locale)),
    );
  return row ?? null;
}
