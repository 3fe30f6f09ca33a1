import { Languages } from "lucide-react";
import { toLocale } from "#core/constants/locales";
import { useTranslation } from "../../i18n/use-translation.ts";

/** How a section of a guide's text is shown (server/services/catalogue/localize-trip-text.ts). */
export type ShownLanguage = { lang: string; machine: boolean };

/** The `lang` a section's text needs on this page: its own when it differs from the page's, else none. */
export function useTextLang(shown: ShownLanguage): string | undefined {
  const { i18n } = useTranslation("catalogue");
  const page = toLocale(i18n.language);
  return shown.lang !== page ? shown.lang : undefined;
}

/**
 * Once per section (issue 34): 'Written in Spanish' when a guide's text is shown in another language than the
 * page's (no version in the reader's language yet), or 'Machine translation' when the version shown was saved
 * unchanged from a machine draft. The note itself is in the page's language; nothing when neither applies.
 */
export function ContentLanguageNote({ shown, className }: { shown: ShownLanguage; className?: string }) {
  const { t } = useTranslation("catalogue");
  const other = useTextLang(shown);
  if (!other && !shown.machine) return null;
  return (
    <p
      className={`inline-flex items-center gap-1.5 text-xs text-gray-600 ${className ?? ""}`}
      data-testid="content-language-note"
    >
      <Languages aria-hidden="true" className="size-3.5 shrink-0" />
      {other
        ? t(`contentLanguage.writtenIn.${other}`, { defaultValue: other })
        : t("contentLanguage.machine")}
    </p>
  );
}
