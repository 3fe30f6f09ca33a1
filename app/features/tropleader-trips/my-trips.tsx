import { CalendarDays, FilePen, PencilLine, Trash2 } from "lucide-react";
import type { FormEvent } from "react";
import { Form, Link, useSubmit } from "react-router";
import { formatDateTime } from "#core/format/dates";
import { Badge, type BadgeTone } from "../../components/ui/badge.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useConfirm } from "../../components/ui/confirm-dialog.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { TripFigures, type TripSummary } from "./trip-figures.tsx";
import { type DepartureSummary, UpcomingDepartures } from "./upcoming-departures.tsx";

type Trip = TripSummary & { upcomingDepartures: DepartureSummary[] };
type Draft = { id: string; title: string; step: number; updatedAt: string | Date };

const TONE: Record<Trip["status"], BadgeTone> = {
  draft: "neutral",
  pending: "warning",
  approved: "success",
  rejected: "danger",
};

const small = buttonClasses({ variant: "outline", size: "sm" });

/**
 * Mis viajes (doc 2 §2): drafts with 'Continuar' and 'Eliminar', and each trip with its status badge, the
 * team's reason when rejected, and links to its page, its edit page and its dates.
 */
export function MyTrips({ trips, drafts }: { trips: Trip[]; drafts: Draft[] }) {
  const { t } = useTranslation("trips");
  const locale = useLocale();
  const confirm = useConfirm();
  const submit = useSubmit();

  async function onDelete(event: FormEvent<HTMLFormElement>, title: string) {
    event.preventDefault();
    const form = event.currentTarget;
    const ok = await confirm({
      title: t("mine.deleteDraftTitle", { title: title || t("mine.untitled") }),
      message: t("mine.deleteDraftBody"),
      confirmLabel: t("mine.deleteDraft"),
      tone: "danger",
    });
    if (ok) void submit(form, { method: "post" });
  }

  if (trips.length === 0 && drafts.length === 0) {
    return <EmptyState className="mt-3" icon={<FilePen aria-hidden="true" />} title={t("mine.empty")} />;
  }
  return (
    <ul className="mt-3 divide-y divide-gray-200 rounded-2xl border border-gray-200" data-testid="my-trips">
      {drafts.map((draft) => (
        <li
          key={draft.id}
          className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
          data-testid="my-draft"
        >
          <span className="min-w-0">
            <span className="block truncate font-medium">{draft.title || t("mine.untitled")}</span>
            <span className="text-sm text-gray-500">
              {t("mine.draftStep", { step: draft.step, date: formatDateTime(draft.updatedAt, locale) })}
            </span>
          </span>
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone={TONE.draft}>{t("edit.status.draft")}</Badge>
            <Link to={`/tropleader/crear-viaje?borrador=${draft.id}`} className={small}>
              {t("mine.continue")}
            </Link>
            <Form method="post" onSubmit={(e) => onDelete(e, draft.title)}>
              <input type="hidden" name="intent" value="delete-draft" />
              <input type="hidden" name="draftId" value={draft.id} />
              <button
                type="submit"
                className={small}
                aria-label={t("mine.deleteDraftNamed", { title: draft.title || t("mine.untitled") })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t("mine.deleteDraft")}
              </button>
            </Form>
          </span>
        </li>
      ))}
      {trips.map((trip) => (
        <li key={trip.id} className="space-y-3 px-4 py-4" data-testid="my-trip">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <TripFigures trip={trip} />
            <span className="flex flex-wrap items-center gap-2">
              <Badge tone={TONE[trip.status]}>{t(`edit.status.${trip.status}`)}</Badge>
              {trip.status === "approved" ? (
                <Link to={`/viaje/${trip.slug}`} className={small}>
                  {t("edit.viewTrip")}
                </Link>
              ) : null}
              <Link
                to={`/tropleader/editar-viaje/${trip.id}`}
                className={small}
                aria-label={t("mine.editNamed", { title: trip.title })}
              >
                <PencilLine aria-hidden="true" className="size-4" />
                {t("mine.edit")}
              </Link>
              <Link
                to={`/tropleader/gestionar-fechas/${trip.id}`}
                className={small}
                aria-label={t("mine.datesNamed", { title: trip.title })}
              >
                <CalendarDays aria-hidden="true" className="size-4" />
                {t("edit.manageDates")}
              </Link>
            </span>
          </div>
          {trip.status === "rejected" && trip.rejectionReason ? (
            <p className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="trip-rejection">
              <span className="font-semibold">{t("edit.rejectionReason")}</span> {trip.rejectionReason}
            </p>
          ) : null}
          <UpcomingDepartures tripId={trip.id} departures={trip.upcomingDepartures} />
        </li>
      ))}
    </ul>
  );
}
