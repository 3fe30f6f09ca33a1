import { LayoutDashboard, LogOut, MessageCircle, UserCog } from "lucide-react";
import { Form, Link, NavLink } from "react-router";
import { ACCOUNT_PATH, dashboardPath } from "#core/rules/dashboard-path";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cn } from "../../lib/cn.ts";
import { CountBadge } from "../ui/badge.tsx";
import { buttonClasses } from "../ui/button.tsx";
import { LanguageToggle } from "./language-toggle.tsx";
import type { HeaderUser } from "./site-header.tsx";
import { UserAvatar } from "./user-avatar.tsx";

type MobileMenuProps = {
  open: boolean;
  user: HeaderUser | null;
  unreadMessages: number;
  /** false until the scripts run: then the menu shows as the target of the header's #mobile-menu link. */
  scripted: boolean;
};

/** The collapsible panel under the header on small screens (below md). */
export function MobileMenu({ open, user, unreadMessages, scripted }: MobileMenuProps) {
  const { t } = useTranslation("common");
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "flex items-center gap-3 rounded-xl px-4 py-3 text-base font-medium transition-colors",
      isActive ? "bg-brand-100 text-ink" : "text-ink hover:bg-gray-100",
    );

  return (
    <div
      id="mobile-menu"
      hidden={scripted ? !open : undefined}
      className={cn(
        "h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-gray-200 bg-white md:hidden",
        // Before the scripts: hidden until the header's link makes it the page's :target.
        !scripted && "hidden target:block",
      )}
    >
      <nav aria-label={t("nav.main")} className="flex flex-col gap-1 px-4 py-4">
        <NavLink to="/viajes" className={linkClass}>
          {t("nav.trips")}
        </NavLink>
        <NavLink to="/sobre-nosotros" className={linkClass}>
          {t("nav.about")}
        </NavLink>
        {user ? (
          <>
            <div className="mt-3 flex items-center gap-3 border-t border-gray-100 px-4 pt-4 pb-2">
              <UserAvatar name={user.name} image={user.image} className="size-10" />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-ink">{user.name}</p>
                <p className="truncate text-xs text-gray-500">{user.email}</p>
              </div>
            </div>
            <NavLink to={dashboardPath(user.role)} className={linkClass}>
              <LayoutDashboard aria-hidden="true" className="size-5 text-gray-500" />
              {t("userMenu.dashboard")}
            </NavLink>
            <Link to={ACCOUNT_PATH} className={linkClass({ isActive: false })}>
              <UserCog aria-hidden="true" className="size-5 text-gray-500" />
              {t("userMenu.account")}
            </Link>
            <NavLink to="/mensajes" className={linkClass}>
              <MessageCircle aria-hidden="true" className="size-5 text-gray-500" />
              <span className="flex-1">{t("userMenu.messages")}</span>
              <CountBadge count={unreadMessages} label={t("userMenu.unread", { count: unreadMessages })} />
            </NavLink>
            <Form method="post" action="/logout">
              <button type="submit" className={cn(linkClass({ isActive: false }), "w-full")}>
                <LogOut aria-hidden="true" className="size-5 text-gray-500" />
                {t("userMenu.logout")}
              </button>
            </Form>
          </>
        ) : (
          <div className="mt-3 grid grid-cols-2 gap-3 border-t border-gray-100 pt-4">
            <Link to="/login" className={buttonClasses({ variant: "outline", fullWidth: true })}>
              {t("nav.login")}
            </Link>
            <Link to="/register" className={buttonClasses({ variant: "primary", fullWidth: true })}>
              {t("nav.register")}
            </Link>
          </div>
        )}
        <div className="mt-4 flex items-center justify-between border-t border-gray-100 px-4 pt-4">
          <span className="text-sm text-gray-600">{t("language.label")}</span>
          <LanguageToggle />
        </div>
      </nav>
    </div>
  );
}
