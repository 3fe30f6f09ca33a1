import { CalendarDays, FileDown, MapPin, Receipt, Users, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatLongDate, formatShortDate } from "#core/format/dates";
import { formatMoney } from "#core/format/money";
import { BookingStatusBadges } from "../../components/booking-status-badges.tsx";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import { SupportChatButton } from "../../components/support-chat-button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cn } from "../../lib/cn.ts";
import { useLocale } from "../../lib/use-locale.ts";
import type { DashboardBooking } from "./dashboard-types.ts";

const PAID_STATUSES = new Set(["paid", "refunded", "partially_refunded"]);

type BookingCardProps = {
  booking: DashboardBooking;
  /** Top-right note (countdown, "in progress"). */
  note?: ReactNode;
  /** Buttons under the facts. */
  actions?: ReactNode;
  /** Full-width area under the card body (review). */
  footer?: ReactNode;
  muted?: boolean;
};

/** One booking: trip photo and title, dates, travellers, amount, reference and status. */
export function BookingCard({ booking, note, actions, footer, muted }: BookingCardProps) {
  const { t } = useTranslation("dashboard");
  const { t: tSupport } = useTranslation("support");
  const locale = useLocale();
  const { trip, departure } = booking;
  const sameYear = departure.startDate.slice(0, 4) === departure.endDate.slice(0, 4);
  const dates = sameYear
    ? `${formatShortDate(departure.startDate, locale).replace(/\s\d{4}$/, "")} – ${formatShortDate(departure.endDate, locale)}`
    : `${formatShortDate(departure.startDate, locale)} – ${formatShortDate(departure.endDate, locale)}`;
  // A refunded booking was paid first: its amount is what was paid, whatever came back later.
  const paid = PAID_STATUSES.has(booking.paymentStatus) || booking.status === "completed";

  return (
    <article
      className={cn(
        "overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-[0_1px_2px_rgba(16,24,40,0.04)]",
        muted && "bg-gray-50/70",
      )}
      data-testid="booking-card"
      data-booking-reference={booking.bookingReference}
      aria-labelledby={`booking-${booking.id}-title`}
    >
      <div className="flex flex-col sm:flex-row">
        <Link
          to={`/viaje/${trip.slug}`}
          tabIndex={-1}
          aria-hidden="true"
          className="relative block aspect-[16/9] shrink-0 overflow-hidden bg-gray-100 sm:aspect-auto sm:w-56 lg:w-64"
        >
          {trip.heroImageUrl ? (
            <ResponsiveImage
              src={trip.heroImageUrl}
              alt=""
              width={640}
              height={480}
              sizes="(min-width: 1024px) 256px, (min-width: 640px) 224px, 100vw"
              widths={[320, 480, 640, 960]}
              className={cn("size-full object-cover sm:absolute sm:inset-0", muted && "grayscale-[60%]")}
            />
          ) : null}
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-4 p-4 sm:p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <BookingStatusBadges status={booking.status} paymentStatus={booking.paymentStatus} />
            {note ? <span className="text-sm font-medium text-gray-700">{note}</span> : null}
          </div>
          <div>
            <h3 id={`booking-${booking.id}-title`} className="text-lg leading-snug font-semibold text-ink">
              <Link
                to={`/viaje/${trip.slug}`}
                className="hover:underline"
                lang={trip.textLang && trip.textLang !== locale ? trip.textLang : undefined}
              >
                {trip.title}
              </Link>
            </h3>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-4" />
                {trip.city}, {trip.country}
              </span>
              <span>{t("booking.withLeader", { name: booking.tropleader.name })}</span>
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm lg:grid-cols-4">
            <Fact icon={<CalendarDays />} label={t("booking.dates")}>
              <time dateTime={departure.startDate} title={formatLongDate(departure.startDate, locale)}>
                {dates}
              </time>
            </Fact>
            <Fact icon={<Users />} label={t("booking.travellers")}>
              {t("booking.participants", { count: booking.participantsCount })}
            </Fact>
            <Fact icon={<Wallet />} label={paid ? t("booking.totalPaid") : t("booking.totalDue")}>
              <span data-testid="booking-total">
                {formatMoney(booking.totalAmountCents, locale, booking.currency)}
              </span>
            </Fact>
            <Fact icon={<Receipt />} label={t("booking.reference")}>
              <span className="font-mono text-[13px] tracking-wide">{booking.bookingReference}</span>
            </Fact>
          </dl>
          <ReceiptLinks booking={booking} />
          {actions ? <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">{actions}</div> : null}
          <SupportChatButton
            bookingId={booking.id}
            label={tSupport("open.booking")}
            variant="ghost"
            className="-ml-3.5"
          />
        </div>
      </div>
      {footer ? <div className="border-t border-gray-100 bg-gray-50/60 p-4 sm:p-5">{footer}</div> : null}
    </article>
  );
}

/** The PDF receipts of the payment and of each refund (issue 13). */
function ReceiptLinks({ booking }: { booking: DashboardBooking }) {
  const { t } = useTranslation("dashboard");
  if (!booking.hasReceipt) return null;
  const link =
    "inline-flex items-center gap-1 font-medium text-ink underline underline-offset-2 hover:text-gray-700";
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="booking-receipts">
      <a href={`/recibos/${booking.id}`} download className={link}>
        <FileDown aria-hidden="true" className="size-4" />
        {t("receipts.payment")}
      </a>
      {booking.refundIds.map((id, i) => (
        <a key={id} href={`/recibos/${booking.id}?reembolso=${id}`} download className={link}>
          <FileDown aria-hidden="true" className="size-4" />
          {booking.refundIds.length > 1 ? t("receipts.refundNumbered", { n: i + 1 }) : t("receipts.refund")}
        </a>
      ))}
    </p>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // The term and its value directly in the list's group (a valid <dl>); the icon is decoration in the term.
  return (
    <div className="relative min-w-0 pl-6">
      <dt className="text-xs text-gray-500">
        <span aria-hidden="true" className="absolute top-0.5 left-0 text-gray-400 [&_svg]:size-4">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  );
}
