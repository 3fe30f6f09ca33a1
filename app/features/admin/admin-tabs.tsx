import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { cn } from "../../lib/cn.ts";

/** The panel's tabs, each its own URL (doc 2 §2 plus issue 12's usuarios and registro). */
export const ADMIN_TABS = [
  { path: "/admin", key: "resumen", end: true },
  { path: "/admin/tropleaders", key: "tropleaders" },
  { path: "/admin/viajes", key: "viajes" },
  { path: "/admin/verificaciones", key: "verificaciones" },
  { path: "/admin/reembolsos", key: "reembolsos" },
  { path: "/admin/configuracion", key: "configuracion" },
  { path: "/admin/contenido", key: "contenido" },
  { path: "/admin/usuarios", key: "usuarios" },
  { path: "/admin/registro", key: "registro" },
] as const;

type Counts = { tropleaders: number; trips: number; verifications: number };

/** The tab bar: links (they work before the scripts load), the current one marked for screen readers. */
export function AdminTabs({ pending }: { pending: Counts }) {
  const { t } = useTranslation("admin");
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a narrow screen the bar scrolls sideways: keep the current tab in view (again on each tab change).
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const bar = nav.current;
    if (current && bar) bar.scrollLeft = current.offsetLeft - bar.clientWidth / 2 + current.clientWidth / 2;
  }, [pathname]);
  const badge: Partial<Record<(typeof ADMIN_TABS)[number]["key"], number>> = {
    tropleaders: pending.tropleaders,
    viajes: pending.trips,
    verificaciones: pending.verifications,
  };
  return (
    <nav
      ref={nav}
      aria-label={t("tabs.label")}
      className="-mx-4 mt-8 overflow-x-auto border-b border-gray-200 px-4 sm:mx-0 sm:px-0"
    >
      <ul className="flex min-w-max gap-1">
        {ADMIN_TABS.map((tab) => (
          <li key={tab.key}>
            <NavLink
              to={tab.path}
              end={"end" in tab ? tab.end : false}
              prefetch="intent"
              className={({ isActive }) =>
                cn(
                  "inline-flex items-center gap-2 border-b-2 px-3 py-3 text-sm font-medium whitespace-nowrap transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink",
                  isActive ? "border-ink text-ink" : "border-transparent text-gray-600 hover:text-ink",
                )
              }
            >
              {t(`tabs.${tab.key}`)}
              {badge[tab.key] ? (
                <span className="rounded-full bg-brand-200 px-2 py-0.5 text-xs font-semibold text-ink">
                  <span className="sr-only">{t("tabs.pending")} </span>
                  {badge[tab.key]}
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
