import { CalendarCheck, MessageCircle, ShieldCheck } from "lucide-react";
import { lazy, Suspense } from "react";
import { Form, Link } from "react-router";
import type { Locale } from "#core/constants/locales";
import { formatShortDate } from "#core/format/dates";
import { formatMoney } from "#core/format/money";
import { availabilityLabel, availableSpots } from "#core/rules/availability";
import { isGuaranteedDeparture, travellersToGuarantee } from "#core/rules/waitlist";
import { StartConversationForm } from "../../components/start-conversation-form.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cn } from "../../lib/cn.ts";
import { useEarlyChoice } from "../../lib/use-early-choice.ts";
import type { WaitlistPlace } from "./waitlist-box.tsx";
import type { WhosGoingData } from "./whos-going.tsx";

// Only for a full departure: most trip pages never need it (issue 17's JS budget). The server renders it whole.
const WaitlistBox = lazy(() => import("./waitlist-box.tsx").then((m) => ({ default: m.WaitlistBox })));
// Only once a departure is chosen, which a trip page opened from the catalogue has not (issue 17). The server
// renders it whole when the address chooses one.
const WhosGoing = lazy(() => import("./whos-going.tsx").then((m) => ({ default: m.WhosGoing })));

export type PanelDeparture = {
  id: string;
  startDate: string;
  endDate: string;
  priceCents: number;
  currency: string;
  maxParticipants: number;
  currentParticipants: number;
  minParticipants: number;
  status: "available" | "full" | "cancelled";
};

type DeparturesPanelProps = {
  trip: { id: string; slug: string; title: string; tropleaderId: string };
  departures: PanelDeparture[];
  whosGoing: Record<string, WhosGoingData>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  signedIn: boolean;
  /** The trip's own tropleader sees the dates but neither books nor messages themself. */
  isOwner: boolean;
  locale: Locale;
  /** The signed-in traveller's places in these departures' waitlists. */
  waitlists: WaitlistPlace[];
};

/**
 * The side panel (doc 1 §2): pick a departure (full ones dimmed), then its price per person, the booking (or,
 * when full, the waitlist: issue 14) and contact buttons and who's going. A departure is guaranteed once its
 * paid travellers reach its minimum. Without JavaScript the radios submit as a GET form (?departure=…), which
 * preselects on the server.
 */
