import { BadgeCheck, CalendarClock, Heart, MapPinned } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { UserAvatar } from "../../components/layout/user-avatar.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

type DashboardSummaryProps = {
  name: string;
  avatarUrl: string | null;
  isIdentityVerified: boolean;
  counts: { upcoming: number; completed: number; wishlist: number };
};

/** The greeting and the three counters of doc 1 §2 (upcoming, completed, wishlist size). */
export function DashboardSummary({ name, avatarUrl, isIdentityVerified, counts }: DashboardSummaryProps) {
  const { t } = useTranslation("dashboard");
  const firstName = name.split(/\s+/)[0] || name;
  return (
    <header className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <UserAvatar
            name={name}
            image={avatarUrl}
            className="size-14 text-lg ring-4 ring-white shadow-sm sm:size-16"
          />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {t("greeting", { name: firstName })}
            </h1>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
              <span>{t("subtitle")}</span>
              {isIdentityVerified ? (
                <span
                  className="inline-flex items-center gap-1 font-medium text-emerald-700"
                  data-testid="verified-badge"
                >
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  {t("verifiedBadge")}
                </span>
              ) : null}
            </p>
          </div>
        </div>
        <Link
          to="/viajes"
          className={buttonClasses({ variant: "dark", className: "self-start sm:self-auto" })}
        >
          {t("exploreTrips")}
        </Link>
      </div>
      <dl aria-label={t("counters.label")} className="grid grid-cols-3 gap-3 sm:gap-4">
        <Counter
          testId="counter-upcoming"
          icon={<CalendarClock />}
          label={t("counters.upcoming")}
          value={counts.upcoming}
          tone="bg-brand-100 text-brand-800"
        />
        <Counter
          testId="counter-completed"
          icon={<MapPinned />}
          label={t("counters.completed")}
          value={counts.completed}
          tone="bg-sky-50 text-sky-700"
        />
        <Counter
          testId="counter-wishlist"
          icon={<Heart />}
          label={t("counters.wishlist")}
          value={counts.wishlist}
          tone="bg-rose-50 text-rose-600"
        />
      </dl>
    </header>
  );
}

function Counter({
  icon,
  label,
  value,
  tone,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: number;
  tone: string;
  testId: string;
}) {
  return (
    // The term and its value sit directly in the list's group (a valid <dl>); the icon is decoration in the term.
    <div className="relative flex min-w-0 flex-col gap-1 rounded-2xl border border-gray-200 bg-white p-3 pt-14 shadow-[0_1px_2px_rgba(16,24,40,0.04)] sm:min-h-[5.25rem] sm:justify-center sm:p-5 sm:pl-20">
      <dt className="text-xs leading-tight text-gray-600 sm:text-sm">
        <span
          aria-hidden="true"
          className={`absolute top-3 left-3 flex size-9 items-center justify-center rounded-xl sm:top-1/2 sm:left-5 sm:size-11 sm:-translate-y-1/2 [&_svg]:size-5 ${tone}`}
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-2xl leading-tight font-bold text-ink sm:text-3xl" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
