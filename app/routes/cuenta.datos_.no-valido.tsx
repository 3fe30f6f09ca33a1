import { LinkInvalid } from "../features/data-export/link-invalid.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import type { Route } from "./+types/cuenta.datos_.no-valido";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, "privacy");
  return [...pageMeta(t("meta.download")), { name: "robots", content: "noindex" }];
}

/** Where a used, expired or foreign data export link lands (cuenta.datos_.$requestId.tsx). */
export default function DataExportLinkInvalid() {
  return <LinkInvalid />;
}