export function DeparturesPanel({
  trip,
  departures,
  whosGoing,
  selectedId,
  onSelect,
  signedIn,
  isOwner,
  locale,
  waitlists,
}: DeparturesPanelProps) {
  const { t } = useTranslation("catalogue");
  // A departure picked before the scripts ran is selected when they do (no lost click); autoComplete="off" on
  // the form: the browser does not bring back an old pick on back/forward.
  const choices = useEarlyChoice<HTMLFormElement>(
    (form) => form.querySelector<HTMLInputElement>('input[name="departure"]:checked')?.value ?? null,
    selectedId,
    onSelect,
  );
  const selected = departures.find((d) => d.id === selectedId) ?? null;
  const backHere = (id: string) => `/viaje/${trip.slug}?departure=${id}`;
  const paid = (id: string) => ({
    paidParticipants: whosGoing[id]?.travellers ?? 0,
    minParticipants: departures.find((d) => d.id === id)?.minParticipants ?? 0,
  });
  const loginFor = (id: string) => `/login?redirect=${encodeURIComponent(backHere(id))}`;

  return (
    <section
      aria-labelledby="departures-title"
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-[0_8px_30px_rgba(16,24,40,0.08)]"
      data-testid="departures-panel"
    >
      <h2 id="departures-title" className="text-lg font-semibold text-ink">
        {t("departures.title")}
      </h2>
      {departures.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600">{t("departures.none")}</p>
      ) : (
        <Form method="get" preventScrollReset replace ref={choices} autoComplete="off">
          <fieldset className="mt-3">
            <legend className="text-sm text-gray-600">{t("departures.subtitle")}</legend>
            <ul className="mt-3 space-y-2">
              {departures.map((d) => {
                const label = availabilityLabel(d);
                const isFull = label === "full";
                const spots = availableSpots(d);
                const going = whosGoing[d.id];
                const isSelected = d.id === selectedId;
                return (
                  <li key={d.id}>
                    <label
                      className={cn(
                        "flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors",
                        isSelected
                          ? "border-ink bg-brand-50 ring-1 ring-ink"
                          : isFull
                            ? "border-gray-200 bg-gray-50 text-gray-600 hover:border-gray-400"
                            : "border-gray-200 hover:border-gray-400",
                      )}
                      data-testid="departure-option"
                      data-departure-id={d.id}
                      data-start-date={d.startDate}
                      data-full={isFull}
                      title={isFull ? t("departures.fullNotSelectable") : undefined}
                    >
                      <input
                        type="radio"
                        name="departure"
                        value={d.id}
                        checked={isSelected}
                        onChange={() => onSelect(d.id)}
                        className="mt-1 size-4 accent-ink"
                      />
                      <span className="min-w-0 flex-1">
                        <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                          <span className="text-sm font-semibold text-ink">
                            {t("departures.range", {
                              start: formatShortDate(d.startDate, locale),
                              end: formatShortDate(d.endDate, locale),
                            })}
                          </span>
                          <span className="text-sm font-semibold text-ink">
                            {formatMoney(d.priceCents, locale, d.currency)}
                          </span>
                        </span>
                        <span className="mt-1.5 flex flex-wrap items-center gap-1.5 text-xs">
                          <AvailabilityBadge label={label} />
                          {!isFull ? (
                            <span className="text-gray-600">
                              {t("departures.spotsLeft", { count: spots })}
                            </span>
                          ) : null}
                          {isGuaranteedDeparture(paid(d.id)) ? (
                            <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 font-semibold text-sky-800 ring-1 ring-sky-200 ring-inset">
                              <ShieldCheck aria-hidden="true" className="size-3.5" />
                              {t("departures.guaranteed")}
                            </span>
                          ) : null}
                        </span>
                        {going && going.travellers > 0 ? (
                          <span className="mt-1 block text-xs text-gray-500">
                            {t("whosGoing.travellers", { count: going.travellers })}
                          </span>
                        ) : null}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
            <noscript>
              <button type="submit" className={cn(buttonClasses({ variant: "outline", size: "sm" }), "mt-3")}>
                {t("departures.selected")}
              </button>
            </noscript>
          </fieldset>
        </Form>
      )}

      <div className="mt-5 border-t border-gray-100 pt-5" aria-live="polite">
        {selected ? (
          <div className="space-y-4" data-testid="selected-departure">
            <div>
              <p className="text-sm text-gray-600">{t("departures.pricePerPerson")}</p>
              <p className="text-3xl font-bold text-ink" data-testid="selected-price">
                {formatMoney(selected.priceCents, locale, selected.currency)}
              </p>
              <p className="mt-1 text-xs text-gray-500">
                {isGuaranteedDeparture(paid(selected.id))
                  ? t("departures.guaranteedHint")
                  : t("departures.minGroupHint", { count: travellersToGuarantee(paid(selected.id)) })}
              </p>
            </div>
            {isOwner ? null : (
              <div className="grid gap-2">
                {availabilityLabel(selected) === "full" ? (
                  <Suspense fallback={null}>
                    <WaitlistBox
                      departure={selected}
                      place={waitlists.find((w) => w.departureId === selected.id) ?? null}
                      signedIn={signedIn}
                      loginUrl={loginFor(selected.id)}
                      backUrl={backHere(selected.id)}
                    />
                  </Suspense>
                ) : (
                  <Link
                    to={signedIn ? `/reservar/${selected.id}` : loginFor(selected.id)}
                    className={buttonClasses({ variant: "dark", size: "lg", fullWidth: true })}
                    data-testid="book-button"
                  >
                    <CalendarCheck aria-hidden="true" className="size-5" />
                    {t("departures.book")}
                  </Link>
                )}
                {signedIn ? (
                  <StartConversationForm otherUserId={trip.tropleaderId} tripId={trip.id}>
                    <button
                      type="submit"
                      className={buttonClasses({ variant: "outline", size: "lg", fullWidth: true })}
                      data-testid="contact-button"
                    >
                      <MessageCircle aria-hidden="true" className="size-5" />
                      {t("departures.contact")}
                    </button>
                  </StartConversationForm>
                ) : (
                  <Link
                    to={loginFor(selected.id)}
                    className={buttonClasses({ variant: "outline", size: "lg", fullWidth: true })}
                    data-testid="contact-button"
                  >
                    <MessageCircle aria-hidden="true" className="size-5" />
                    {t("departures.contact")}
                  </Link>
                )}
              </div>
            )}
            {whosGoing[selected.id] ? (
              <Suspense fallback={<div className="h-40 rounded-xl bg-brand-50" />}>
                <WhosGoing data={whosGoing[selected.id]!} />
              </Suspense>
            ) : null}
          </div>
        ) : departures.length ? (
          <p className="rounded-xl bg-gray-50 p-4 text-sm text-gray-600" data-testid="select-prompt">
            {t("departures.selectPrompt")}
          </p>
        ) : null}
      </div>
    </section>
  );
}

export function AvailabilityBadge({ label }: { label: "full" | "last-spots" | "available" }) {
  const { t } = useTranslation("catalogue");
  const styles = {
    full: "bg-gray-200 text-gray-700 ring-gray-300",
    "last-spots": "bg-red-50 text-red-700 ring-red-200",
    available: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  } as const;
  const text = {
    full: t("departures.full"),
    "last-spots": t("departures.lastSpots"),
    available: t("departures.available"),
  };
  return (
    <span
      className={cn("rounded-full px-2 py-0.5 font-semibold ring-1 ring-inset", styles[label])}
      data-testid="availability"
      data-availability={label}
    >
      {text[label]}
    </span>
  );
}
