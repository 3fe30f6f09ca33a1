import { BadgeCheck, Compass, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";

/**
 * The frame of the account pages: the form on a clean card and, on wide screens, a brand panel that says why
 * Tropa can be trusted. No remote images: the landscape is drawn inline.
 */
export function AuthShell({
  title,
  subtitle,
  children,
  footer,
  wide = false,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the card: "¿No tienes cuenta? Regístrate". */
  footer?: ReactNode;
  /** Long forms (registration) get a wider card. */
  wide?: boolean;
}) {
  const { t } = useTranslation("auth");
  const points = [
    { icon: Compass, text: t("brandPanel.points.curated") },
    { icon: BadgeCheck, text: t("brandPanel.points.verified") },
    { icon: ShieldCheck, text: t("brandPanel.points.payments") },
  ];
  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-gradient-to-b from-brand-50 to-white lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:bg-none">
      <aside className="relative hidden overflow-hidden bg-brand-200 lg:sticky lg:top-16 lg:flex lg:h-[calc(100dvh-4rem)] lg:flex-col lg:justify-between lg:self-start lg:p-12">
        <div className="relative z-10 max-w-md">
          <h2 className="text-3xl leading-tight font-extrabold tracking-tight text-balance text-ink">
            {t("brandPanel.title")}
          </h2>
          <ul className="mt-8 space-y-4">
            {points.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-base font-medium text-ink/85">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white/70 text-brand-800 shadow-sm">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <svg
          aria-hidden="true"
          viewBox="0 0 600 260"
          preserveAspectRatio="xMidYMax slice"
          className="pointer-events-none absolute inset-x-0 bottom-0 h-64 w-full"
        >
          <path d="M0 200 L120 90 L190 150 L290 40 L400 160 L470 110 L600 200 V260 H0Z" fill="#9ad49a" />
          <path d="M290 40 L320 68 L300 66 L282 80 L266 64Z" fill="#ffffff" opacity="0.9" />
          <path d="M0 230 L90 170 L170 215 L260 150 L360 220 L460 170 L600 235 V260 H0Z" fill="#6fbf6f" />
          <path d="M0 250 L140 215 L260 245 L380 210 L520 240 L600 225 V260 H0Z" fill="#3f7f3f" />
        </svg>
      </aside>
      <div className="flex items-start justify-center px-4 py-8 sm:px-6 sm:py-12 lg:items-center lg:bg-white">
        <div className={wide ? "w-full max-w-xl" : "w-full max-w-md"}>
          <div className="mb-6 text-center">
            <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{title}</h1>
            {subtitle ? <p className="mt-2 text-sm text-gray-600 sm:text-base">{subtitle}</p> : null}
          </div>
          <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-[0_8px_30px_rgba(16,24,40,0.06)] sm:p-8">
            {children}
          </div>
          {footer ? <p className="mt-6 text-center text-sm text-gray-600">{footer}</p> : null}
        </div>
      </div>
    </div>
  );
}
