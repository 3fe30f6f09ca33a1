import { Card } from "../../components/ui/card.tsx";
import { ScrollRegion } from "../../components/ui/scroll-region.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

type Conversion = {
  overall: { visitors: number; bookings: number; percent: number | null };
  trips: { tripId: string; title: string; visitors: number; bookings: number; percent: number | null }[];
};

/** Conversion: bookings over unique visitors, overall and per published trip. */
export function ConversionSection({ conversion }: { conversion: Conversion }) {
  const { t } = useTranslation("workspace");
  const rate = (percent: number | null) =>
    percent === null ? t("analytics.conversionNone") : `${percent} %`;
  return (
    <Card className="min-w-0 space-y-4">
      <div>
        <h2 className="text-lg font-semibold">{t("analytics.conversion")}</h2>
        <p className="text-sm text-gray-600">{t("analytics.conversionHint")}</p>
      </div>
      <p>
        <span className="text-sm text-gray-600">{t("analytics.conversionOverall")}</span>{" "}
        <span className="text-2xl font-bold tabular-nums" data-testid="conversion-overall">
          {rate(conversion.overall.percent)}
        </span>
      </p>
      {conversion.trips.length ? (
        <ScrollRegion label={t("analytics.conversion")}>
          <table className="w-full text-sm" data-testid="conversion-table">
            <thead className="text-left text-xs tracking-wide text-gray-600 uppercase">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  {t("analytics.trip")}
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  {t("analytics.visitors")}
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  {t("analytics.bookings")}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t("analytics.rate")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {conversion.trips.map((trip) => (
                <tr key={trip.tripId} data-trip={trip.title}>
                  <th scope="row" className="py-1.5 pr-3 text-left font-normal break-words">
                    {trip.title}
                  </th>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{trip.visitors}</td>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{trip.bookings}</td>
                  <td className="py-1.5 text-right tabular-nums">{rate(trip.percent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </Card>
  );
}
