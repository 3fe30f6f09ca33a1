import { ChevronDown, LayoutDashboard, LogOut, MessageCircle, UserCog } from "lucide-react";
import { useId } from "react";
import { Form, Link } from "react-router";
import { ACCOUNT_PATH, dashboardPath } from "#core/rules/dashboard-path";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cn } from "../../lib/cn.ts";
import { useDisclosure } from "../../lib/use-disclosure.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { CountBadge } from "../ui/badge.tsx";
import { UserAvatar } from "./user-avatar.tsx";

type UserMenuProps = {
  user: { name: string; email: string; role: string; image: string | null };
  unreadMessages: number;
  tone: "default" | "light";
};

/** Disclosure menu (button + list of links): dashboard by role, messages with unread count, logout. */
export function UserMenu({ user, unreadMessages, tone }: UserMenuProps) {
  const { t } = useTranslation("common");
  const { open, setOpen, root, button } = useDisclosure();
  const menuId = useId();
  const hydrated = useHydrated();

  const itemClass =
    "flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-ink transition-colors hover:bg-gray-100";

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        disabled={!hydrated}
        onClick={() => setOpen((v) => !v)}
        className={cn(
          "flex items-center gap-2 rounded-full py-1 pr-2.5 pl-1 text-sm font-medium transition-colors",
          tone === "light" ? "text-white hover:bg-white/15" : "text-ink hover:bg-gray-100",
        )}
      >
        <span className="relative">
          <UserAvatar name={user.name} image={user.image} />
          {unreadMessages > 0 ? (
            <span className="absolute -top-0.5 -right-0.5 size-2.5 rounded-full bg-red-600 ring-2 ring-white">
              <span className="sr-only">{t("userMenu.unread", { count: unreadMessages })}</span>
            </span>
          ) : null}
        </span>
        <span className="max-w-32 truncate">{user.name.split(" ")[0]}</span>
        <span className="sr-only">{t("userMenu.open")}</span>
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 mt-2 w-64 origin-top-right rounded-2xl bg-white p-2 shadow-xl ring-1 ring-black/5"
      >
        <div className="border-b border-gray-100 px-3 pt-2 pb-3">
          <p className="truncate text-sm font-semibold text-ink">{user.name}</p>
          <p className="truncate text-xs text-gray-500">{user.email}</p>
        </div>
        <ul className="py-1">
          <li>
            <Link to={dashboardPath(user.role)} className={itemClass}>
              <LayoutDashboard aria-hidden="true" className="size-4 text-gray-500" />
              {t("userMenu.dashboard")}
            </Link>
          </li>
          <li>
            <Link to={ACCOUNT_PATH} className={itemClass}>
              <UserCog aria-hidden="true" className="size-4 text-gray-500" />
              {t("userMenu.account")}
            </Link>
          </li>
          <li>
            <Link to="/mensajes" className={itemClass}>
              <MessageCircle aria-hidden="true" className="size-4 text-gray-500" />
              <span className="flex-1">{t("userMenu.messages")}</span>
              <CountBadge count={unreadMessages} label={t("userMenu.unread", { count: unreadMessages })} />
            </Link>
          </li>
        </ul>
        <Form method="post" action="/logout" className="border-t border-gray-100 pt-1">
          <button type="submit" className={itemClass}>
            <LogOut aria-hidden="true" className="size-4 text-gray-500" />
            {t("userMenu.logout")}
          </button>
        </Form>
      </div>
    </div>
  );
}
