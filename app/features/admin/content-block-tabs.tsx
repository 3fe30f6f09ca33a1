import { useTranslation } from "react-i18next";
import { CONTENT_BLOCKS, type ContentBlock } from "#core/schemas/site-texts";
import { TabLinks } from "../../components/ui/tab-links.tsx";

/** Each block of Contenido at its own URL under /admin/contenido (the home page's is the bare path). */
export const CONTENT_BLOCK_PATHS: Record<ContentBlock, string> = {
  home: "",
  about: "sobre-nosotros",
  help: "ayuda",
  cancellation: "cancelacion",
  terms: "terminos",
  privacy: "privacidad",
};

export const contentBlockUrl = (block: ContentBlock) =>
  CONTENT_BLOCK_PATHS[block] ? `/admin/contenido/${CONTENT_BLOCK_PATHS[block]}` : "/admin/contenido";

export function ContentBlockTabs() {
  const { t } = useTranslation("admin");
  return (
    <TabLinks
      label={t("content.blocksLabel")}
      className="mb-6"
      tabs={CONTENT_BLOCKS.map((block) => ({
        to: contentBlockUrl(block),
        end: true,
        label: t(`content.blocks.${block}`),
        testId: `content-block-${block}`,
      }))}
    />
  );
}
