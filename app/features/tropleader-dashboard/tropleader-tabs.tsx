import { TabLinks } from "../../components/ui/tab-links.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

/** doc 2 §2 dashboard tabs, each its own URL under /tropleader/dashboard. */
export const GUIDE_TABS = [
  { path: "/tropleader/dashboard", key: "resumen", end: true },
  { path: "/tropleader/dashboard/mis-viajes", key: "misViajes" },
  { path: "/tropleader/dashboard/analiticas", key: "analiticas" },
  { path: "/tropleader/dashboard/reservas", key: "reservas" },
  { path: "/tropleader/dashboard/calendario", key: "calendario" },
  { path: "/tropleader/dashboard/cobros", key: "cobros" },
  { path: "/tropleader/dashboard/perfil", key: "perfil" },
] as const;

export function TropleaderTabs() {
  const { t } = useTranslation("workspace");
  return (
    <TabLinks
      className="mt-8"
      label={t("tabs.label")}
      tabs={GUIDE_TABS.map((tab) => ({
        to: tab.path,
        end: "end" in tab ? tab.end : false,
        label: t(`tabs.${tab.key}`),
        testId: `guide-tab-${tab.key}`,
      }))}
    />
  );
}
