import { formatLongDate } from "#core/format/dates";
import { Card } from "../../components/ui/card.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";

type Item = { id: string; title: string; detail: string | null; at: string };
export type Activity = { registrations: Item[]; trips: Item[]; bookings: Item[]; verifications: Item[] };

const KINDS = ["registrations", "trips", "bookings", "verifications"] as const;

/** The latest three of each kind (doc 2 §9), each column with its own empty state. */
export function RecentActivity({ activity }: { activity: Activity }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const detail = (kind: (typeof KINDS)[number], item: Item) => {
    if (!item.detail) return null;
    if (kind === "registrations") return t(`verifications.roles.${item.detail}`);
    if (kind === "verifications") return t(`overview.identityStatus.${item.detail}`);
    return item.detail;
  };
  return (
    <section aria-labelledby="recent-activity">
      <h2 id="recent-activity" className="text-lg font-semibold">
        {t("overview.activity")}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {KINDS.map((kind) => (
          <Card key={kind} padding="sm" className="min-w-0">
            <h3 className="text-sm font-semibold text-ink">{t(`overview.kinds.${kind}`)}</h3>
            {activity[kind].length === 0 ? (
              <p className="mt-2 text-sm text-gray-600">{t("overview.noActivity")}</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-2">
                {activity[kind].map((item) => (
                  <li key={item.id} className="text-sm">
                    <p className="truncate font-medium">{item.title}</p>
                    <p className="truncate text-xs text-gray-600">
                      {[detail(kind, item), formatLongDate(new Date(item.at), locale)]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        ))}
      </div>
    </section>
  );
}
