import { Ban, RotateCcw } from "lucide-react";
import { type FetcherWithComponents, Link } from "react-router";
import { formatLongDate } from "#core/format/dates";
import { formatMoney } from "#core/format/money";
import { CONFIRMED_FIELD } from "#core/schemas/admin-decision";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useConfirm } from "../../components/ui/confirm-dialog.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";

export type UserActionResult =
  | { ok: true; intent: "suspend" | "reactivate" }
  | { ok: false; intent: string; error: string }
  /** A suspension posted before the scripts load without the confirmation: nothing changed, confirm first. */
  | { ok: false; intent: "suspend"; needsConfirmation: true; userId: string; name: string };

export type AdminUser = {
  id: string;
  name: string;
  email: string;
  role: "viajero" | "tropleader" | "admin";
  isApproved: boolean;
  isIdentityVerified: boolean;
  createdAt: string | Date;
  suspendedAt: string | Date | null;
  bookingsCount: number;
  tripsCount: number;
  bookings: {
    id: string;
    reference: string;
    tripTitle: string;
    status: string;
    totalCents: number;
    currency: string;
  }[];
  trips: { id: string; title: string; slug: string; status: string }[];
};

/** One account in Usuarios: who, standing, their latest bookings and trips, and suspend / reactivate. */
export function UserRow({
  user: u,
  fetcher,
}: {
  user: AdminUser;
  fetcher: FetcherWithComponents<UserActionResult>;
}) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const confirm = useConfirm();
  const busy = fetcher.state !== "idle";

  async function onSuspend(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const ok = await confirm({
      title: t("users.suspendTitle"),
      message: t("users.suspendConfirm", { name: u.name }),
      confirmLabel: t("users.suspend"),
      tone: "danger",
    });
    if (!ok) return;
    const confirmed = new FormData(form);
    confirmed.set(CONFIRMED_FIELD, "yes");
    fetcher.submit(confirmed, { method: "post" });
  }

  return (
    <li className="flex flex-col gap-3 px-4 py-4" data-testid="admin-user">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {u.name}
            <Badge tone="neutral">{t(`verifications.roles.${u.role}`)}</Badge>
            {u.suspendedAt ? <Badge tone="danger">{t("users.suspended")}</Badge> : null}
            {u.isIdentityVerified ? <Badge tone="info">{t("search.verified")}</Badge> : null}
          </p>
          <p className="truncate text-sm text-gray-600">{u.email}</p>
          <p className="mt-1 text-xs text-gray-600">
            {[
              t("users.joined", { date: formatLongDate(new Date(u.createdAt), locale) }),
              t("users.bookingsCount", { count: u.bookingsCount }),
              u.role === "tropleader" ? t("users.tripsCount", { count: u.tripsCount }) : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </div>
        {u.role === "admin" ? null : u.suspendedAt ? (
          <fetcher.Form method="post">
            <input type="hidden" name="userId" value={u.id} />
            <input type="hidden" name="intent" value="reactivate" />
            <Button
              type="submit"
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={t("users.reactivateLabel", { name: u.name })}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              {t("users.reactivate")}
            </Button>
          </fetcher.Form>
        ) : (
          <fetcher.Form method="post" onSubmit={onSuspend}>
            <input type="hidden" name="userId" value={u.id} />
            <input type="hidden" name="intent" value="suspend" />
            <input type="hidden" name="name" value={u.name} />
            <Button
              type="submit"
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={t("users.suspendLabel", { name: u.name })}
            >
              <Ban aria-hidden="true" className="size-4" />
              {t("users.suspend")}
            </Button>
          </fetcher.Form>
        )}
      </div>
      {u.bookings.length || u.trips.length ? (
        <details className="rounded-xl bg-gray-50 px-3 py-2 text-sm">
          <summary className="cursor-pointer font-medium text-ink">{t("users.details")}</summary>
          {u.bookings.length ? (
            <>
              <h3 className="mt-2 text-xs font-semibold tracking-wide text-gray-600 uppercase">
                {t("users.bookings")}
              </h3>
              <ul className="mt-1 flex flex-col gap-1">
                {u.bookings.map((b) => (
                  <li key={b.id} className="flex flex-wrap gap-x-2">
                    <span className="font-mono">{b.reference}</span>
                    <span>{b.tripTitle}</span>
                    <span className="text-gray-600">
                      {t(`users.bookingStatus.${b.status}`)} · {formatMoney(b.totalCents, locale, b.currency)}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {u.trips.length ? (
            <>
              <h3 className="mt-3 text-xs font-semibold tracking-wide text-gray-600 uppercase">
                {t("users.trips")}
              </h3>
              <ul className="mt-1 flex flex-col gap-1">
                {u.trips.map((trip) => (
                  <li key={trip.id} className="flex flex-wrap gap-x-2">
                    <Link
                      to={`/viaje/${trip.slug}`}
                      className="underline-offset-4 hover:underline"
                      target="_blank"
                      rel="noreferrer"
                    >
                      {trip.title}
                    </Link>
                    <span className="text-gray-600">{t(`users.tripStatus.${trip.status}`)}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </details>
      ) : null}
    </li>
  );
}
