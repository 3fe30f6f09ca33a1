import { BellRing, Hourglass, LogIn } from "lucide-react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { LIMITS } from "#core/constants/limits";
import { formatDateTime } from "#core/format/dates";
import { policyFigures } from "#core/rules/policy-figures";
import type { MyWaitlistEntry } from "#server/services/waitlist/list-my-waitlists";
import { Alert } from "../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";

/** The signed-in traveller's place in a departure's waitlist. */
export type WaitlistPlace = Pick<
  MyWaitlistEntry,
  "departureId" | "participants" | "status" | "position" | "offeredUntil"
>;

type Props = {
  departure: { id: string; maxParticipants: number };
  place: WaitlistPlace | null;
  signedIn: boolean;
  loginUrl: string;
  backUrl: string;
};

/** What /lista-espera answers with (?waitlist=joined|left, or ?waitlistError=<key>), said once on the page. */
function useWaitlistOutcome() {
  const [params] = useSearchParams();
  const done = params.get("waitlist");
  const error = params.get("waitlistError");
  return { done: done === "joined" || done === "left" ? done : null, error };
}

/**
 * A full departure's waitlist (issue 14), in place of the booking button: join with the seats wanted, your
 * place in line and leave, or the seats held for you with the link to book them and a way to decline. Plain
 * form posts to /lista-espera: it works before the scripts load.
 */
export function WaitlistBox({ departure, place, signedIn, loginUrl, backUrl }: Props) {
  const { t } = useTranslation("waitlist");
  const locale = useLocale();
  const busy = useNavigation().state !== "idle";
  const outcome = useWaitlistOutcome();
  const message = outcome.error ? (
    <Alert tone="error">
      {t(`errors.${outcome.error}`, { defaultValue: t("errors.departureNotFound") })}
    </Alert>
  ) : outcome.done ? (
    <Alert tone="success">{t(outcome.done)}</Alert>
  ) : null;
  const leaveForm = (label: string) => (
    <Form method="post" action="/lista-espera">
      <input type="hidden" name="intent" value="leave" />
      <input type="hidden" name="departureId" value={departure.id} />
      <input type="hidden" name="back" value={backUrl} />
      <Button type="submit" variant="outline" size="lg" fullWidth disabled={busy}>
        {label}
      </Button>
    </Form>
  );

  if (place?.status === "offered" && place.offeredUntil) {
    return (
      <div className="grid gap-2" data-testid="waitlist-box" data-state="offered">
        {message}
        <p className="flex gap-2 rounded-xl bg-brand-50 p-3 text-sm text-ink">
          <BellRing aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("offered", { count: place.participants, until: formatDateTime(place.offeredUntil, locale) })}
        </p>
        <Link
          to={`/reservar/${departure.id}`}
          className={buttonClasses({ variant: "dark", size: "lg", fullWidth: true })}
        >
          {t("bookOffer")}
        </Link>
        {leaveForm(t("decline"))}
      </div>
    );
  }
  if (place) {
    return (
      <div className="grid gap-2" data-testid="waitlist-box" data-state="waiting">
        {message}
        <p className="flex gap-2 rounded-xl bg-gray-50 p-3 text-sm text-gray-700" role="status">
          <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("position", { position: place.position, count: place.participants })}
        </p>
        {leaveForm(t("leave"))}
      </div>
    );
  }
  const most = Math.min(departure.maxParticipants, LIMITS.tripParticipantsMax);
  return (
    <div className="grid gap-2" data-testid="waitlist-box" data-state="none">
      {message}
      <p className="text-sm text-gray-600">{t("fullIntro", policyFigures())}</p>
      {signedIn ? (
        <Form method="post" action="/lista-espera" className="grid gap-2">
          <input type="hidden" name="intent" value="join" />
          <input type="hidden" name="departureId" value={departure.id} />
          <input type="hidden" name="back" value={backUrl} />
          <label className="flex items-center justify-between gap-3 text-sm font-medium text-ink">
            {t("seats")}
            <select
              name="participants"
              defaultValue="1"
              className="h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm focus:border-ink focus:ring-2 focus:ring-brand/50 focus:outline-none"
            >
              {Array.from({ length: most }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="dark" size="lg" fullWidth disabled={busy}>
            <Hourglass aria-hidden="true" className="size-5" />
            {t("join")}
          </Button>
        </Form>
      ) : (
        <Link to={loginUrl} className={buttonClasses({ variant: "dark", size: "lg", fullWidth: true })}>
          <LogIn aria-hidden="true" className="size-5" />
          {t("signInToJoin")}
        </Link>
      )}
    </div>
  );
}
