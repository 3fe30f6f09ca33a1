import { MessageCircle } from "lucide-react";
import type { ManifestTraveller } from "#server/services/tropleader/get-departure-manifest";
import { StartConversationForm } from "../../components/start-conversation-form.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { TravellerNoteForm } from "./traveller-note-form.tsx";

export type Traveller = ManifestTraveller;

function Fact({ label, value }: { label: string; value: string | null }) {
  const { t } = useTranslation("workspace");
  return (
    <div>
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd className="text-sm">{value || t("travellers.unknown")}</dd>
    </div>
  );
}

/**
 * One traveller of the departure: selection, their real country, age and languages, 'Mensaje' (the direct
 * conversation), 'Ver perfil' (what they gave at booking) and 'Editar info' (the guide's private note).
 * The two panels are native disclosures: they open with the keyboard and before the scripts load.
 */
export function TravellerCard({
  traveller,
  selected,
  onSelect,
  tripId,
}: {
  traveller: Traveller;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  tripId: string;
}) {
  const { t } = useTranslation("workspace");
  const contact = traveller.emergencyContact;
  return (
    <li
      className="rounded-2xl border border-gray-200 p-4"
      data-testid="manifest-traveller"
      data-name={traveller.name}
    >
      <div className="flex flex-wrap items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5 accent-ink"
          checked={selected}
          onChange={(e) => onSelect(e.currentTarget.checked)}
          aria-label={t("travellers.select", { name: traveller.name })}
        />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{traveller.name}</p>
          <p className="text-sm text-gray-600">
            {t("travellers.places", { count: traveller.participants })} ·{" "}
            {t("travellers.reference", { reference: traveller.reference })}
          </p>
          <dl className="mt-2 grid grid-cols-3 gap-3">
            <Fact label={t("travellers.country")} value={traveller.country} />
            <Fact
              label={t("travellers.age")}
              value={traveller.age === null ? null : t("travellers.ageYears", { count: traveller.age })}
            />
            <Fact label={t("travellers.languages")} value={traveller.languages.join(", ")} />
          </dl>
        </div>
        <StartConversationForm otherUserId={traveller.userId} tripId={tripId}>
          <Button
            type="submit"
            variant="outline"
            size="sm"
            aria-label={t("travellers.messageTo", { name: traveller.name })}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {t("travellers.message")}
          </Button>
        </StartConversationForm>
      </div>
      <details className="group mt-3 rounded-xl bg-gray-50 px-3 py-2">
        <summary className="cursor-pointer text-sm font-semibold">{t("travellers.viewProfile")}</summary>
        <dl className="mt-2 grid gap-3 sm:grid-cols-2" data-testid="traveller-details">
          <Fact label={t("travellers.csv.email")} value={traveller.email} />
          <Fact label={t("travellers.csv.phone")} value={traveller.phone} />
          <Fact
            label={t("travellers.emergency")}
            value={contact ? `${contact.name} (${contact.relationship}) · ${contact.phone}` : null}
          />
          <Fact label={t("travellers.dietary")} value={traveller.dietaryRestrictions} />
          <Fact label={t("travellers.medical")} value={traveller.medicalConditions} />
          <Fact label={t("travellers.requests")} value={traveller.specialRequests} />
        </dl>
      </details>
      <details className="mt-2 rounded-xl bg-gray-50 px-3 py-2" open={traveller.guideNote ? true : undefined}>
        <summary className="cursor-pointer text-sm font-semibold">
          {t("travellers.editInfo")}
          <span className="sr-only"> · {traveller.name}</span>
        </summary>
        <div className="mt-2">
          <TravellerNoteForm bookingId={traveller.bookingId} note={traveller.guideNote} />
        </div>
      </details>
    </li>
  );
}
