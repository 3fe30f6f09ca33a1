import type { TFunction } from "#core/i18n/translator";

/** A median reply time in words (catalogue texts): minutes under an hour, hours under a day, then days. */
export function responseTimeText(t: TFunction, seconds: number | null): string {
  if (seconds === null) return t("catalogue:creator.responseNoData");
  if (seconds < 3600) {
    return t("catalogue:creator.responseMinutes", { count: Math.max(1, Math.round(seconds / 60)) });
  }
  if (seconds < 86_400) return t("catalogue:creator.responseHours", { count: Math.round(seconds / 3600) });
  return t("catalogue:creator.responseDays", { count: Math.round(seconds / 86_400) });
}
