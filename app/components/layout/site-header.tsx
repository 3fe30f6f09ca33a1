import { Menu, X } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { LIMITS } from "#core/constants/limits";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cn } from "../../lib/cn.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { buttonClasses } from "../ui/button.tsx";
import { BrandLogo } from "./brand-logo.tsx";
import { LanguageToggle } from "./language-toggle.tsx";
import { MobileMenu } from "./mobile-menu.tsx";

// Signed-in only: loaded when a signed-in page renders them, so visitors' pages do not carry them (issue 17).
// The server renders them in full; the browser hydrates each once its module has arrived.
const NotificationBell = lazy(() =>
  import("./notification-bell.tsx").then((m) => ({ default: m.NotificationBell })),
);
const UserMenu = lazy(() => import("./user-menu.tsx").then((m) => ({ default: m.UserMenu })));
/** Holds the place of a signed-in control while its module loads (no layout shift). */
const ControlPlaceholder = ({ wide = false }: { wide?: boolean }) => (
  <span aria-hidden="true" className={cn("inline-block h-10", wide ? "w-24" : "w-10")} />
);

export type HeaderUser = { name: string; email: string; role: string; image: string | null };

type SiteHeaderProps = { user: HeaderUser | null; unreadMessages: number };

export function SiteHeader({ user, unreadMessages }: SiteHeaderProps) {
  const { t } = useTranslation("common");
  const { pathname } = useLocation();
  const isHome = pathname === "/";
  const [scrolled, setScrolled] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  // Until the scripts run, the menu control is a link that shows the menu as its :target (works without them).
  const hydrated = useHydrated();
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isHome) return;
    // doc 1 §9: the header turns white once the page has scrolled more than 20 px.
    const update = () => setScrolled(window.scrollY > LIMITS.headerScrollThresholdPx);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [isHome]);

  // A navigation closes the mobile menu.
  useEffect(() => setMobileOpen(false), [pathname]);

  // Opened through the link before the scripts ran: it stays open once they have.
  useEffect(() => {
    if (hydrated && window.location.hash === "#mobile-menu") setMobileOpen(true);
  }, [hydrated]);

  useEffect(() => {
    if (!mobileOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setMobileOpen(false);
      menuButton.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [mobileOpen]);

  const transparent = isHome && !scrolled && !mobileOpen;
  const menuControlClass = cn(
    "relative flex size-10 items-center justify-center rounded-full transition-colors md:hidden",
    transparent ? "text-white hover:bg-white/15" : "text-ink hover:bg-gray-100",
  );
  const unreadDot =
    !mobileOpen && unreadMessages > 0 ? (
      <span className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-red-600 ring-2 ring-white" />
    ) : null;
  const tone = transparent ? "light" : "default";

  const navLinkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "rounded-full px-4 py-2 text-sm font-medium transition-colors",
      transparent
        ? "text-white hover:bg-white/15"
        : isActive
          ? "bg-brand-100 text-ink"
          : "text-gray-700 hover:bg-gray-100 hover:text-ink",
    );

  return (
    <header
      data-transparent={transparent}
      data-surface={transparent ? "dark" : undefined}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,border-color] duration-300",
        // The faint scrim keeps white links readable over any hero photo while still reading as transparent.
        transparent
          ? "border-b border-transparent bg-gradient-to-b from-black/35 to-transparent bg-origin-border"
          : "border-b border-gray-200/80 bg-white shadow-[0_1px_12px_rgba(16,24,40,0.06)]",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-lg" aria-label={t("nav.home")}>
          <BrandLogo tone={tone} />
        </Link>

        <nav aria-label={t("nav.main")} className="hidden md:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to="/viajes" className={navLinkClass}>
                {t("nav.trips")}
              </NavLink>
            </li>
            <li>
              <NavLink to="/sobre-nosotros" className={navLinkClass}>
                {t("nav.about")}
              </NavLink>
            </li>
          </ul>
        </nav>

        <div className="flex items-center gap-1 md:gap-3">
          {user ? (
            <Suspense fallback={<ControlPlaceholder />}>
              <NotificationBell tone={tone} />
            </Suspense>
          ) : null}
          <div className="hidden items-center gap-3 md:flex">
            <LanguageToggle tone={tone} />
            {user ? (
              <Suspense fallback={<ControlPlaceholder wide />}>
                <UserMenu user={user} unreadMessages={unreadMessages} tone={tone} />
              </Suspense>
            ) : (
              <>
                <Link
                  to="/login"
                  className={cn(
                    "rounded-full px-4 py-2 text-sm font-semibold transition-colors",
                    transparent ? "text-white hover:bg-white/15" : "text-ink hover:bg-gray-100",
                  )}
                >
                  {t("nav.login")}
                </Link>
                <Link to="/register" className={buttonClasses({ variant: "primary", size: "sm" })}>
                  {t("nav.register")}
                </Link>
              </>
            )}
          </div>

          {hydrated ? (
            <button
              ref={menuButton}
              type="button"
              className={menuControlClass}
              aria-expanded={mobileOpen}
              aria-controls="mobile-menu"
              onClick={() => setMobileOpen((v) => !v)}
            >
              <span className="sr-only">{mobileOpen ? t("nav.closeMenu") : t("nav.openMenu")}</span>
              {mobileOpen ? (
                <X aria-hidden="true" className="size-6" />
              ) : (
                <Menu aria-hidden="true" className="size-6" />
              )}
              {unreadDot}
            </button>
          ) : (
            // Before the scripts (or without them) the menu opens as the link's target (CSS :target).
            <a href="#mobile-menu" className={menuControlClass} data-menu-link="">
              <span className="sr-only">{t("nav.openMenu")}</span>
              <Menu aria-hidden="true" className="size-6" />
              {unreadDot}
            </a>
          )}
        </div>
      </div>

      <MobileMenu open={mobileOpen} user={user} unreadMessages={unreadMessages} scripted={hydrated} />
    </header>
  );
}
