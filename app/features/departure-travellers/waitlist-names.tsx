import { Badge } from "../../components/ui/badge.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

type Entry = { name: string; participants: number; status: "waiting" | "offered" };

/** The departure's line (issue 14), in order: who waits and how many seats, and who holds an offer now. */
export function WaitlistNames({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation("waitlist");
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="waitlist-title" className="space-y-3" data-testid="departure-waitlist">
      <h3 id="waitlist-title" className="text-base font-semibold">
        {t("waitlistTitle")} ({entries.length})
      </h3>
      <ol className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
        {entries.map((e, i) => (
          <li key={`${i}-${e.name}`} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
            <span className="min-w-0 truncate">
              <span className="mr-2 text-gray-500 tabular-nums">{i + 1}.</span>
              {e.name}
            </span>
            <span className="flex shrink-0 items-center gap-2">
              <span className="text-gray-600">{t("seatsCount", { count: e.participants })}</span>
              <Badge tone={e.status === "offered" ? "info" : "neutral"}>
                {e.status === "offered" ? t("statusOffered") : t("statusWaiting")}
              </Badge>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
