import type { EditableTextId } from "#core/schemas/site-texts";
import { useTranslation } from "../i18n/use-translation.ts";
import { useRootData } from "./root-data.ts";

export type PageTexts = Partial<Record<EditableTextId, string>>;

/**
 * t() for the texts an admin can rewrite in Contenido (core/schemas/site-texts.ts): the published text of the
 * page's language when there is one (from the page's loader, or the root's for the home hero), else the
 * translation file's. `key` is the key inside `ns`.
 */
export function useSiteText(ns: string, pageTexts?: PageTexts) {
  const { t } = useTranslation(ns);
  const { siteTexts } = useRootData();
  return (key: string) => {
    const id = `${ns}:${key}` as EditableTextId;
    return pageTexts?.[id] ?? siteTexts[id] ?? t(key);
  };
}
