import { Hourglass, ShieldCheck, UsersRound } from "lucide-react";
import { isGuaranteedDeparture, travellersToGuarantee } from "#core/rules/waitlist";
import { useTranslation } from "../../i18n/use-translation.ts";

type Props = {
  departure: { participants: number; minParticipants: number; waitlistCount: number; status: string };
};

/** Whether the departure is guaranteed (paid travellers at its minimum) or how many it still needs, and its line. */
export function DepartureStanding({ departure }: Props) {
  const { t } = useTranslation(["catalogue", "waitlist"]);
  if (departure.status === "cancelled") return null;
  const paid = { paidParticipants: departure.participants, minParticipants: departure.minParticipants };
  return (
    <p className="mt-3 flex flex-wrap gap-2 text-sm" data-testid="departure-standing">
      {isGuaranteedDeparture(paid) ? (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-sky-50 px-3 py-1 font-semibold text-sky-800 ring-1 ring-sky-200 ring-inset">
          <ShieldCheck aria-hidden="true" className="size-4" />
          {t("catalogue:departures.guaranteedDeparture")}
        </span>
      ) : (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 font-medium text-amber-900 ring-1 ring-amber-200 ring-inset">
          <UsersRound aria-hidden="true" className="size-4" />
          {t("catalogue:departures.minGroupHint", { count: travellersToGuarantee(paid) })}
        </span>
      )}
      {departure.waitlistCount > 0 ? (
        <span
          className="inline-flex items-center gap-1.5 rounded-full bg-gray-100 px-3 py-1 font-medium text-gray-800"
          data-testid="departure-waitlist-count"
        >
          <Hourglass aria-hidden="true" className="size-4" />
          {t("waitlist:waitingCount", { count: departure.waitlistCount })}
        </span>
      ) : null}
    </p>
  );
}
