import type { ReactNode } from "react";
import { useLocation, useMatches } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cn } from "../../lib/cn.ts";
import { useUnreadMessages } from "../../lib/realtime/realtime-provider.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** doc 1 §2: sign-in and registration screens are shown without the footer. */
const PATHS_WITHOUT_FOOTER = new Set(["/login", "/register", "/forgot-password", "/reset-password"]);

/**
 * Header, main and footer around every page. A route can also drop the footer with
 * `export const handle = { hideFooter: true }` (full-height screens such as messages).
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation("common");
  const { pathname } = useLocation();
  const matches = useMatches();
  const { user, contact, social, siteName } = useRootData();
  // Live on every page: new messages and read marks arrive through the realtime socket.
  const unreadMessages = useUnreadMessages();
  const isHome = pathname === "/";
  const hideFooter =
    PATHS_WITHOUT_FOOTER.has(pathname) ||
    matches.some((m) => (m.handle as { hideFooter?: boolean } | undefined)?.hideFooter);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-full bg-ink px-5 py-3 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("nav.skipToContent")}
      </a>
      <SiteHeader user={user} unreadMessages={unreadMessages} />
      {/* The home hero sits under the transparent header; every other page starts below it. */}
      <main id="main-content" tabIndex={-1} className={cn("flex-1 outline-none", !isHome && "pt-16")}>
        {children}
      </main>
      {hideFooter ? null : <SiteFooter contact={contact} social={social} siteName={siteName} />}
    </div>
  );
}
