import type { Locale } from "#core/constants/locales";
import { formatDateTime, formatLongDate } from "#core/format/dates";
import { formatMoney } from "#core/format/money";
import type { UserDataExport } from "./collect-user-data.ts";

const str = (v: unknown) => (typeof v === "string" ? v : v == null ? "" : String(v));

const TEXT = {
  es: {
    title: "Tus datos en Tropa",
    generated: "Generado el",
    intro:
      "Este resumen acompaña a datos.json, que contiene todo lo que Tropa guarda sobre ti en un formato legible por máquina (puedes llevarlo a otro servicio). Los archivos que subiste están en la carpeta archivos/.",
    account: "Cuenta",
    name: "Nombre",
    email: "Email",
    role: "Rol",
    since: "Miembro desde",
    counts: "Lo que contiene",
    bookings: "Reservas",
    reviews: "Reseñas escritas",
    messages: "Mensajes enviados",
    wishlist: "Viajes en tu lista de deseos",
    notifications: "Notificaciones",
    trips: "Viajes creados como tropleader",
    payouts: "Pagos recibidos como tropleader",
    files: "Archivos subidos",
    yourBookings: "Tus reservas",
    none: "Ninguna",
    rights:
      "Puedes corregir tus datos desde Mi Perfil, y eliminar tu cuenta desde Mi Perfil → Eliminar mi cuenta.",
  },
  en: {
    title: "Your data at Tropa",
    generated: "Generated on",
    intro:
      "This summary comes with datos.json, which holds everything Tropa keeps about you in a machine-readable format (you can take it to another service). The files you uploaded are in the archivos/ folder.",
    account: "Account",
    name: "Name",
    email: "Email",
    role: "Role",
    since: "Member since",
    counts: "What it contains",
    bookings: "Bookings",
    reviews: "Reviews written",
    messages: "Messages sent",
    wishlist: "Trips on your wishlist",
    notifications: "Notifications",
    trips: "Trips created as a tropleader",
    payouts: "Payouts received as a tropleader",
    files: "Uploaded files",
    yourBookings: "Your bookings",
    none: "None",
    rights:
      "You can correct your data in My profile, and delete your account from My profile → Delete my account.",
  },
} as const;

/** The export's readable summary (resumen.txt / summary.txt), in the user's language. */
export function renderExportSummary(data: UserDataExport, locale: Locale): string {
  const t = TEXT[locale];
  const a = data.account;
  const lines = [
    t.title,
    "=".repeat(t.title.length),
    `${t.generated} ${formatDateTime(data.generatedAt, locale)}`,
    "",
    t.intro,
    "",
    t.account,
    "-".repeat(t.account.length),
    `${t.name}: ${str(a.name)}`,
    `${t.email}: ${str(a.email)}`,
    `${t.role}: ${str(a.role)}`,
    `${t.since}: ${formatLongDate(str(a.created_at), locale)}`,
    "",
    t.counts,
    "-".repeat(t.counts.length),
    `${t.bookings}: ${data.bookings.length}`,
    `${t.reviews}: ${data.reviews.length}`,
    `${t.messages}: ${data.messages.length}`,
    `${t.wishlist}: ${data.wishlist.length}`,
    `${t.notifications}: ${data.notifications.length}`,
    `${t.trips}: ${data.trips.length}`,
    `${t.payouts}: ${data.payouts.length}`,
    `${t.files}: ${data.files.length}`,
    "",
    t.yourBookings,
    "-".repeat(t.yourBookings.length),
    ...(data.bookings.length
      ? data.bookings.map(
          (b) =>
            `${str(b.booking_reference)} · ${str(b.trip_title)} · ${str(b.start_date)} → ${str(b.end_date)} · ` +
            `${formatMoney(Number(b.total_amount_cents ?? 0), locale, str(b.currency) || "EUR")} · ${str(b.status)}`,
        )
      : [t.none]),
    "",
    t.rights,
    "",
  ];
  return lines.join("\n");
}
