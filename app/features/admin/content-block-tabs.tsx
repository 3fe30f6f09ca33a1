import { CONTENT_BLOCKS, type ContentBlock } from "#core/schemas/site-texts";
import { TabLinks } from "../../components/ui/tab-links.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

/** Contenido's tabs: the texts' blocks, then the contact details (language-neutral, their own form). */
export type ContentTab = ContentBlock | "contact";
const CONTENT_TABS: ContentTab[] = [...CONTENT_BLOCKS, "contact"];

/** Each tab of Contenido at its own URL under /admin/contenido (the home page's is the bare path). */
export const CONTENT_TAB_PATHS: Record<ContentTab, string> = {
  home: "",
  about: "sobre-nosotros",
  help: "ayuda",
  cancellation: "cancelacion",
  terms: "terminos",
  privacy: "privacidad",
  contact: "contacto",
};

export const contentTabUrl = (tab: ContentTab) =>
  CONTENT_TAB_PATHS[tab] ? `/admin/contenido/${CONTENT_TAB_PATHS[tab]}` : "/admin/contenido";

export function ContentBlockTabs() {
  const { t } = useTranslation("admin");
  return (
    <TabLinks
      label={t("content.blocksLabel")}
      className="mb-6"
      tabs={CONTENT_TABS.map((block) => ({
        to: contentTabUrl(block),
        end: true,
        label: t(`content.blocks.${block}`),
        testId: `content-block-${block}`,
      }))}
    />
  );
}
