import { TabLinks } from "../../components/ui/tab-links.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

/** The panel's tabs, each its own URL (doc 2 §2 plus issue 12's usuarios and registro, issue 15's privacidad, issue 38's sistema). */
export const ADMIN_TABS = [
  { path: "/admin", key: "resumen", end: true },
  { path: "/admin/tropleaders", key: "tropleaders" },
  { path: "/admin/viajes", key: "viajes" },
  { path: "/admin/verificaciones", key: "verificaciones" },
  { path: "/admin/reembolsos", key: "reembolsos" },
  { path: "/admin/finanzas", key: "finanzas" },
  { path: "/admin/configuracion", key: "configuracion" },
  { path: "/admin/contenido", key: "contenido" },
  { path: "/admin/usuarios", key: "usuarios" },
  { path: "/admin/registro", key: "registro" },
  { path: "/admin/privacidad", key: "privacidad" },
  { path: "/admin/resenas", key: "resenas" },
  { path: "/admin/soporte", key: "soporte" },
  { path: "/admin/sistema", key: "sistema" },
] as const;

type Counts = { tropleaders: number; trips: number; verifications: number };

/** The tab bar, with the pending counts on the tabs that have work waiting. */
export function AdminTabs({ pending }: { pending: Counts }) {
  const { t } = useTranslation("admin");
  const badge: Partial<Record<(typeof ADMIN_TABS)[number]["key"], number>> = {
    tropleaders: pending.tropleaders,
    viajes: pending.trips,
    verificaciones: pending.verifications,
  };
  return (
    <TabLinks
      className="mt-8"
      label={t("tabs.label")}
      tabs={ADMIN_TABS.map((tab) => ({
        to: tab.path,
        end: "end" in tab ? tab.end : false,
        label: t(`tabs.${tab.key}`),
        badge: badge[tab.key] ? (
          <span className="rounded-full bg-brand-200 px-2 py-0.5 text-xs font-semibold text-ink">
            <span className="sr-only">{t("tabs.pending")} </span>
            {badge[tab.key]}
          </span>
        ) : null,
      }))}
    />
  );
}
