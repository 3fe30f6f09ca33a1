import { TabLinks } from "../../components/ui/tab-links.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

/** doc 2 §2 traveller management tabs (viajeros, comunicacion, documentos), each its own URL. */
export function DepartureTabs({ base }: { base: string }) {
  const { t } = useTranslation("workspace");
  return (
    <TabLinks
      label={t("travellers.tabs.label")}
      tabs={[
        { to: base, end: true, label: t("travellers.tabs.viajeros"), testId: "departure-tab-viajeros" },
        {
          to: `${base}/comunicacion`,
          label: t("travellers.tabs.comunicacion"),
          testId: "departure-tab-comunicacion",
        },
        {
          to: `${base}/documentos`,
          label: t("travellers.tabs.documentos"),
          testId: "departure-tab-documentos",
        },
      ]}
    />
  );
}
