import { CalendarDays, MessageCircle, PencilLine, Plus } from "lucide-react";
import { Link } from "react-router";
import { Card } from "../../components/ui/card.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

/** Resumen's quick actions: create a trip (when the guide may), manage dates, messages, profile. */
export function QuickActions({ canPublishTrips }: { canPublishTrips: boolean }) {
  const { t } = useTranslation("workspace");
  const actions = [
    ...(canPublishTrips
      ? [{ to: "/tropleader/crear-viaje", label: t("summary.quickCreate"), icon: Plus }]
      : []),
    { to: "/tropleader/dashboard/mis-viajes", label: t("summary.quickDates"), icon: CalendarDays },
    { to: "/mensajes", label: t("summary.quickMessages"), icon: MessageCircle },
    { to: "/tropleader/editar-perfil", label: t("summary.quickProfile"), icon: PencilLine },
  ];
  return (
    <Card padding="sm">
      <h2 className="font-semibold">{t("summary.quick")}</h2>
      <ul className="mt-3 grid gap-2">
        {actions.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-center gap-3 rounded-xl border border-gray-200 px-3 py-2.5 text-sm font-medium hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-ink"
            >
              <Icon aria-hidden="true" className="size-4 text-brand-800" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
