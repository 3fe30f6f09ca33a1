import { useTranslation } from "react-i18next";
import type { EditableTextId } from "#core/schemas/site-texts";
import { useRootData } from "./root-data.ts";

/**
 * t() for the texts an admin can rewrite in Contenido (core/schemas/site-texts.ts): the published text of the
 * page's language when there is one, else the translation file's. `key` is the key inside `ns`.
 */
export function useSiteText(ns: string) {
  const { t } = useTranslation(ns);
  const { siteTexts } = useRootData();
  return (key: string) => siteTexts[`${ns}:${key}` as EditableTextId] ?? t(key);
}
