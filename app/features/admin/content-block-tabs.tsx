import type { ImageBlock } from "#core/schemas/site-images";
import type { ContentBlock } from "#core/schemas/site-texts";
import { TabLinks } from "../../components/ui/tab-links.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

/**
 * Contenido's tabs: the texts' blocks with the home hero's image next to its texts, then the language-neutral
 * ones (contact details, logo), each its own form.
 */
export type ContentTab = ContentBlock | ImageBlock | "contact";
const CONTENT_TABS: ContentTab[] = [
  "home",
  "heroImage",
  "features",
  "cta",
  "about",
  "help",
  "cancellation",
  "terms",
  "privacy",
  "contact",
  "logo",
];

/** Each tab of Contenido at its own URL under /admin/contenido (the home page's is the bare path). */
export const CONTENT_TAB_PATHS: Record<ContentTab, string> = {
  home: "",
  heroImage: "imagen-portada",
  features: "ventajas",
  cta: "llamada",
  about: "sobre-nosotros",
  help: "ayuda",
  cancellation: "cancelacion",
  terms: "terminos",
  privacy: "privacidad",
  contact: "contacto",
  logo: "logotipo",
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
