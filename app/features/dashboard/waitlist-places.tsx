import { BellRing, Hourglass } from "lucide-react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { formatDateTime, formatShortDate } from "#core/format/dates";
import type { MyWaitlistEntry } from "#server/services/waitlist/list-my-waitlists";
import { Alert } from "../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";

/**
 * The traveller's waitlist places (issue 14) on the dashboard: each departure with their place in line, or the
 * seats held for them with the link to book them; leave (or decline) as a plain form post.
 */
export function WaitlistPlaces({ places }: { places: MyWaitlistEntry[] }) {
  const { t } = useTranslation("waitlist");
  const locale = useLocale();
  const busy = useNavigation().state !== "idle";
  const [params] = useSearchParams();
  const outcome = params.get("waitlist") === "left" ? <Alert tone="success">{t("left")}</Alert> : null;
  if (places.length === 0) return outcome;
  return (
    <section
      aria-labelledby="waitlists-title"
      className="flex flex-col gap-3"
      data-testid="dashboard-waitlists"
    >
      {outcome}
      <h2 id="waitlists-title" className="text-lg font-semibold text-ink">
        {t("dashboardTitle")}
      </h2>
      <ul className="flex flex-col gap-3">
        {places.map((p) => (
          <li
            key={p.departureId}
            className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
            data-testid="dashboard-waitlist"
          >
            <div className="min-w-0">
              <Link
                to={`/viaje/${p.tripSlug}?departure=${p.departureId}`}
                className="font-semibold text-ink underline-offset-4 hover:underline"
              >
                {p.tripTitle}
              </Link>
              <p className="text-sm text-gray-600">
                {formatShortDate(p.startDate, locale)} – {formatShortDate(p.endDate, locale)}
              </p>
              <p className="mt-1 flex items-center gap-1.5 text-sm text-gray-700">
                {p.status === "offered" && p.offeredUntil ? (
                  <>
                    <BellRing aria-hidden="true" className="size-4 text-brand-700" />
                    {t("offered", { count: p.participants, until: formatDateTime(p.offeredUntil, locale) })}
                  </>
                ) : (
                  <>
                    <Hourglass aria-hidden="true" className="size-4 text-gray-500" />
                    {t("position", { position: p.position, count: p.participants })}
                  </>
                )}
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              {p.status === "offered" ? (
                <Link
                  to={`/reservar/${p.departureId}`}
                  className={buttonClasses({ variant: "dark", size: "sm" })}
                >
                  {t("bookOffer")}
                </Link>
              ) : null}
              <Form method="post" action="/lista-espera">
                <input type="hidden" name="intent" value="leave" />
                <input type="hidden" name="departureId" value={p.departureId} />
                <input type="hidden" name="back" value="/viajero/dashboard" />
                <Button type="submit" variant="outline" size="sm" disabled={busy}>
                  {p.status === "offered" ? t("decline") : t("leave")}
                </Button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
