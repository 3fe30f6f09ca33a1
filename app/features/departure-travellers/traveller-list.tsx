import { Download, MessagesSquare, Search, UserX } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { type Traveller, TravellerCard } from "./traveller-card.tsx";

/**
 * Viajeros: search, select all or some, a message to the group, the CSV manifest. With everyone (or no one)
 * selected the message goes to the departure's group conversation; with one traveller selected, to them; with
 * several, to a new group of exactly them (reopened when the same ones are chosen again).
 */
export function TravellerList({
  travellers,
  trip,
  departureId,
  exportHref,
}: {
  travellers: Traveller[];
  trip: { id: string; title: string };
  departureId: string;
  exportHref: string;
}) {
  const { t } = useTranslation("workspace");
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const needle = query.trim().toLocaleLowerCase();
  const shown = needle
    ? travellers.filter((tr) => `${tr.name} ${tr.email}`.toLocaleLowerCase().includes(needle))
    : travellers;
  const allSelected = travellers.length > 0 && selected.size === travellers.length;
  const subset = selected.size > 1 && !allSelected;

  function toggle(userId: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(userId);
      else next.delete(userId);
      return next;
    });
  }

  function messageSelected() {
    const [only] = selected;
    if (selected.size === 1 && only) {
      navigate("/mensajes", {
        state: { startConversation: true, travelerId: only, tripId: trip.id, tripTitle: trip.title },
      });
      return;
    }
    // Some but not all: a group with exactly them; everyone (or no one chosen): the departure's group.
    const travelerIds = subset ? [...selected] : [];
    navigate("/mensajes", {
      state: {
        startGroupConversation: true,
        travelerIds,
        departureId,
        tripId: trip.id,
        tripTitle: trip.title,
      },
    });
  }

  if (travellers.length === 0) {
    return <EmptyState icon={<UserX aria-hidden="true" />} title={t("travellers.empty")} />;
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          fieldClassName="min-w-56 flex-1"
          label={t("travellers.search")}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          leading={<Search aria-hidden="true" className="size-4" />}
        />
        <label className="flex h-11 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-5 accent-ink"
            checked={allSelected}
            onChange={(e) =>
              setSelected(e.currentTarget.checked ? new Set(travellers.map((tr) => tr.userId)) : new Set())
            }
          />
          {t("travellers.selectAll")}
        </label>
        <Button
          variant="dark"
          onClick={messageSelected}
          disabled={!hydrated}
          aria-describedby="selection-count"
        >
          <MessagesSquare aria-hidden="true" className="size-4" />
          {selected.size > 0 && !allSelected
            ? t("travellers.groupMessageSelected")
            : t("travellers.groupMessage")}
        </Button>
        <a
          href={exportHref}
          download
          className={buttonClasses({ variant: "outline" })}
          data-testid="manifest-export"
        >
          <Download aria-hidden="true" className="size-4" />
          {t("travellers.export")}
        </a>
      </div>
      <p id="selection-count" className="text-sm text-gray-600" role="status">
        {t("travellers.selected", { count: selected.size })}
        {subset ? ` · ${t("travellers.subsetHint", { count: selected.size })}` : ""}
      </p>
      {shown.length === 0 ? (
        <p className="text-sm text-gray-600">{t("travellers.noMatch")}</p>
      ) : (
        <ul className="space-y-3">
          {shown.map((traveller) => (
            <TravellerCard
              key={traveller.bookingId}
              traveller={traveller}
              selected={selected.has(traveller.userId)}
              onSelect={(on) => toggle(traveller.userId, on)}
              tripId={trip.id}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
