import type { Locale } from "#core/constants/locales";
import { type InLanguage, pickSection } from "#core/content/pick-content";
import type { ProfileTranslation } from "../tropleader-profile/load-profile-translation.ts";

export type ProfileTextShown = {
  bio: InLanguage<string | null>;
  presentation: InLanguage<string | null>;
};

const written = (text: string | null | undefined) => (text?.trim() ? text : undefined);

/**
 * A guide's bio and presentation as a reader in `locale` sees them (issue 34), each on its own: the version
 * in that language when the guide wrote one, else the Spanish text, marked "es".
 */
export function localizeProfileText(
  spanish: { bio: string | null; presentation: string | null },
  translation: ProfileTranslation | null,
  locale: Locale,
): ProfileTextShown {
  const machine = translation?.machine ?? false;
  return {
    bio: pickSection<string | null>(spanish.bio, written(translation?.bio), locale, machine),
    presentation: pickSection<string | null>(
      spanish.presentation,
      written(translation?.presentation),
      locale,
      machine,
    ),
  };
}
