import type { Locale } from "#core/constants/locales";
import { formatClockTime, formatLongDate } from "#core/format/dates";
import type { TFunction } from "#core/i18n/translator";
import { messageDateLabel } from "#core/rules/message-date-label";
import { personName } from "../../lib/person-name.ts";

/** The conversation list's date label (doc 1 §9): the time, 'Ayer', or 'hace N días'. */
export function formatDateLabel(iso: string, now: Date, locale: Locale, t: TFunction<"chat">): string {
  const label = messageDateLabel(new Date(iso), now);
  if (label.kind === "time") return formatClockTime(iso, locale);
  if (label.kind === "yesterday") return t("dateLabel.yesterday");
  return t("dateLabel.daysAgo", { count: label.days });
}

/** Local calendar day of an instant, to group messages under day separators. */
export function localDayKey(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** The day separator: 'Hoy', 'Ayer' or the long date. */
export function formatDaySeparator(iso: string, now: Date, locale: Locale, t: TFunction<"chat">): string {
  const day = localDayKey(iso);
  if (day === localDayKey(now.toISOString())) return t("pane.today");
  const yesterday = new Date(now);
  yesterday.setDate(yesterday.getDate() - 1);
  if (day === localDayKey(yesterday.toISOString())) return t("pane.yesterday");
  return formatLongDate(day, locale);
}

type Named = {
  kind: "direct" | "group" | "support";
  other: { name: string } | null;
  trip: { title: string } | null;
};

/** The other party's name ("Equipo Tropa" for a support conversation), or the group's name after its trip. */
export function conversationName(c: Named, t: TFunction<"chat">): string {
  if (c.kind === "support") return (t as unknown as TFunction)("support:teamName");
  if (c.kind === "direct") return c.other ? personName(c.other.name, t) : "";
  return c.trip ? t("group.name", { trip: c.trip.title }) : t("group.fallbackName");
}
